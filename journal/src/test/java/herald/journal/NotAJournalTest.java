package herald.journal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A journal.mv.db that is no journal gets one line naming the file and what to do, not H2's recovery-tool advice. */
class NotAJournalTest {
    @TempDir
    Path dir;

    @Test
    void randomBytesAreNamedAsNoJournal() throws IOException {
        byte[] noise = new byte[20_000];
        new Random(1).nextBytes(noise);
        assertClearLine(noise);
    }

    @Test
    void aTextFileIsNamedAsNoJournal() throws IOException {
        assertClearLine("Dear club,\nthe next meeting is on Thursday.\n".repeat(50).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aJournalCutTooShortForH2IsNamedAsNoJournal() throws IOException {
        Path real = dir.resolve("real");
        try (Journal journal = Journal.openH2(real)) {
            for (int t = 0; t < 40; t++) {
                int turn = t;
                journal.transact(tx -> tx.append("LW-CUT01", 2L * turn, Fixtures.turn(turn + 1)));
            }
        }
        byte[] whole = Files.readAllBytes(real.resolve("journal.mv.db"));
        assertClearLine(Arrays.copyOf(whole, 4096)); // H2 cannot even read its header (two blocks of 4 KiB)
        // Cut further in, H2 opens an older state of the file: one whose schema history does not match its tables (a
        // clear line), or an older journal whole, even an empty one, which the head file kept beside it shows to be
        // behind. Which depends on where H2's pages fall, so on every migration's DDL: either is safe, nothing else is.
        assertRefusedOrBehind(real, Arrays.copyOf(whole, whole.length / 200));
        assertRefusedOrBehind(real, Arrays.copyOf(whole, whole.length / 2));
    }

    private void assertRefusedOrBehind(Path real, byte[] cut) throws IOException {
        Path data = Files.createTempDirectory(dir, "cut");
        Files.write(data.resolve("journal.mv.db"), cut);
        Files.copy(real.resolve("journal.head"), data.resolve("journal.head"));
        try (Journal older = Journal.openH2(data)) {
            assertTrue(older.behindHead().isPresent(), "an older state opened whole is behind its head file");
        } catch (JournalException e) {
            assertClearMessage(e.getMessage(), data);
        }
    }

    private void assertClearLine(byte[] file) throws IOException {
        Path data = Files.createTempDirectory(dir, "data");
        Files.write(data.resolve("journal.mv.db"), file);
        JournalException e = assertThrows(JournalException.class, () -> Journal.openH2(data));
        assertClearMessage(e.getMessage(), data);
    }

    private static void assertClearMessage(String m, Path data) {
        assertTrue(m.startsWith(data.toAbsolutePath().normalize().resolve("journal.mv.db") + " is not a journal Herald can read: "), m);
        assertTrue(m.contains("restore journal.mv.db from the newest backup"), m);
        assertFalse(m.contains("recovery tool") || m.contains("[900") || m.contains("\n"), m);
    }
}
