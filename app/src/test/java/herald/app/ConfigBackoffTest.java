package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.UserError;
import herald.app.loop.Backoff;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The retry keys of a configuration file: defaults, values, and a clear error for a bad one. */
class ConfigBackoffTest {
    @TempDir
    Path dir;

    @Test
    void without_the_keys_herald_waits_a_minute_doubling_to_an_hour_and_gives_up_after_three_days() {
        assertEquals(Backoff.DEFAULT, Config.defaultsOnly().backoff());
        assertEquals(new Backoff(Duration.ofMinutes(1), Duration.ofHours(1), Duration.ofDays(3)), Backoff.DEFAULT);
    }

    @Test
    void the_keys_set_the_waits_and_the_operator() throws Exception {
        Path file = dir.resolve("herald.properties");
        Files.writeString(file, "smtp.retry-first-seconds=30\nsmtp.retry-max-seconds=600\nsmtp.give-up-hours=24\n"
                + "operator.address=secretary@club.test\n");
        Config config = Config.load(file);
        assertEquals(new Backoff(Duration.ofSeconds(30), Duration.ofMinutes(10), Duration.ofHours(24)), config.backoff());
        assertEquals("secretary@club.test", config.get("operator.address"));
    }

    @Test
    void a_maximum_below_the_first_wait_is_refused_naming_the_file_and_the_keys() throws Exception {
        Path file = dir.resolve("herald.properties");
        Files.writeString(file, "smtp.retry-first-seconds=600\nsmtp.retry-max-seconds=60\n");
        UserError e = assertThrows(UserError.class, () -> Config.load(file));
        assertTrue(e.getMessage().startsWith(file + ": smtp.retry-first-seconds (600)"), e.getMessage());
        assertTrue(e.getMessage().contains("smtp.retry-max-seconds (60) at least as much"), e.getMessage());
    }
}
