package herald.journal;

import static herald.journal.Fixtures.event;
import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A journal remembers the head of each stream it appended to ({@link StreamHeads}) and appends after it
 * without reading it back; these are the cases where the database's head is no longer the one remembered,
 * and each must end as an append that read the head would have.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class RememberedHeadTest extends OnEachBackend {
    private static final String GAME = "LW-MEMO";

    @Test
    void theInsertAfterARememberedHeadWritesOnlyWhenItIsTheDatabasesHead() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append(GAME, 0, turn(1)));
            ChainHead head = journal.head(GAME);
            EventBatch.Written written = journal.inTransaction("insert after the head",
                    c -> EventBatch.insert(c, head, turn(2), 5L, true, true, false));
            assertEquals(4, written.head().version(), "the database's own head: written, with no read before");
            assertEquals(journal.read(GAME).get(3).position(), written.position());
            assertEquals(journal.head(GAME), written.head());

            EventBatch.Written after = journal.inTransaction("insert after a head passed",
                    c -> EventBatch.insert(c, head, turn(3), 6L, true, false, false));
            assertNull(after, "version 2 is no longer the head: nothing written");
            assertEquals(4, journal.version(GAME));
            assertTrue(journal.verify(GAME).intact());
        }
    }

    @Test
    void anotherWriterPastTheRememberedHeadMakesTheSameStaleVersionAsARead() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append(GAME, 0, turn(1)));
            journal.transact(tx -> tx.append(GAME, 2, turn(2))); // remembered: version 4
            // Another process, which remembers nothing of this one, appends version 5.
            journal.inTransaction("append as another writer", c -> {
                OpenTransaction other = new OpenTransaction(c, Clock.systemUTC(), false, new StreamHeads(),
                        backend == Backend.POSTGRESQL);
                return other.append(GAME, 4, List.of(event("Ruled", "{\"by\":\"south\"}")));
            });

            StaleVersionException e = assertThrows(StaleVersionException.class,
                    () -> journal.transact(tx -> tx.append(GAME, 4, turn(3))));
            assertEquals("game LW-MEMO is at version 5, not 4: someone appended first; reload and retry", e.getMessage());
            assertEquals(OptionalLong.of(5), e.actualVersion());

            long after = journal.transact(tx -> tx.append(GAME, 5, turn(3)));
            assertEquals(7, after);
            assertTrue(journal.verify(GAME).intact(), journal.verify(GAME).problem());
            assertEquals("{\"by\":\"south\"}", journal.read(GAME).get(4).payload());
            assertEquals(7, new Due(journal).of(GAME).orElseThrow().version(), "the due row follows the last append");
        }
    }

    @Test
    void aRememberedHeadTheDatabaseNoLongerHoldsLeavesNoGapInTheStream() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append(GAME, 0, turn(1)));
            journal.transact(tx -> tx.append(GAME, 2, turn(2))); // remembered: version 4
            // The database put back, under the running process, to a copy taken at version 2.
            journal.inTransaction("cut the stream", c -> Sql.update(c, "DELETE FROM events WHERE game_id = ? AND version > 2",
                    GAME));

            StaleVersionException e = assertThrows(StaleVersionException.class,
                    () -> journal.transact(tx -> tx.append(GAME, 4, turn(3))));
            assertEquals(OptionalLong.of(2), e.actualVersion(), "not versions 5 and 6 after a missing 3 and 4");
            assertEquals(2, journal.version(GAME));

            long after = journal.transact(tx -> tx.append(GAME, 2, turn(3)));
            assertEquals(4, after);
            assertTrue(journal.verify(GAME).intact(), "chained to the database's version 2, not the remembered 4: "
                    + journal.verify(GAME).problem());
        }
    }

    @Test
    void aLastEventEditedUnderTheProcessIsChainedFromAsARead() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append(GAME, 0, turn(1))); // remembered: version 2 and its hash
            String edited = "e".repeat(64);
            journal.inTransaction("edit the last hash", c -> Sql.update(c,
                    "UPDATE events SET hash = ? WHERE game_id = ? AND version = 2", edited, GAME));

            journal.transact(tx -> tx.append(GAME, 2, turn(2)));
            assertEquals(edited, journal.read(GAME).get(2).prevHash(), "an append that read the head links to what it read");
        }
    }

    @Test
    void manyTurnsAfterRememberedHeadsMakeOneIntactChainAndTheHeadFileFollowsIt() {
        try (Journal journal = place.open()) {
            long v = 0;
            for (int t = 1; t <= 30; t++) {
                long expected = v;
                int turn = t;
                v = journal.transact(tx -> {
                    long mid = tx.append(GAME, expected, turn(turn));
                    return tx.append(GAME, mid, List.of(event("TurnEnded", "{\"turn\":" + turn + "}")));
                });
            }
            assertEquals(90, v);
            assertTrue(journal.verify(GAME).intact(), journal.verify(GAME).problem());
            StoredEvent last = journal.read(GAME).get(89);
            assertEquals(new JournalHead(last.position(), GAME, 90, last.hash(), 0, null), journal.keptHead().orElseThrow());
        }
    }

    @Test
    void aTurnOfManyEventsLeavesTheHeadFileAndTheDueRowAtItsLastEvent() {
        // Past eight events the position and the due row come another way than for a short append (OpenTransaction).
        List<NewEvent> march = java.util.stream.IntStream.rangeClosed(1, 40)
                .mapToObj(i -> event("UnitMoved", "{\"step\":" + i + "}")).toList();
        try (Journal journal = place.open()) {
            long v = journal.transact(tx -> tx.append(GAME, 0, march));
            v = journal.transact(tx -> tx.append(GAME, 40, turn(1)));
            long expected = v;
            v = journal.transact(tx -> tx.append(GAME, expected, march));
            assertEquals(82, v);
            StoredEvent last = journal.read(GAME).get(81);
            assertEquals(new JournalHead(last.position(), GAME, 82, last.hash(), 0, null), journal.keptHead().orElseThrow());
            assertEquals(new Due.Row(GAME, 82, java.time.Instant.EPOCH), new Due(journal).of(GAME).orElseThrow());
            assertTrue(journal.verify(GAME).intact(), journal.verify(GAME).problem());
        }
    }
}
