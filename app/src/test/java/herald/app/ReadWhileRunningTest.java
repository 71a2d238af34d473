package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An organiser looks at the games while `herald run` runs in a process of its own: the read commands
 * work beside it, and writing stays with that one process.
 */
class ReadWhileRunningTest {
    @TempDir
    Path dir;

    @Test
    void read_commands_work_beside_a_running_herald_and_a_second_writer_is_refused() throws Exception {
        Config config = Config.defaultsOnly().with("data", dir.resolve("data").toString())
                .with("mail.mode", "folder").with("herald.address", "herald@club.test");
        ChildHerald child = new ChildHerald(dir, config, Instant.parse("2026-03-01T10:00:00Z"));
        String cfg = dir.resolve("herald.properties").toString();
        HeraldCli.Run created = HeraldCli.run("new-game", "--ruleset", "lonewolf", "--scenario", "patrol",
                "--player", "red=ann@club.test", "--player", "blue=bob@club.test", "--config", cfg);
        assertEquals(0, created.exit(), created.err());
        String game = created.out().lines().findFirst().orElseThrow().strip();
        Path in = Files.createDirectories(dir.resolve("data/mail/in"));
        Files.writeString(in.resolve("hello.eml"), "From: ann@club.test\r\nTo: herald@club.test\r\n"
                + "Message-ID: <hello-1@club.test>\r\nSubject: hello\r\n\r\nHELP\r\n");

        // `herald run` stops after fetching the mail, holding the journal open as it does between steps
        ChildHerald.Running run = child.start(List.of("herald.kill-at=fetched:1"), "run");
        try {
            assertEquals(Optional.of("fetched #1"), run.awaitKillPoint(Duration.ofMinutes(2)));
            java.util.Properties lock = new java.util.Properties();
            try (var r = Files.newBufferedReader(dir.resolve("data/journal.lock.db"))) {
                lock.load(r);
            }
            String server = lock.getProperty("server", "");
            assertTrue(server.startsWith("localhost:") || server.startsWith("127.0.0.1:"), "served on loopback: " + lock);
            int port = Integer.parseInt(server.substring(server.lastIndexOf(':') + 1));
            for (java.net.InetAddress other : outwardAddresses()) {
                assertThrows(java.io.IOException.class, () -> new java.net.Socket(other, port).close(),
                        "not on " + other);
            }

            HeraldCli.Run games = HeraldCli.run("games", "--config", cfg);
            assertEquals(0, games.exit(), games.err());
            assertTrue(games.out().contains(game), games.out());
            for (String[] read : List.of(new String[] {"state", game}, new String[] {"log", game},
                    new String[] {"outbox"}, new String[] {"verify", game},
                    new String[] {"render", game, "--out", dir.resolve("now.pdf").toString()},
                    new String[] {"export", game, dir.resolve("game.zip").toString()})) {
                String[] args = java.util.stream.Stream.concat(List.of(read).stream(), List.of("--config", cfg).stream())
                        .toArray(String[]::new);
                HeraldCli.Run r = HeraldCli.run(args);
                assertEquals(0, r.exit(), String.join(" ", read) + ": " + r.out() + r.err());
            }
            assertTrue(Files.size(dir.resolve("now.pdf")) > 0);

            HeraldCli.Run writer = HeraldCli.run("new-game", "--ruleset", "lonewolf", "--scenario", "patrol",
                    "--player", "red=cy@club.test", "--player", "blue=di@club.test", "--config", cfg);
            assertEquals(1, writer.exit());
            assertTrue(writer.err().contains("another herald process is writing to"), writer.err());

            ChildHerald.Running second = child.start(List.of(), "run", "--once");
            assertEquals(1, second.awaitExit(Duration.ofMinutes(2)), second.output());
            assertTrue(second.output().contains("another herald process is writing to"), second.output());
        } finally {
            run.killNine();
        }
        HeraldCli.Run after = HeraldCli.run("games", "--config", cfg);
        assertEquals(0, after.exit(), "the journal opens alone again after the kill: " + after.err());
    }

    /** This machine's addresses other than loopback: the journal's server must not answer there. */
    private static List<java.net.InetAddress> outwardAddresses() throws Exception {
        return java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces()).stream()
                .flatMap(i -> java.util.Collections.list(i.getInetAddresses()).stream())
                .filter(a -> !a.isLoopbackAddress() && a instanceof java.net.Inet4Address).toList();
    }
}
