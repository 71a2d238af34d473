package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.loop.FileClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The clock a parent process sets for a child `herald` by writing a file. */
class FileClockTest {
    @TempDir
    Path dir;

    @Test
    void the_time_is_read_afresh_each_time_so_the_writer_can_move_it_on() throws Exception {
        Path file = dir.resolve("clock.txt");
        Files.writeString(file, "2026-03-01T18:00:00Z\n");
        FileClock clock = new FileClock(file);
        assertEquals(Instant.parse("2026-03-01T18:00:00Z"), clock.instant());

        Files.writeString(file, "2026-04-01T18:00:00Z");
        assertEquals(Instant.parse("2026-04-01T18:00:00Z"), clock.instant());
    }

    @Test
    void a_file_without_an_instant_is_named_with_what_it_held() throws Exception {
        Path file = dir.resolve("clock.txt");
        Files.writeString(file, "next Tuesday");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new FileClock(file).instant());
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("'next Tuesday'"), e.getMessage());
    }
}
