package herald.journal;

import static herald.journal.Fixtures.orders;
import static herald.journal.Fixtures.report;
import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The journal's head kept beside it, so that a journal cut short (or an older copy) is caught. */
class HeadFileTest {
    @TempDir
    Path dir;

    @Test
    void theHeadFileFollowsEveryCommitThatWroteAnEventOrMail() {
        try (Journal journal = Journal.openH2(dir)) {
            assertFalse(Files.exists(dir.resolve(HeadFile.NAME)), "an empty journal has no head yet");
            journal.transact(tx -> tx.append("LW-HEAD1", 0, turn(1)));
            JournalHead h = new HeadFile(dir).read().orElseThrow();
            StoredEvent last = journal.read("LW-HEAD1").get(1);
            assertEquals(new JournalHead(last.position(), "LW-HEAD1", 2, last.hash(), 0, null), h);
            journal.transact(tx -> {
                tx.recordInbound(orders("<o1@example.org>", "LW-HEAD1"));
                return tx.enqueueMail(report("LW-HEAD1"));
            });
            JournalHead after = new HeadFile(dir).read().orElseThrow();
            assertEquals(last.position(), after.position(), "no event: the event part stays");
            assertEquals("<o1@example.org>", after.inboundId());
            assertEquals(1, after.outboxId());
            assertEquals(Optional.empty(), journal.behindHead());
        }
    }

    @Test
    void aJournalLackingWhatItsHeadFileSaysIsBehindAndSaysWhatIsMissing() throws IOException {
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-HEAD1", 0, turn(1)));
        }
        Path older = Files.copy(dir.resolve("journal.mv.db"), dir.resolve("older.mv.db"));
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-HEAD1", 2, turn(2)));
        }
        Files.move(older, dir.resolve("journal.mv.db"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        try (Journal journal = Journal.openH2(dir)) {
            HeadGap gap = journal.behindHead().orElseThrow();
            assertEquals(4, gap.kept().version());
            assertEquals(2, gap.journal().version());
            assertTrue(gap.describe().contains("the journal ends at event 2 (LW-HEAD1 version 2, outbox mail 0)")
                    && gap.describe().contains("says event 4 (LW-HEAD1 version 4, outbox mail 0)"), gap.describe());

            Path aside = journal.acceptAsHead();
            assertTrue(Files.exists(aside) && aside.getFileName().toString().startsWith("journal.head.replaced-"), "" + aside);
            assertEquals(Optional.empty(), journal.behindHead(), "accepted: the journal is the truth again");
            assertEquals(2, new HeadFile(dir).read().orElseThrow().version());
        }
    }

    @Test
    void aJournalCutToHalfItsSizeIsBehindItsHead() throws IOException {
        try (Journal journal = Journal.openH2(dir)) {
            for (int t = 0; t < 40; t++) {
                int turn = t;
                journal.transact(tx -> {
                    tx.recordInbound(orders("<o" + turn + "@example.org>", "LW-HEAD1"));
                    tx.enqueueMail(report("LW-HEAD1"));
                    return tx.append("LW-HEAD1", 2L * turn, turn(turn + 1));
                });
            }
        }
        cut(dir.resolve("journal.mv.db"));
        JournalException unreadable = null;
        try (Journal journal = Journal.openH2(dir)) {
            HeadGap gap = journal.behindHead().orElseThrow(() -> new AssertionError("a cut journal went unnoticed"));
            assertTrue(gap.journal().position() < 80, gap.describe());
        } catch (JournalException e) {
            unreadable = e; // cut inside what H2 needs: then it must say so clearly
        }
        if (unreadable != null) {
            assertTrue(unreadable.getMessage().contains("journal.mv.db"), unreadable.getMessage());
        }
    }

    @Test
    void aHeadFileThatIsNotOneIsNamed() throws IOException {
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-HEAD1", 0, turn(1)));
        }
        Files.writeString(dir.resolve(HeadFile.NAME), "hello\n");
        JournalException e = assertThrows(JournalException.class, () -> Journal.openH2(dir));
        assertTrue(e.getMessage().contains(HeadFile.NAME) && e.getMessage().contains("not a journal head file"),
                e.getMessage());
    }

    static void cut(Path file) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
    }
}
