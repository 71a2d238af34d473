package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli.Run;
import herald.app.game.Rulesets;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A club's own scenario file: refused with its place named, drawn by check-scenario, played, kept by the journal. */
class ClubScenarioCliTest {
    @TempDir
    Path dir;

    /** The Lone Wolf example of SCENARIOS.md: two sides of three pieces, saying its ruleset. */
    private Path example(String name) throws IOException {
        return Files.writeString(dir.resolve(name),
                ScenarioFormatDocTest.examples(Rulesets.byId("lonewolf")).get(0));
    }

    @Test
    void a_mistaken_scenario_file_is_refused_naming_the_file_and_the_place_and_leaves_nothing_behind() throws IOException {
        Path bad = example("my-battle.json");
        String text = Files.readString(bad);
        int second = text.indexOf("longbow", text.indexOf("longbow") + 1); // pieces[1]'s bow
        Files.writeString(bad, text.substring(0, second) + "longbo" + text.substring(second + "longbow".length()));
        String expected = "my-battle.json: pieces[1].weapons: unknown weapon \"longbo\"";

        Path data = dir.resolve("data");
        Run game = HeraldCli.run("new-game", "--data", data.toString(), "--scenario", bad.toString(),
                "--player", "red=a@club.test", "--player", "blue=b@club.test");
        assertEquals(1, game.exit(), game.err());
        assertTrue(game.err().startsWith("herald: " + bad + ": pieces[1].weapons: unknown weapon \"longbo\""),
                game.err());
        assertFalse(Files.exists(data), "no data folder, no journal for a game never created");

        Run check = HeraldCli.run("check-scenario", bad.toString());
        assertEquals(1, check.exit(), check.err());
        assertTrue(check.err().contains(expected), check.err());
        assertFalse(Files.exists(dir.resolve("my-battle.pdf")));

        Run wrongRuleset = HeraldCli.run("check-scenario", bad.toString(), "--ruleset", "skirmish");
        assertEquals(1, wrongRuleset.exit());
        assertTrue(wrongRuleset.err().contains("the file is for \"lonewolf\", not skirmish"), wrongRuleset.err());
    }

    @Test
    void check_scenario_draws_the_opening_map_without_creating_a_game() throws IOException {
        Path file = example("watch.json");
        Path data = dir.resolve("herald-data");
        Path pdf = dir.resolve("out/watch-giaks.pdf");
        Run r = HeraldCli.run("check-scenario", file.toString(), "--side", "giaks", "--out", pdf.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\"The watch on the wall\"") && r.out().contains(pdf.toString()), r.out());
        String text = Pdfs.text(Files.readAllBytes(pdf));
        assertTrue(text.contains("The watch on the wall"), "the PDF names the scenario:\n" + text);
        assertTrue(text.contains("Giak scouts"), "drawn as the side asked for sees it:\n" + text);
        assertFalse(Files.exists(data), "no journal");

        Run umpire = HeraldCli.run("check-scenario", file.toString());
        assertEquals(0, umpire.exit(), umpire.err());
        assertTrue(Files.isRegularFile(dir.resolve("watch.pdf")), "the PDF goes beside the file by default");

        // Then the game itself, the ruleset taken from the file.
        Path config = Files.writeString(dir.resolve("club.properties"), "data=" + data.toString().replace("\\", "/")
                + "\nmail.mode=folder\nherald.address=umpire@club.test\n");
        Run created = HeraldCli.run("new-game", "--config", config.toString(), "--scenario", file.toString(),
                "--player", "sommerlund=s@club.test", "--player", "giaks=g@club.test");
        assertEquals(0, created.exit(), created.err());
        Run games = HeraldCli.run("games", "--config", config.toString());
        assertTrue(games.out().contains(created.out().strip()) && games.out().contains("lonewolf"), games.out());
    }

    @Test
    void a_demo_of_a_scenario_file_plays_shows_its_mails_and_the_game_outlives_the_file() throws Exception {
        Path file = example("watch.json");
        Path data = dir.resolve("data");
        Run demo = HeraldCli.run("demo", "--scenario", file.toString(), "--turns", "2", "--seed", "club",
                "--data", data.toString());
        assertEquals(0, demo.exit(), demo.err());
        String id = demo.out().lines().filter(l -> l.startsWith("demo game ")).findFirst().orElseThrow()
                .replaceFirst("demo game (\\S+):.*", "$1");
        assertTrue(demo.out().contains("scenario " + file), demo.out());
        assertTrue(!demo.out().contains("stopped after turn") || demo.out().contains("stopped after turn 2 (demo limit 2"),
                "a demo of two turns plays two, not a third from orders mailed past the limit:\n" + demo.out());

        // The mails, as .eml files beside the PDFs, each one line of the output, three of them shown whole.
        Path folder = data.resolve("pdf").resolve(id);
        List<Path> emls;
        try (Stream<Path> files = Files.list(folder)) {
            emls = files.filter(p -> p.toString().endsWith(".eml")).sorted().toList();
        }
        assertTrue(emls.stream().anyMatch(p -> p.getFileName().toString().equals("sommerlund-mail01-welcome.eml")),
                emls.toString());
        assertTrue(emls.stream().anyMatch(p -> p.getFileName().toString().contains("-accepted")), emls.toString());
        assertTrue(emls.stream().anyMatch(p -> p.getFileName().toString().contains("-result")), emls.toString());
        for (Path eml : emls) {
            assertTrue(demo.out().contains(eml.toAbsolutePath().toString()), "listed: " + eml);
            try (InputStream in = Files.newInputStream(eml)) {
                MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), in);
                assertTrue(m.getSubject().startsWith("[" + id + "]"), m.getSubject());
                assertTrue(m.getAllRecipients()[0].toString().endsWith("@players.demo"));
            }
        }
        assertTrue(demo.out().contains("----- the first welcome, to sommerlund@players.demo"), demo.out());
        assertTrue(demo.out().contains("----- the first answer to orders accepted (the echo)"), demo.out());
        assertTrue(demo.out().contains("----- the first turn's results"), demo.out());

        Files.delete(file);
        String d = data.toString();
        Run verify = HeraldCli.run("verify", id, "--data", d);
        assertEquals(0, verify.exit(), verify.out() + verify.err());
        assertEquals(0, HeraldCli.run("replay", id, "--turn", "1", "--data", d, "--out",
                dir.resolve("t1.pdf").toString()).exit());
        assertTrue(Pdfs.text(Files.readAllBytes(dir.resolve("t1.pdf"))).contains("The watch on the wall"));
        Path zip = dir.resolve("game.zip");
        Run export = HeraldCli.run("export", id, zip.toString(), "--with-secret-seed", "--data", d);
        assertEquals(0, export.exit(), export.err());
        Path other = dir.resolve("other");
        Run imported = HeraldCli.run("import", zip.toString(), "--data", other.toString());
        assertEquals(0, imported.exit(), imported.err());
        assertTrue(imported.out().contains("watch.json"), "the game names the file it was made from: " + imported.out());
        assertEquals(0, HeraldCli.run("verify", id, "--data", other.toString()).exit());
    }
}
