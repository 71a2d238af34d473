package herald.app;

import herald.app.HeraldCli.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The `herald` command as a club organiser types it, with mail going to .eml folders. */
class CliTest {
    @TempDir
    Path dir;


    private Run herald(String... args) {
        return HeraldCli.run(args);
    }

    private Path config() throws IOException {
        Path config = dir.resolve("club.properties");
        Files.writeString(config, "data=" + dir.resolve("data").toString().replace("\\", "/") + "\n"
                + "mail.mode=folder\nherald.address=umpire@club.test\n");
        return config;
    }

    @Test
    void help_lists_every_command() {
        Run r = herald("--help");
        assertEquals(0, r.exit());
        for (String c : List.of("new-game", "run", "rulesets", "scenarios", "games", "state", "log", "render", "demo")) {
            assertTrue(r.out().contains(c), "--help lists " + c + ":\n" + r.out());
        }
        assertEquals(0, herald("render", "--help").exit());
    }

    @Test
    void mistakes_get_one_clear_line_and_a_non_zero_exit() throws IOException {
        String cfg = config().toString();
        Run noRuleset = herald("new-game", "--config", cfg, "--ruleset", "chess", "--scenario", "x",
                "--player", "red=a@b.c", "--player", "blue=d@e.f");
        assertEquals(1, noRuleset.exit());
        assertTrue(noRuleset.err().startsWith("herald: no ruleset 'chess'"), noRuleset.err());
        assertEquals(1, noRuleset.err().strip().lines().count(), noRuleset.err());
        Run noScenario = herald("new-game", "--config", cfg, "--ruleset", "lonewolf", "--scenario", "waterloo",
                "--player", "red=a@b.c", "--player", "blue=d@e.f");
        assertEquals(1, noScenario.exit(), noScenario.err());
        assertTrue(noScenario.err().contains("waterloo") && noScenario.err().contains("patrol"), noScenario.err());
        Run badMail = herald("new-game", "--config", cfg, "--ruleset", "lonewolf", "--scenario", "patrol",
                "--player", "red=nobody", "--player", "blue=d@e.f");
        assertTrue(badMail.err().contains("'nobody' is not a mail address"), badMail.err());
        Files.writeString(dir.resolve("bad.properties"), "smtp.prot=25\n");
        Run badKey = herald("games", "--config", dir.resolve("bad.properties").toString());
        assertTrue(badKey.err().contains("bad.properties") && badKey.err().contains("smtp.prot"), badKey.err());
        Run noGame = herald("state", "LW-NOPE1", "--config", cfg, "--json");
        assertEquals(1, noGame.exit(), noGame.err());
        assertEquals(1, herald("new-game", "--config", cfg, "--ruleset", "lonewolf", "--scenario", "patrol",
                "--player", "red=a@b.c").exit(), "a side without a player is refused");
        assertFalse(noGame.err().contains("Exception"), noGame.err());
    }

    @Test
    void a_game_is_created_listed_logged_and_rendered_from_the_command_line() throws IOException {
        String cfg = config().toString();
        Path script = dir.resolve("dice.txt");
        Files.writeString(script, "# initiative 9 v 2, then S1's two longbow shots both miss\n9 2\n99 99\n");
        Run created = herald("new-game", "--config", cfg, "--ruleset", "lonewolf", "--scenario", "patrol",
                "--player", "red=red@club.test", "--player", "blue=blue@club.test", "--dice-script", script.toString());
        assertEquals(0, created.exit(), created.err());
        String id = created.out().strip().lines().findFirst().orElseThrow();
        assertTrue(id.matches("LW-[A-Z0-9]{5}"), id);
        try (Stream<Path> out = Files.list(dir.resolve("data/mail/out"))) {
            assertEquals(2, out.count(), "two welcome mails written to the out folder");
        }

        Run rulesets = herald("rulesets");
        assertTrue(rulesets.out().contains("lonewolf") && rulesets.out().contains("squares"), rulesets.out());
        assertTrue(herald("scenarios", "lonewolf").out().contains("patrol"));
        Run games = herald("games", "--config", cfg);
        assertTrue(games.out().contains(id) && games.out().contains("red@club.test"), games.out());

        ObjectMapper json = new ObjectMapper();
        JsonNode state = json.readTree(herald("state", id, "--config", cfg, "--json").out());
        assertEquals(id, state.get("game").asText());
        assertTrue(state.get("scriptedDice").asBoolean());

        Path pdf = dir.resolve("umpire.pdf");
        assertEquals(0, herald("render", id, "--config", cfg, "--turn", "0", "--out", pdf.toString()).exit());
        String text = Pdfs.text(Files.readAllBytes(pdf));
        assertTrue(text.contains("SCRIPTED DICE"), "a scripted game says so on its pages");
        assertTrue(text.contains("S1") && text.contains("G1"));

        // Both players' orders arrive as .eml files; one pass of `herald run` resolves turn 1.
        Path in = Files.createDirectories(dir.resolve("data/mail/in"));
        for (String player : List.of("red@club.test", "blue@club.test")) {
            String orders;
            try (var journal = herald.journal.Journal.openH2(dir.resolve("data"))) {
                var game = new herald.app.game.Games(journal).load(id);
                var seat = game.seatByEmail(player).orElseThrow();
                // One bowman shoots at the first Giak he can; nothing else happens, so two D100s are enough.
                orders = player.startsWith("red") ? game.ruleset().view(game.rules(), "giaks").sheets().get(0).rows()
                        .stream().map(r -> "FIRE S1 AT " + r.get(0))
                        .filter(o -> game.ruleset().check(game.rules(), seat.side(), o).accepted()).findFirst()
                        .orElseThrow() : "HOLD G1";
            }
            Files.writeString(in.resolve(player + ".eml"), "From: " + player + "\r\nTo: umpire@club.test\r\n"
                    + "Subject: [" + id + "] turn 1\r\nMessage-ID: <t1-" + player + ">\r\n"
                    + "Content-Type: text/plain; charset=UTF-8\r\n\r\nKEY " + keyFor(player) + "\r\n"
                    + orders.replace("\n", "\r\n") + "\r\n");
        }
        Run run = herald("run", "--once", "--config", cfg);
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("T1 resolved"), run.out());

        boolean sawDie = false;
        for (String line : herald("log", id, "--config", cfg, "--json").out().strip().split("\n")) {
            JsonNode event = json.readTree(line);
            for (String field : List.of("seq", "version", "turn", "type", "payload")) {
                assertTrue(event.has(field), field + " in " + line);
            }
            if (event.get("type").asText().equals("PieceFired")) {
                assertEquals(99, event.get("payload").get("roll").asInt(), line);
                assertTrue(event.get("payload").has("need"), line);
                sawDie = true;
            }
        }
        assertTrue(sawDie, "the scripted turn fired at least one shot");
        JsonNode afterTurn1 = json.readTree(herald("state", id, "--config", cfg, "--turn", "1", "--json").out());
        assertEquals(id, afterTurn1.get("game").asText());
        assertEquals(0, herald("verify", id, "--config", cfg).exit());
    }

    private String keyFor(String player) throws IOException {
        try (Stream<Path> out = Files.list(dir.resolve("data/mail/out"))) {
            for (Path eml : out.toList()) {
                String text = Files.readString(eml, StandardCharsets.UTF_8);
                var m = java.util.regex.Pattern.compile("(?m)^To: " + java.util.regex.Pattern.quote(player)
                        + "[\\s\\S]*?KEY\\s+([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})").matcher(text);
                if (m.find()) {
                    return m.group(1);
                }
            }
        }
        throw new AssertionError("no welcome for " + player);
    }
}
