package herald.journal;

import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The head file written in place, one checked page, rather than a new file moved over it at every commit. */
class HeadFilePageTest {
    @TempDir
    Path dir;

    @Test
    void everyCommitRewritesTheSameFileInPlaceAsOneCheckedPage() throws IOException {
        Path file = dir.resolve(HeadFile.NAME);
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-PAGE", 0, turn(1)));
            journal.transact(tx -> tx.append("LW-PAGE", 2, turn(2)));
            Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            for (int t = 3; t <= 10; t++) {
                long expected = 2L * (t - 1);
                int turn = t;
                journal.transact(tx -> tx.append("LW-PAGE", expected, turn(turn)));
            }
            assertEquals(key, Files.readAttributes(file, BasicFileAttributes.class).fileKey(), "the same file, not a new one");
            assertEquals(HeadFile.PAGE, Files.size(file));
            String text = Files.readString(file, StandardCharsets.UTF_8);
            assertTrue(text.contains("\nversion=20\n") && text.contains("\ncheck=crc32c:"), text);
            assertEquals(20, new HeadFile(dir).read().orElseThrow().version());
            try (var listing = Files.list(dir)) {
                assertEquals(List.of(), listing.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList());
            }
        }
    }

    @Test
    void aHeadFileAnOlderHeraldWroteIsReadAndThenReplacedByAPage() throws IOException {
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-PAGE", 0, turn(1)));
        }
        Path file = dir.resolve(HeadFile.NAME);
        String page = Files.readString(file, StandardCharsets.UTF_8);
        String older = page.substring(0, page.indexOf("check="));  // as written before the check line
        Files.writeString(file, older, StandardCharsets.UTF_8);
        try (Journal journal = Journal.openH2(dir)) {
            assertEquals(Optional.empty(), journal.behindHead());
            assertEquals(2, journal.keptHead().orElseThrow().version());
            journal.transact(tx -> tx.append("LW-PAGE", 2, turn(2)));
            assertEquals(HeadFile.PAGE, Files.size(file));
            assertEquals(4, journal.keptHead().orElseThrow().version());
        }
    }

    @Test
    void aPageWhoseCheckDoesNotMatchIsNamedNotBelieved() throws IOException {
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-PAGE", 0, turn(1)));
        }
        Path file = dir.resolve(HeadFile.NAME);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Files.writeString(file, text.replace("\nversion=2\n", "\nversion=9\n"), StandardCharsets.UTF_8);
        JournalException e = assertThrows(JournalException.class, () -> Journal.openH2(dir));
        assertTrue(e.getMessage().contains(HeadFile.NAME) && e.getMessage().contains("not a journal head file")
                && e.getMessage().contains("check="), e.getMessage());
    }

    @Test
    void aHeadSetAsideByAcceptIsNotWrittenByLaterCommits() throws IOException {
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-PAGE", 0, turn(1)));
            Path aside = journal.acceptAsHead();
            String kept = Files.readString(aside, StandardCharsets.UTF_8);
            journal.transact(tx -> tx.append("LW-PAGE", 2, turn(2)));
            journal.transact(tx -> tx.append("LW-PAGE", 4, turn(3)));
            assertEquals(kept, Files.readString(aside, StandardCharsets.UTF_8));
            assertEquals(6, journal.keptHead().orElseThrow().version());
        }
    }

    @Test
    void aHeadFileDeletedUnderARunningJournalIsWrittenAgain() throws IOException {
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-PAGE", 0, turn(1)));
            Files.delete(dir.resolve(HeadFile.NAME));
            journal.transact(tx -> tx.append("LW-PAGE", 2, turn(2)));
            assertEquals(4, journal.keptHead().orElseThrow().version());
        }
    }

    @Test
    void aReaderBesideTheWriterNeverReadsAHalfWrittenHead() throws Exception {
        List<Long> seen = new ArrayList<>();
        List<Throwable> failed = new ArrayList<>();
        AtomicBoolean writing = new AtomicBoolean(true);
        try (Journal journal = Journal.openH2(dir)) {
            journal.transact(tx -> tx.append("LW-PAGE", 0, turn(1)));
            HeadFile reader = new HeadFile(dir);
            Thread t = new Thread(() -> {
                while (writing.get()) {
                    try {
                        seen.add(reader.read().orElseThrow().version());
                    } catch (RuntimeException e) {
                        failed.add(e);
                    }
                }
            });
            t.start();
            try {
                for (int turn = 2; turn <= 200; turn++) {
                    long expected = 2L * (turn - 1);
                    int n = turn;
                    journal.transact(tx -> tx.append("LW-PAGE", expected, turn(n)));
                }
            } finally {
                writing.set(false);
                t.join();
            }
        }
        assertEquals(List.of(), failed);
        assertTrue(seen.size() > 10, "read " + seen.size() + " times");
        for (int i = 1; i < seen.size(); i++) {
            assertTrue(seen.get(i) >= seen.get(i - 1), "the head read went back: " + seen);
        }
        assertNotEquals(seen.get(0), seen.get(seen.size() - 1), "the reader saw the head move");
    }

    @Test
    void aCopyCutShortByAKillLeavesItsTwinTheHeadOneCommitBehind() throws IOException {
        Path file = dir.resolve(HeadFile.NAME);
        try (Journal journal = Journal.openH2(dir)) {
            for (int turn = 1; turn <= 3; turn++) {
                long expected = 2L * (turn - 1);
                int n = turn;
                journal.transact(tx -> tx.append("LW-PAGE", expected, turn(n)));
            }
        }
        byte[] page = Files.readAllBytes(file);
        String text = new String(page, StandardCharsets.UTF_8);
        int newest = text.indexOf("\nversion=6\n");
        assertTrue(newest > 0 && text.contains("\nversion=4\n"), "both copies are kept:\n" + text);
        int slot = newest < HeadPage.SLOT ? 0 : HeadPage.SLOT;
        byte[] older = Arrays.copyOfRange(page, HeadPage.SLOT - slot, 2 * HeadPage.SLOT - slot);
        // a write of turn 4's head into the newest copy's twin, stopped half way as a SIGKILL would stop it
        byte[] cut = page.clone();
        byte[] next = HeadPage.slot(new HeadFile(dir).read().orElseThrow(), Long.MAX_VALUE / 100);
        System.arraycopy(next, 0, cut, HeadPage.SLOT - slot, 60);
        Files.write(file, cut);
        assertEquals(6, new HeadFile(dir).read().orElseThrow().version(), "the whole copy is believed, not the cut one");
        Files.write(file, page);
        assertEquals(6, new HeadFile(dir).read().orElseThrow().version());
        try (Journal journal = Journal.openH2(dir)) {
            assertEquals(Optional.empty(), journal.behindHead());
            journal.transact(tx -> tx.append("LW-PAGE", 6, turn(4)));
            byte[] after = Files.readAllBytes(file);
            assertTrue(Arrays.equals(after, slot, slot + HeadPage.SLOT, page, slot, slot + HeadPage.SLOT),
                    "turn 4 went into the older copy's slot, leaving turn 3's whole");
            assertFalse(Arrays.equals(older, Arrays.copyOfRange(after, HeadPage.SLOT - slot, 2 * HeadPage.SLOT - slot)));
            assertEquals(8, journal.keptHead().orElseThrow().version());
        }
    }
}
