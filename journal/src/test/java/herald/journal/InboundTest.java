package herald.journal;

import static herald.journal.Fixtures.event;
import static herald.journal.Fixtures.orders;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class InboundTest extends OnEachBackend {
    @Test
    void theSameMailRecordedTwiceIsOneRecordButADifferentMailUnderItsMessageIdIsKeptToo() {
        InboundRecord orders = orders("<orders-1@example.org>", "LW-ABCD");
        InboundRecord other = new InboundRecord("<orders-1@example.org>", "eve@example.org", "other", Instant.EPOCH,
                new byte[0], null, "rejected", "the Message-ID reused");
        try (Journal journal = place.open()) {
            assertFalse(journal.seen("<orders-1@example.org>"));
            boolean first = journal.transact(tx -> tx.recordInbound(orders));
            boolean again = journal.transact(tx -> tx.recordInbound(orders));
            boolean reused = journal.transact(tx -> tx.recordInbound(other));
            boolean reusedAgain = journal.transact(tx -> tx.recordInbound(other));
            assertTrue(first);
            assertFalse(again, "a second delivery of the same bytes");
            assertTrue(reused, "other bytes under the same Message-ID are another mail, kept whole");
            assertFalse(reusedAgain);
            assertTrue(journal.seen("<orders-1@example.org>"));
            assertTrue(journal.holdsRaw(orders.rawSha256()));
            assertTrue(journal.holdsRaw(InboundRecord.sha256(new byte[0])));
            assertFalse(journal.holdsRaw(InboundRecord.sha256(new byte[] {1})));
            assertEquals(List.of(other, orders), journal.inbound(null), "oldest first");
            assertEquals(List.of(other, orders), journal.inboundWithId("<orders-1@example.org>"));
        }
    }

    @Test
    void recordedMessagesReadBackByteForByteOldestFirstAndByGame() {
        InboundRecord later = orders("<b@example.org>", "LW-ABCD");
        InboundRecord earlier = new InboundRecord("<a@example.org>", "bob@example.org", "hello?",
                Instant.parse("2025-02-28T08:00:00Z"), new byte[] {0, -1, 13, 10, 127}, null, "unknown-game",
                "no game id in the subject");
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.recordInbound(later) && tx.recordInbound(earlier));
        }
        try (Journal journal = place.open()) {
            assertEquals(List.of(earlier, later), journal.inbound(null));
            assertEquals(List.of(later), journal.inbound("LW-ABCD"));
            assertArrayEquals(earlier.raw(), journal.inbound(null).get(0).raw());
        }
    }

    @Test
    void ofManyMessageIdsOneQueryTellsWhichTheJournalHolds() {
        try (Journal journal = place.open()) {
            assertEquals(java.util.Set.of(), journal.seenAmong(List.of()));
            journal.transact(tx -> tx.recordInbound(orders("<a@example.org>", "LW-ABCD"))
                    && tx.recordInbound(orders("<b@example.org>", "LW-ABCD")));
            assertEquals(java.util.Set.of("<a@example.org>", "<b@example.org>"), journal.seenAmong(
                    List.of("<a@example.org>", "<c@example.org>", "<b@example.org>", "<a@example.org>")));
            assertEquals(java.util.Set.of(), journal.seenAmong(List.of("<c@example.org>")));
        }
    }

    @Test
    void aNulCharacterInAMailsTextIsKeptAsAReplacementCharacterAndItsRawBytesAsTheyCame() {
        byte[] raw = "Subject: a\0b\r\n\r\nx\0y\r\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        InboundRecord junk = new InboundRecord("<nul\0@example.org>", "e\0ve@example.org", "a\0b", Instant.EPOCH, raw,
                null, "rejected", "the note\0");
        try (Journal journal = place.open()) {
            boolean first = journal.transact(tx -> tx.recordInbound(junk));
            boolean again = journal.transact(tx -> tx.recordInbound(junk));
            assertTrue(first);
            assertFalse(again, "found again under the same Message-ID");
            assertTrue(journal.seen("<nul\0@example.org>"));
            assertEquals(java.util.Set.of("<nul\0@example.org>"), journal.seenAmong(List.of("<nul\0@example.org>", "<x@example.org>")));
            InboundRecord kept = journal.inbound(null).get(0);
            assertEquals("<nul\uFFFD@example.org>", kept.messageId());
            assertEquals("e\uFFFDve@example.org", kept.sender());
            assertEquals("a\uFFFDb", kept.subject());
            assertEquals("the note\uFFFD", kept.note());
            assertArrayEquals(raw, kept.raw());
        }
    }

    @Test
    void mailFromASenderAndRepliesToItAreCountedOverATimeWindowLeavingOutMailRefusedForRate() {
        Instant t = Instant.parse("2026-03-01T10:00:00Z");
        try (Journal journal = place.open()) {
            for (int i = 0; i < 4; i++) {
                int n = i;
                journal.transact(tx -> {
                    tx.recordInbound(new InboundRecord("<m" + n + "@example.org>", "eve@example.org", "hi",
                            t.plusSeconds(60L * n), new byte[] {(byte) n}, null, n == 3 ? "rate-limited" : "unknown-game",
                            null));
                    return n < 2 ? tx.enqueueMail(new OutboxMail(null, "eve@example.org", "who?", "no game",
                            "<m" + n + "@example.org>", List.of())) : 0L;
                });
            }
            assertEquals(3, journal.countInbound("eve@example.org", t, t.plusSeconds(3600)), "not the one refused for rate");
            assertEquals(1, journal.countInbound("eve@example.org", t.plusSeconds(60), t.plusSeconds(60)), "bounds included");
            assertEquals(0, journal.countInbound("ann@example.org", t, t.plusSeconds(3600)));
            assertEquals(2, journal.countReplies("eve@example.org", t, t.plusSeconds(3600)));
            assertEquals(1, journal.countReplies("eve@example.org", t.plusSeconds(30), t.plusSeconds(3600)));
        }
    }

    @Test
    void losingARaceToRecordAMessageReturnsFalseAndKeepsTheRestOfTheTransaction() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try (Journal journal = place.open()) {
            CountDownLatch firstRecorded = new CountDownLatch(1);
            Future<Boolean> first = pool.submit(() -> journal.transact(tx -> {
                boolean recorded = tx.recordInbound(orders("<dup@example.org>", "LW-ABCD"));
                firstRecorded.countDown();
                ConcurrencyTest.sleep(300); // uncommitted, so the second reader cannot see it yet
                return recorded;
            }));
            assertTrue(firstRecorded.await(30, TimeUnit.SECONDS));

            long version = journal.transact(tx -> {
                assertFalse(tx.recordInbound(orders("<dup@example.org>", "LW-ABCD")));
                return tx.append("LW-OTHER", 0, List.of(event("GameOpened", "{}")));
            });
            assertTrue(first.get(30, TimeUnit.SECONDS));
            assertEquals(1, version);
            assertEquals(1, journal.version("LW-OTHER"));
            assertEquals(1, journal.inbound(null).size());
        } finally {
            pool.shutdownNow();
        }
    }
}
