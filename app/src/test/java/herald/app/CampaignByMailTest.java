package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.campaign.CampaignEvent.BattleApplied;
import herald.app.campaign.CampaignEvent.Player;
import herald.app.campaign.CampaignRecord;
import herald.app.campaign.CampaignVerifier;
import herald.app.demo.CampaignDemo;
import herald.app.game.Games;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.Recruit;
import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Piece;
import herald.engine.lonewolf.Skill;
import herald.engine.lonewolf.Wound;
import herald.journal.Journal;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
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

            StringWriter said = new StringWriter();
            assertTrue(new CampaignVerifier(new PrintWriter(said, true)).verify(journal, "season"), said.toString());
            assertTrue(said.toString().contains("applied again identically"), said.toString());
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
