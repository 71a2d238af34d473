package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import herald.app.browser.Browser;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dark-age skirmish of three sides at night, played to its end over real mail by the umpire's loop: the Saxons and
 * Vikings fight hand to hand, close enough to see each other, while the Normans wait far off with no light near them
 * (a torch would show its bearer and those around it to every side, ruling 29). Every mail and PDF a side gets names only
 * figures it may see: nobody sees the Normans, the Normans see nobody; then `herald verify` passes.
 */
class DarkAgeThreeSidesTest {
    static final Map<String, String> PLAYERS = Map.of("saxons", "saxons@club.test", "vikings", "vikings@club.test",
            "normans", "normans@club.test");
    static final Map<String, List<String>> FIGURES = Map.of("saxons", List.of("Leofric", "Godwin"),
            "vikings", List.of("Ragnar", "Sigurd"), "normans", List.of("Rollo", "Tancred"));

    @TempDir
    Path dir;

    @Test
    void each_side_reads_only_what_its_figures_saw_and_the_game_verifies() throws Exception {
        Path data = dir.resolve("data");
        Map<String, List<String>> read = new LinkedHashMap<>();
        String id;
        byte[] seed = "three warbands in the dark, 32 b".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        try (MailWorld w = new MailWorld(data, new HandClock(), seed::clone)) {
            Map<String, String> players = new LinkedHashMap<>();
            for (String side : List.of("saxons", "vikings", "normans")) {
                w.addPlayer(PLAYERS.get(side));
                players.put(side, PLAYERS.get(side));
                read.put(side, new ArrayList<>());
            }
            Path scenario = Path.of(getClass().getResource("/herald/app/darkage-three-sides.json").toURI());
            id = w.umpire.createGame(new Umpire.NewGame(Rulesets.byId("darkage"), scenario.toString(), players, null,
                    null)).gameId();
            w.loop.once();
            Map<String, String> keys = new LinkedHashMap<>();
            for (String side : players.keySet()) {
                List<InboundMail> welcome = take(w, side, read);
                assertEquals(1, welcome.size(), side + ": one welcome");
                keys.put(side, CommandTable.key(welcome.get(0).text()));
            }
            int turns = 0;
            while (!w.umpire.games().load(id).finished()) {
                GameRecord g = w.umpire.games().load(id);
                for (String side : g.window().orElseThrow().sides()) {
                    // the Normans hold in the dark; the others play as the demo's simulated players do
                    String orders = side.equals("normans") ? "HOLD Rollo\nHOLD Tancred"
                            : g.ruleset().simulatedOrders(g.rules(), side);
                    w.send(PLAYERS.get(side), "[" + id + "] orders", "KEY " + keys.get(side) + "\n" + orders);
                    w.loop.once();
                }
                turns++;
                for (String side : players.keySet()) {
                    List<InboundMail> got = take(w, side, read);
                    assertTrue(got.stream().anyMatch(m -> m.subject().contains("result") || m.subject().contains("Game over")),
                            side + " got its turn " + turns + " result: " + got.stream().map(InboundMail::subject).toList());
                }
                assertTrue(turns <= 3, "the scenario has three turns");
            }
        }
        for (String side : read.keySet()) {
            String all = String.join("\n", read.get(side));
            for (String own : FIGURES.get(side)) {
                assertTrue(all.contains(own), side + " reads of its own " + own);
            }
        }
        for (String hidden : FIGURES.get("normans")) {
            for (String side : List.of("saxons", "vikings")) {
                neverNamed(read.get(side), hidden, side);
            }
        }
        for (String side : List.of("saxons", "vikings")) {
            for (String f : FIGURES.get(side)) {
                neverNamed(read.get("normans"), f, "normans");
            }
        }
        assertTrue(String.join("\n", read.get("saxons")).contains("Ragnar"), "the Saxons see the Vikings they fight");
        HeraldCli.Run verify = HeraldCli.run("verify", id, "--data", data.toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());

        // Three sides as web sites: the Saxons' names no Norman it never saw; the umpire's checks every die.
        Path saxons = dir.resolve("site-saxons");
        HeraldCli.Run side = HeraldCli.run("site", id, "--side", "saxons", "--out", saxons.toString(), "--data", data.toString());
        assertEquals(0, side.exit(), side.err());
        String page = java.nio.file.Files.readString(saxons.resolve("index.html"));
        assertTrue(page.contains(">Leofric</text>"), "the Saxons' maps show their own");
        for (String hidden : FIGURES.get("normans")) {
            assertFalse(page.contains(hidden), "the Saxons' site names " + hidden);
        }
        Path umpire = dir.resolve("site");
        HeraldCli.Run all = HeraldCli.run("site", id, "--out", umpire.toString(), "--data", data.toString());
        assertEquals(0, all.exit(), all.err());
        Browser b = Browser.shared().open(umpire.resolve("index.html"));
        assertEquals(List.of(), b.consoleErrors());
        b.click("#check");
        new WebDriverWait(b.driver(), java.time.Duration.ofSeconds(30))
                .until(d -> !d.findElement(By.id("verdict")).getText().isEmpty());
        assertTrue(b.text("#verdict").startsWith("All "), b.text("#verdict"));
        b.open(umpire.resolve("index.html"), "turn-1");
        assertTrue(b.text("section.window:not([hidden])").contains("Rollo"), "the umpire's site shows the Normans");
    }

    private static void neverNamed(List<String> mails, String figure, String side) {
        for (String m : mails) {
            int at = m.indexOf(figure);
            assertTrue(at < 0, side + " never saw " + figure + ", yet read: …"
                    + m.substring(Math.max(0, at - 200), Math.min(m.length(), at + 100)) + "… in " + m.lines().findFirst().orElse(""));
        }
    }

    /** The side's new mails, each kept as its text and its PDFs' text, as the player reads them. */
    private static List<InboundMail> take(MailWorld w, String side, Map<String, List<String>> read) {
        List<InboundMail> mails = w.read(PLAYERS.get(side));
        for (InboundMail m : mails) {
            StringBuilder b = new StringBuilder(m.subject()).append('\n').append(m.text());
            for (byte[] pdf : MailWorld.pdfs(m)) {
                b.append('\n').append(Pdfs.text(pdf));
            }
            read.get(side).add(b.toString());
        }
        return mails;
    }
}
