package herald.journal;

import static herald.journal.Fixtures.event;
import static herald.journal.Fixtures.orders;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class ConcurrencyTest extends OnEachBackend {
    @Test
    void aStaleExpectedVersionFailsAndWritesNothing() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("LW-ABCD", 0, Fixtures.turn(1)));

            StaleVersionException e = assertThrows(StaleVersionException.class, () -> journal.transact(tx -> {
                tx.recordInbound(orders("<late@example.org>", "LW-ABCD"));
                return tx.append("LW-ABCD", 1, List.of(event("UnitMoved", "{}")));
            }));
            assertEquals("game LW-ABCD is at version 2, not 1: someone appended first; reload and retry", e.getMessage());
            assertEquals(OptionalLong.of(2), e.actualVersion());
            assertEquals(2, journal.version("LW-ABCD"));
            assertFalse(journal.seen("<late@example.org>"));
        }
    }

    @Test
    void aNewGameMustBeAppendedAtVersionZero() {
        try (Journal journal = place.open()) {
            assertThrows(StaleVersionException.class,
                    () -> journal.transact(tx -> tx.append("LW-ABCD", 1, List.of(event("GameOpened", "{}")))));
            assertEquals(List.of(), journal.gameIds());
        }
    }

    @Test
    void twoThreadsAppendingAtTheSameVersionExactlyOneWins() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (Journal journal = place.open()) {
            for (int round = 0; round < 10; round++) {
                long expected = journal.version("LW-ABCD");
                CyclicBarrier bothRead = new CyclicBarrier(2);
                List<Future<Long>> racers = new ArrayList<>();
                for (String umpire : List.of("north", "south")) {
                    racers.add(pool.submit(() -> journal.transact(tx -> {
                        await(bothRead); // both start their transactions before either appends
                        return tx.append("LW-ABCD", expected, List.of(event("Ruled", "{\"by\":\"" + umpire + "\"}")));
                    })));
                }
                int won = 0;
                int stale = 0;
                for (Future<Long> racer : racers) {
                    try {
                        assertEquals(expected + 1, racer.get(30, TimeUnit.SECONDS));
                        won++;
                    } catch (ExecutionException e) {
                        assertTrue(e.getCause() instanceof StaleVersionException, () -> "unexpected " + e.getCause());
                        stale++;
                    }
                }
                assertEquals(1, won, "round " + round);
                assertEquals(1, stale, "round " + round);
                assertEquals(expected + 1, journal.version("LW-ABCD"));
            }
            assertTrue(journal.verify("LW-ABCD").intact());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theUniqueVersionCatchesARaceTheVersionCheckCannotSee() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try (Journal journal = place.open()) {
            CountDownLatch firstAppended = new CountDownLatch(1);
            Future<Long> first = pool.submit(() -> journal.transact(tx -> {
                long v = tx.append("LW-ABCD", 0, List.of(event("GameOpened", "{\"by\":\"north\"}")));
                firstAppended.countDown();
                sleep(300); // hold the uncommitted version 1 while the second umpire reads and appends
                return v;
            }));
            assertTrue(firstAppended.await(30, TimeUnit.SECONDS));

            StaleVersionException e = assertThrows(StaleVersionException.class, () -> journal.transact(
                    tx -> tx.append("LW-ABCD", 0, List.of(event("GameOpened", "{\"by\":\"south\"}")))));
            assertEquals(OptionalLong.empty(), e.actualVersion());
            assertEquals("game LW-ABCD is past version 0: someone appended first; reload and retry", e.getMessage());
            assertEquals(1, first.get(30, TimeUnit.SECONDS));
            assertEquals("{\"by\":\"north\"}", journal.read("LW-ABCD").get(0).payload());
        } finally {
            pool.shutdownNow();
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static void await(CyclicBarrier barrier) {
        try {
            barrier.await(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
