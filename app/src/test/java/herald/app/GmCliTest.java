package herald.app;

import herald.app.HeraldCli.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.Games;
import herald.journal.Journal;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `herald gm GAME COMMAND`: the GM's commands from the organiser's shell, mail going to .eml folders. */
class GmCliTest {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";

    @TempDir
    Path dir;


    private Run herald(String... args) {
        return HeraldCli.run(args);
    }

    private String config() throws IOException {
        Path config = dir.resolve("club.properties");
        Files.writeString(config, "data=" + dir.resolve("data").toString().replace("\\", "/") + "\n"
                + "mail.mode=folder\nherald.address=umpire@club.test\n");
        return config.toString();
    }

    @Test
    void a_gm_may_not_also_play_a_side() throws IOException {
        Run r = herald("new-game", "--config", config(), "--ruleset", "lonewolf", "--scenario", "patrol",
                "--player", "red=" + RED, "--player", "blue=" + BLUE, "--gm", RED.toUpperCase());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("also plays a side"), r.err());
    }

    @Test
    void the_organiser_pauses_voids_a_turn_and_ends_the_game_and_verify_re_derives_the_re_keyed_dice()
            throws IOException {
        String cfg = config();
        Run created = herald("new-game", "--config", cfg, "--ruleset", "lonewolf", "--scenario", "patrol",
                "--player", "red=" + RED, "--player", "blue=" + BLUE, "--gm", "gm@club.test");
        assertEquals(0, created.exit(), created.err());
        String id = created.out().strip();
        assertTrue(mailTo("gm@club.test").stream().anyMatch(m -> m.contains("YOUR GM KEY")), "the GM is welcomed");

        Run paused = herald("gm", id, "--config", cfg, "PAUSE", "lunch");
        assertEquals(0, paused.exit(), paused.err());
        assertTrue(mailTo(RED).stream().anyMatch(m -> m.contains("The reason given: lunch")));

        Run bad = herald("gm", id, "--config", cfg, "EXTEND", "lots");
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains("write EXTEND and a number of hours"), bad.err());
        assertEquals(1, bad.err().strip().lines().count(), bad.err());
        Run early = herald("gm", id, "--config", cfg, "VOID", "TURN");
        assertTrue(early.err().contains("no turn has been resolved yet"), early.err());
        Run player = herald("gm", id, "--config", cfg, "RESIGN");
        assertTrue(player.err().contains("not a GM command"), player.err());
        String log = herald("log", id, "--config", cfg, "--json").out();
        assertEquals(3, log.lines().filter(l -> l.contains("SubmissionRejected") && l.contains("\"side\":\"cli\""))
                .count(), "each refusal is journalled:\n" + log);
        assertTrue(log.contains("\"type\":\"GamePaused\"") && log.contains("\"by\":\"cli\""), log);

        // Paused, the turn waits even with every order in; resumed, it resolves at the next pass.
        playTurn(id, cfg, "t1", false);
        Run resumed = herald("gm", id, "--config", cfg, "RESUME");
        assertEquals(0, resumed.exit(), resumed.err());
        Run run = herald("run", "--once", "--config", cfg);
        assertTrue(run.out().contains("T1 resolved"), run.out() + run.err());
        Run voided = herald("gm", id, "--config", cfg, "VOID", "TURN", "orders", "were", "misread");
        assertEquals(0, voided.exit(), voided.err());
        assertTrue(mailTo(BLUE).stream().anyMatch(m -> m.contains("Turn 1 voided")
                && m.contains("The reason given: orders were misread")));
        playTurn(id, cfg, "t1-again", true);

        Run verify = herald("verify", id, "--config", cfg);
        assertEquals(0, verify.exit(), verify.out() + verify.err());
        assertEquals(2, verify.out().lines().filter(l -> l.startsWith("turn 1 (T1)") && l.contains("identically"))
                .count(), "both the voided and the re-resolved turn 1 re-adjudicate:\n" + verify.out());

        Run ended = herald("gm", id, "--config", cfg, "END", "the", "umpire", "calls", "it", "a", "draw");
        assertEquals(0, ended.exit(), ended.err());
        try (Journal journal = Journal.openH2(dir.resolve("data"))) {
            var game = new Games(journal).load(id);
            assertTrue(game.finished());
            assertEquals("the umpire calls it a draw", game.outcome().orElseThrow().reason());
            assertTrue(game.seedHex() != null, "the seed is revealed");
        }
        assertEquals(0, herald("verify", id, "--config", cfg).exit(), "the revealed seed checks every roll");
        assertFalse(herald("run", "--once", "--config", cfg).out().contains("resolved"));
    }

    /** Both players' simulated orders as .eml files, then one pass of `herald run`, which resolves turn 1 or not. */
    private void playTurn(String id, String cfg, String tag, boolean resolves) throws IOException {
        Path in = Files.createDirectories(dir.resolve("data/mail/in"));
        for (String player : List.of(RED, BLUE)) {
            String orders;
            try (Journal journal = Journal.openH2(dir.resolve("data"))) {
                var game = new Games(journal).load(id);
                orders = game.ruleset().simulatedOrders(game.rules(), game.seatByEmail(player).orElseThrow().side());
            }
            Files.writeString(in.resolve(tag + player + ".eml"), "From: " + player + "\r\nTo: umpire@club.test\r\n"
                    + "Subject: [" + id + "] orders\r\nMessage-ID: <" + tag + "-" + player + ">\r\n"
                    + "Content-Type: text/plain; charset=UTF-8\r\n\r\nKEY " + key(player) + "\r\n"
                    + orders.replace("\n", "\r\n") + "\r\n");
        }
        Run run = herald("run", "--once", "--config", cfg);
        assertEquals(resolves, run.out().contains("T1 resolved"), run.out() + run.err());
    }

    private List<String> mailTo(String who) throws IOException {
        try (Stream<Path> out = Files.list(dir.resolve("data/mail/out"))) {
            return out.map(p -> {
                try {
                    return Files.readString(p, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).filter(m -> m.contains("To: " + who)).toList();
        }
    }

    private String key(String player) throws IOException {
        return mailTo(player).stream().filter(m -> m.contains("YOUR ORDER KEY")).map(CommandTable::key).findFirst()
                .orElseThrow();
    }
}
