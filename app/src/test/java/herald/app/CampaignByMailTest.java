package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.app.archive.CampaignArchive;
import herald.app.campaign.CampaignEvent.BattleApplied;
import herald.app.campaign.CampaignEvent.Player;
import herald.app.campaign.CampaignRecord;
import herald.app.campaign.CampaignVerifier;
import herald.app.campaign.Readjudication;
import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameRecord;
import herald.app.demo.CampaignDemo;
import herald.app.game.Games;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.Recruit;
import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Piece;
import herald.engine.lonewolf.Skill;
import herald.engine.lonewolf.Wound;
import herald.app.game.EventCodec;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HexFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import herald.app.browser.Browser;
import herald.app.site.CampaignSite;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18's "done means": a three-battle Lone Wolf campaign played over real SMTP and IMAP by the demo's simulated
 * players, each battle on the outpost field with whoever is still alive. A piece wounded in battle 1 rolls for
 * recovery and fights battle 2 with what it kept; the Kai Lord learns the next discipline on his list; each player's
 * campaign sheets show their own side alone; and the campaign verifies, every battle re-adjudicated and every
 * aftermath applied again.
 */
class CampaignByMailTest {
    private static final Pattern WOUND = Pattern.compile("\"severity\":\"([^\"]+)\"");

    @TempDir
    Path dir;

    @Test
    void a_three_battle_lone_wolf_campaign_carries_wounds_and_disciplines_from_battle_to_battle_by_mail() throws Exception {
        Path data = dir.resolve("data");
        CampaignDemo.Result r = new CampaignDemo(data, new PrintStream(OutputStream.nullOutputStream()))
                .play("season", 3, "campaign-by-mail");
        CampaignRecord c = r.record();
        assertEquals(3, c.battles().size(), String.join("\n", r.battles()));
        c.battles().forEach(b -> assertNotNull(b.applied(), "battle " + b.number() + " applied to the rosters"));
        BattleApplied first = c.battles().get(0).applied();
        try (Journal journal = Journal.openH2(data)) {
            Games games = new Games(journal);
            LoneWolfState second = (LoneWolfState) games.atTurn(c.battles().get(1).gameId(), 0).rules();

            // A character wounded in battle 1 rolls for recovery, still carries a wound after it, and battle 2 sets
            // him up with what he kept.
            Change recovery = first.changes().stream().filter(ch -> ch.what().startsWith("rolls for recovery"))
                    .filter(ch -> !severities(recruit(first, ch.piece()).spec()).isEmpty())
                    .findFirst().orElseThrow(() -> new AssertionError("no survivor of battle 1 still wounded after his"
                            + " recovery roll: " + first.changes()));
            assertEquals(6, recovery.roll().faces());
            assertEquals(4, recovery.roll().target());
            Recruit kept = recruit(first, recovery.piece());
            Piece inSecond = second.pieceOrThrow(kept.id());
            assertEquals(severities(kept.spec()), inSecond.condition().wounds().stream().map(Wound::severity).toList(),
                    kept.id() + " brings into battle 2 the wounds the roster kept");
            assertTrue(inSecond.condition().wounds().stream().allMatch(w -> w.turn() == 0), "dated before the battle");

            // The Kai Lord survived battle 1 and learned the first discipline on his list (CampaignDemo: healing).
            assertTrue(first.changes().stream().anyMatch(ch -> ch.piece().equals("LW")
                    && ch.what().startsWith("survived, and learns Healing")), first.changes().toString());
            assertTrue(second.pieceOrThrow("LW").has(Skill.HEALING), "Lone Wolf heals in battle 2");
            assertFalse(((LoneWolfState) games.atTurn(c.battles().get(0).gameId(), 0).rules()).pieceOrThrow("LW")
                    .has(Skill.HEALING), "but not in battle 1");

            // Fought again under this Herald's rules from its journalled orders and dice, battle 1 ends where it did;
            // with every submission of its first window replaced by no orders at all, it ends elsewhere.
            String firstGame = c.battles().get(0).gameId();
            GameRecord journalled = games.load(firstGame);
            byte[] seed = HexFormat.of().parseHex(journalled.seedHex());
            List<Games.Step> steps = games.history(firstGame);
            assertEquals(journalled.rules(), Readjudication.end(steps, seed).rules());
            String firstWindow = steps.stream().map(Games.Step::event).filter(e -> e instanceof OrdersAccepted)
                    .map(e -> ((OrdersAccepted) e).window()).findFirst().orElseThrow();
            List<Games.Step> silent = steps.stream().map(st -> st.event() instanceof OrdersAccepted a
                    && a.window().equals(firstWindow) ? new Games.Step(st.stored(), new OrdersAccepted(a.side(), a.window(),
                            a.messageId(), a.receivedAt(), a.body(), List.of()), st.after()) : st).toList();
            assertNotEquals(journalled.rules(), Readjudication.end(silent, seed).rules());

            StringWriter said = new StringWriter();
            assertTrue(new CampaignVerifier(new PrintWriter(said, true)).verify(journal, "season"), said.toString());
            assertTrue(said.toString().contains("applied again identically"), said.toString());
            assertTrue(said.toString().contains("re-adjudicated from its orders and dice: the rosters would be the same"),
                    said.toString());

            // The campaign as one archive: verified from the file alone, and caught when a roll in it is changed
            // and its hash chain sealed again over the change.
            Path zip = dir.resolve("season.zip");
            assertEquals(3, CampaignArchive.export(journal, "season", zip));
            StringWriter fromFile = new StringWriter();
            assertTrue(CampaignArchive.verify(zip, new PrintWriter(fromFile, true)), fromFile.toString());
            Path forged = forgeFirstRoll(zip, dir.resolve("forged.zip"));
            StringWriter caught = new StringWriter();
            assertFalse(CampaignArchive.verify(forged, new PrintWriter(caught, true)), caught.toString());
            assertTrue(caught.toString().contains("DIFFERS when applied again"), caught.toString());

            // The campaign as a web site: its table, and each battle's own site linked from it, read in a browser.
            Path site = dir.resolve("campaign-site");
            assertEquals(c.battles().stream().map(b -> b.gameId()).toList(), CampaignSite.write(journal, c, false, site));
            Browser b = Browser.shared().open(site.resolve("index.html"));
            assertEquals(List.of(), b.consoleErrors());
            assertEquals(3L, b.run("return document.querySelectorAll('ol.battles a').length"));
            b.click("ol.battles li:nth-child(2) a");
            assertTrue(b.text("header").contains("Game " + c.battles().get(1).gameId()), b.text("header"));
            assertEquals(List.of(), b.consoleErrors());
            b.click("#check");
            new WebDriverWait(b.driver(), java.time.Duration.ofSeconds(30))
                    .until(d -> !d.findElement(By.id("verdict")).getText().isEmpty());
            assertTrue(b.text("#verdict").startsWith("All "), b.text("#verdict"));
        }

        // Each player read its side's sheet after every battle, and nothing of the other side's roster.
        for (Player p : c.created().players()) {
            Player other = c.created().players().stream().filter(o -> !o.side().equals(p.side())).findFirst().orElseThrow();
            List<String> theirs = c.roster().stream().filter(x -> x.side().equals(other.side())).map(Recruit::id).toList();
            for (int n = 1; n <= 3; n++) {
                Path sheet = data.resolve("pdf").resolve("season").resolve("season-" + p.side() + "-after-battle-" + n + ".pdf");
                assertTrue(r.pdfs().contains(sheet), p.side() + " received its sheet after battle " + n);
                String text = Pdfs.text(Files.readAllBytes(sheet));
                assertTrue(Pdfs.holds(text, "Roster of " + p.sideName()), text);
                assertFalse(text.contains("Roster of " + other.sideName()), text);
                for (String id : theirs) {
                    assertFalse(Pattern.compile("(^| )" + Pattern.quote(id) + ": ").matcher(text).find(),
                            p.side() + "'s sheet after battle " + n + " tells what befell " + id + ": " + text);
                }
            }
        }
    }

