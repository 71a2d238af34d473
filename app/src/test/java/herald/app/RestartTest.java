package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.mailer.InboundMail;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `herald run` killed for real (the JVM halts) after it journalled the orders and resolved the turn
 * but before it sent a single mail; run again, it loses nothing and sends nothing twice.
 */
class RestartTest {
    @TempDir
    Path dir;

    @Test
    void a_loop_killed_after_ingest_and_before_sending_loses_nothing_and_sends_nothing_twice() throws Exception {
        try (MailWorld w = new MailWorld(dir.resolve("data"))) {
            w.addPlayer("red@club.test");
            w.addPlayer("blue@club.test");
            Ruleset lw = Rulesets.byId("lonewolf");
            Map<String, String> players = new LinkedHashMap<>();
            players.put("red", "red@club.test");
            players.put("blue", "blue@club.test");
            String id = w.umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null)).gameId();
            w.loop.once();
            GameRecord g = w.umpire.games().load(id);
            List<String> sides = g.created().seats().stream().map(GameEvent.Seat::side).toList();
            String redKey = key(w.read("red@club.test").get(0));
            String blueKey = key(w.read("blue@club.test").get(0));
            w.send("red@club.test", "[" + id + "]", "KEY " + redKey + "\n" + lw.simulatedOrders(g.rules(), sides.get(0)));
            w.send("blue@club.test", "[" + id + "]", "KEY " + blueKey + "\n" + lw.simulatedOrders(g.rules(), sides.get(1)));
            w.closeHerald();

            Process killed = herald(w, dir, "-Dherald.crash-after=ingest", "run", "--once");
            assertEquals(137, killed.exitValue(), "the loop was killed: " + output(killed));

            w.open();
            assertEquals(2, w.journal.inbound(id).size(), "both orders were journalled before the kill");
            assertTrue(w.umpire.games().history(id).stream().anyMatch(s -> s.event() instanceof GameEvent.WindowResolved r
                    && r.turn() == 1), "turn 1 was resolved before the kill");
            assertTrue(w.read("red@club.test").isEmpty(), "nothing was sent before the kill");
            w.closeHerald();

            Process again = herald(w, dir, "-Dherald.crash-after=", "run", "--once");
            assertEquals(0, again.exitValue(), output(again));
            w.open();
            for (String player : List.of("red@club.test", "blue@club.test")) {
                List<InboundMail> mails = w.read(player);
                long accepted = mails.stream().filter(m -> !MailWorld.pdfs(m).isEmpty()).count();
                assertEquals(1, accepted, player + " gets the turn result once");
                assertEquals(2, mails.size(), player + " gets one acceptance and one result: " + mails);
            }
            assertEquals(2, w.journal.inbound(id).size(), "nothing ingested twice");
            assertTrue(w.journal.pendingMail().isEmpty());
        }
    }

    private static String key(InboundMail welcome) {
        Matcher m = Pattern.compile("KEY\\s+(\\S+)").matcher(welcome.text());
        assertTrue(m.find());
        return m.group(1);
    }

    private static Process herald(MailWorld w, Path dir, String property, String... args)
            throws IOException, InterruptedException {
        Path config = dir.resolve("herald.properties");
        StringBuilder props = new StringBuilder();
        w.config().values().forEach((k, v) -> props.append(k).append('=').append(v.replace("\\", "\\\\")).append('\n'));
        Files.writeString(config, props.toString(), StandardCharsets.UTF_8);
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                property, "-cp", cp, "herald.app.Main"));
        cmd.addAll(List.of(args));
        cmd.addAll(List.of("--config", config.toString()));
        Path log = dir.resolve("herald-" + System.nanoTime() + ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "herald finished");
        LOGS.put(p, log);
        return p;
    }

    private static final Map<Process, Path> LOGS = new java.util.HashMap<>();

    private static String output(Process p) throws IOException {
        return "exit " + p.exitValue() + ":\n" + Files.readString(LOGS.get(p));
    }
}
