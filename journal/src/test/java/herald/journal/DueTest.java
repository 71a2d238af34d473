package herald.journal;

import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The due record (issue 17): whatever appends to a game makes it due at once, in the same transaction;
 * only a look at the game's very version may put it off; an older journal's games are all due once.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class DueTest extends OnEachBackend {
    private static final Instant LATER = Instant.parse("2030-01-01T00:00:00Z");
    private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

    @Test
    void anAppendMakesItsGameDueAtOnceAndOnlyALookAtThatVersionPutsItOff() {
        try (Journal journal = place.open()) {
            Due due = new Due(journal);
            journal.transact(tx -> tx.append("G-1", 0, turn(1)));
            journal.transact(tx -> tx.append("G-2", 0, turn(1)));
            assertEquals(List.of("G-1", "G-2"), due.gamesDueBy(NOW), "new games are due at once, on any clock");
            assertEquals(Optional.of(new Due.Row("G-1", 2, Instant.EPOCH)), due.of("G-1"));

            assertTrue(due.put("G-1", 2, LATER));
            assertTrue(due.put("G-2", 2, null));
            assertEquals(List.of(), due.gamesDueBy(NOW), "both at rest");
            assertEquals(List.of("G-1"), due.gamesDueBy(LATER), "a null due is never come by time");

            journal.transact(tx -> tx.append("G-2", 2, turn(2)));
            assertEquals(List.of("G-2"), due.gamesDueBy(NOW), "an event by anyone makes the game due again");
            assertFalse(due.put("G-2", 2, LATER), "a look at the old version cannot put the new one off");
            assertEquals(List.of("G-2"), due.gamesDueBy(NOW));

            boolean putInTheSameCommit = journal.transact(tx -> tx.putDue("G-2", tx.append("G-2", 4, turn(3)), LATER));
            assertTrue(putInTheSameCommit);
            assertEquals(List.of(), due.gamesDueBy(NOW));
        }
    }

    @Test
    void aTransactionThatFailsLeavesTheRowAsItWas() {
        try (Journal journal = place.open()) {
            Due due = new Due(journal);
            journal.transact(tx -> tx.append("G-1", 0, turn(1)));
            due.put("G-1", 2, LATER);
            assertThrows(IllegalStateException.class, () -> journal.transact(tx -> {
                tx.append("G-1", 2, turn(2));
                throw new IllegalStateException("the umpire failed after appending");
            }));
            assertEquals(Optional.of(new Due.Row("G-1", 2, LATER)), due.of("G-1"));
        }
    }

    @Test
    void aRestoredGameIsDueAtOnce() {
        List<StoredEvent> events;
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("G-1", 0, turn(1)));
            events = journal.read("G-1");
        }
        try (Journal other = backend.place(dir.resolve("other")).open()) {
            other.transact(tx -> {
                tx.restore("G-1", events);
                return null;
            });
            assertEquals(List.of("G-1"), new Due(other).gamesDueBy(NOW));
            assertEquals(2, new Due(other).of("G-1").orElseThrow().version());
        }
    }

    @Test
    void aJournalFromBeforeTheDueRecordHasEveryGameDueOnceOpened() throws Exception {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("G-1", 0, turn(1)));
            journal.transact(tx -> tx.append("G-2", 0, turn(1)));
            journal.transact(tx -> tx.append("G-2", 2, turn(2)));
        }
        // as an older Herald left it: no game_due table, its migration not yet applied
        try (Connection c = place.raw(); Statement s = c.createStatement()) {
            s.execute("DROP TABLE game_due");
            s.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '9.1'");
        }
        try (Journal journal = place.open()) {
            Due due = new Due(journal);
            assertEquals(List.of("G-1", "G-2"), due.gamesDueBy(NOW));
            assertEquals(4, due.of("G-2").orElseThrow().version());
        }
    }
}
