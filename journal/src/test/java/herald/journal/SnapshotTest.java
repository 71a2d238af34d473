package herald.journal;

import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** The snapshot table is a cache beside the streams: kept, found by turn, dropped; events stay as they were. */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class SnapshotTest extends OnEachBackend {
    private static Snapshot at(long version, int turn) {
        return new Snapshot("LW-SNAP", version, turn, "1.0", "v1:abc", "{\"turn\":" + turn + "}",
                Instant.parse("2026-03-01T10:00:00Z"));
    }

    @Test
    void theLatestSnapshotBeforeATurnIsFoundAndReadsBackAsKept() {
        try (Journal journal = place.open()) {
            assertEquals(Optional.empty(), journal.snapshotBefore("LW-SNAP", Integer.MAX_VALUE));
            assertTrue(journal.putSnapshot(at(20, 10)));
            assertTrue(journal.putSnapshot(at(40, 20)));
            assertEquals(Optional.of(at(40, 20)), journal.snapshotBefore("LW-SNAP", Integer.MAX_VALUE));
            assertEquals(Optional.of(at(20, 10)), journal.snapshotBefore("LW-SNAP", 20), "turn 20 itself is not before 20");
            assertEquals(Optional.empty(), journal.snapshotBefore("LW-SNAP", 10));
            assertEquals(Optional.empty(), journal.snapshotBefore("LW-OTHER", 99));
        }
    }

    @Test
    void aSecondWorkerKeepingTheSameSnapshotIsNoFaultAndDroppingForgetsThemAll() {
        try (Journal journal = place.open()) {
            assertTrue(journal.putSnapshot(at(20, 10)));
            assertFalse(journal.putSnapshot(at(20, 10)), "already kept");
            assertEquals(1, journal.dropSnapshots("LW-SNAP"));
            assertEquals(Optional.empty(), journal.snapshotBefore("LW-SNAP", 99));
        }
    }

    @Test
    void aStreamIsReadFromAVersionOnAPageAtATime() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("LW-SNAP", 0, turn(1)));
            journal.transact(tx -> tx.append("LW-SNAP", 2, turn(2)));
            journal.transact(tx -> tx.append("LW-SNAP", 4, turn(3)));
            assertEquals(List.of(3L, 4L), journal.read("LW-SNAP", 2, 2).stream().map(StoredEvent::version).toList());
            assertEquals(List.of(5L, 6L), journal.read("LW-SNAP", 4, 10).stream().map(StoredEvent::version).toList());
            assertEquals(List.of(), journal.read("LW-SNAP", 6, 10));
            assertEquals(journal.read("LW-SNAP").subList(2, 4), journal.read("LW-SNAP", 2, 2));
        }
    }
}
