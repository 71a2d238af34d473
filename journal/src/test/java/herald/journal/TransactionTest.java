package herald.journal;

import static herald.journal.Fixtures.orders;
import static herald.journal.Fixtures.report;
import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class TransactionTest extends OnEachBackend {
    @Test
    void ordersEventsAndMailAreAllRecordedOrNoneWhenTheWorkThrowsAfterThem() {
        IllegalStateException boom = new IllegalStateException("renderer crashed");
        try (Journal journal = place.open()) {
            IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> journal.transact(tx -> {
                tx.recordInbound(orders("<orders-1@example.org>", "LW-ABCD"));
                tx.append("LW-ABCD", 0, turn(1));
                tx.enqueueMail(report("LW-ABCD"));
                throw boom;
            }));
            assertSame(boom, thrown);
            assertFalse(journal.seen("<orders-1@example.org>"));
            assertEquals(0, journal.version("LW-ABCD"));
            assertEquals(List.of(), journal.pendingMail());

            journal.transact(tx -> {
                assertTrue(tx.recordInbound(orders("<orders-1@example.org>", "LW-ABCD")), "retrying after the fix");
                tx.append("LW-ABCD", 0, turn(1));
                return tx.enqueueMail(report("LW-ABCD"));
            });
            assertTrue(journal.seen("<orders-1@example.org>"));
            assertEquals(2, journal.version("LW-ABCD"));
            assertEquals(1, journal.pendingMail().size());
        }
    }

    @Test
    void anErrorIsRethrownUnchangedToo() {
        AssertionError bug = new AssertionError("a bug in the rules");
        try (Journal journal = place.open()) {
            assertSame(bug, assertThrows(AssertionError.class, () -> journal.transact(tx -> {
                tx.append("LW-ABCD", 0, turn(1));
                throw bug;
            })));
            assertEquals(0, journal.version("LW-ABCD"));
        }
    }

    @Test
    void theTransactionCannotBeUsedAfterTransactReturns() {
        AtomicReference<JournalTx> escaped = new AtomicReference<>();
        try (Journal journal = place.open()) {
            journal.transact(tx -> {
                escaped.set(tx);
                return null;
            });
            assertThrows(IllegalStateException.class, () -> escaped.get().append("LW-ABCD", 0, turn(1)));
            assertEquals(0, journal.version("LW-ABCD"));
        }
    }

    @Test
    void aClosedJournalRefusesWork() {
        Journal journal = place.open();
        journal.close();
        journal.close();
        assertThrows(IllegalStateException.class, () -> journal.version("LW-ABCD"));
    }
}
