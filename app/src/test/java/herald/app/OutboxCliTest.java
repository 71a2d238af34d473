package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new game whose welcomes meet a set-up mistake: `new-game` says so and fails, nothing is refused,
 * `herald games` and `herald outbox` show the held mail, and `--resend` queues it again.
 */
class OutboxCliTest {
    @TempDir
    Path dir;

    @Test
    void welcomes_held_by_a_set_up_mistake_are_shown_and_can_be_queued_again() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onMailFrom("530 5.7.0 Must issue a STARTTLS command first");
            Path config = Files.writeString(dir.resolve("herald.properties"), "data=" + dir.resolve("data")
                    + "\nherald.address=herald@club.test\nsmtp.host=127.0.0.1\nsmtp.port=" + smtp.port() + "\n");
            String cfg = config.toString();

            HeraldCli.Run created = HeraldCli.run("new-game", "--ruleset", "lonewolf", "--scenario", "patrol",
                    "--player", "red=ann@club.test", "--player", "blue=bob@club.test", "--config", cfg);
            assertEquals(1, created.exit(), "the organiser must notice: " + created.out() + created.err());
            String game = created.out().lines().findFirst().orElseThrow().strip();

            HeraldCli.Run games = HeraldCli.run("games", "--config", cfg);
            assertEquals(0, games.exit(), games.err());
            assertTrue(games.out().contains(game), games.out());
            assertTrue(games.err().contains("MAIL HELD: 2 mail(s) wait"), games.err());
            assertTrue(games.err().contains("set smtp.security=starttls"), games.err());
            assertEquals(List.of(game), games.out().lines().skip(1).map(l -> l.split("\\s+")[0]).toList(),
                    "the table holds the games alone, as scripts read it");

            HeraldCli.Run outbox = HeraldCli.run("outbox", "--config", cfg);
            assertEquals(0, outbox.exit(), outbox.err());
            assertEquals(2, outbox.out().lines().filter(l -> l.matches("\\d+ +held .*")).count(), outbox.out());
            assertTrue(outbox.out().contains("ann@club.test"), outbox.out());
            assertTrue(!outbox.out().contains("refused"), outbox.out());

            HeraldCli.Run wrong = HeraldCli.run("outbox", "--resend", "999", "--config", cfg);
            assertEquals(1, wrong.exit());
            assertTrue(wrong.err().contains("there is no mail 999 in the outbox"), wrong.err());

            HeraldCli.Run resend = HeraldCli.run("outbox", "--resend", "held", "--config", cfg);
            assertEquals(0, resend.exit(), resend.err());
            assertTrue(resend.out().startsWith("2 held mail(s) queued again"), resend.out());
            HeraldCli.Run after = HeraldCli.run("outbox", "--config", cfg);
            assertEquals(2, after.out().lines().filter(l -> l.matches("\\d+ +queued .*")).count(), after.out());
        }
    }
}