    /** The archive with the first roll between battles one higher, or lower, and every hash after it sealed again. */
    private static Path forgeFirstRoll(Path zip, Path to) throws Exception {
        ObjectMapper json = EventCodec.mapper();
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipFile in = new ZipFile(zip.toFile())) {
            for (ZipEntry e : Collections.list(in.entries())) {
                entries.put(e.getName(), in.getInputStream(e).readAllBytes());
            }
        }
        StringBuilder out = new StringBuilder();
        String prev = null;
        boolean forged = false;
        for (String line : new String(entries.get("campaign.jsonl"), StandardCharsets.UTF_8).split("\n")) {
            ObjectNode l = (ObjectNode) json.readTree(line);
            String payload = l.get("payload").asText();
            if (!forged && l.get("type").asText().equals("BattleApplied")) {
                Matcher m = Pattern.compile("\"score\":(\\d+)").matcher(payload);
                assertTrue(m.find(), payload);
                int score = Integer.parseInt(m.group(1));
                payload = payload.substring(0, m.start(1)) + (score == 1 ? 2 : score - 1) + payload.substring(m.end(1));
                forged = true;
            }
            if (prev != null) {
                l.put("prevHash", prev);
            }
            l.put("payload", payload);
            StoredEvent e = new StoredEvent(l.get("game").asText(), l.get("version").asLong(), 0, l.get("type").asText(),
                    l.get("schemaVersion").asInt(), payload, Instant.ofEpochMilli(l.get("recordedAt").asLong()),
                    l.get("prevHash").asText(), "", l.get("rulesetVersion").isNull() ? null : l.get("rulesetVersion").asText());
            prev = Journal.seal(e);
            l.put("hash", prev);
            out.append(json.writeValueAsString(l)).append('\n');
        }
        entries.put("campaign.jsonl", out.toString().getBytes(StandardCharsets.UTF_8));
        try (ZipOutputStream o = new ZipOutputStream(Files.newOutputStream(to))) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                o.putNextEntry(new ZipEntry(e.getKey()));
                o.write(e.getValue());
                o.closeEntry();
            }
        }
        return to;
    }

    private static Recruit recruit(BattleApplied applied, String id) {
        return applied.roster().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
    }

    private static List<String> severities(String spec) {
        List<String> out = new ArrayList<>();
        Matcher m = WOUND.matcher(spec);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
