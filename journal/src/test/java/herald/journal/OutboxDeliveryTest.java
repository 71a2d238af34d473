package herald.journal;

import static herald.journal.Fixtures.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** The delivery marks of V5: when to retry, a send cut off by a crash, a refusal kept for good. */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class OutboxDeliveryTest extends OnEachBackend {
    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");

    @Test
    void aMailWaitingForItsRetryIsPendingButNotDueUntilItsTime() {
        try (Journal journal = place.open()) {
            long id = journal.transact(tx -> tx.enqueueMail(report("LW-ABCD")));
            assertEquals(List.of(id), journal.dueMailIds(T), "never tried: due at once");

            journal.markRetry(id, "451 greylisted", T.plusSeconds(60));
            assertEquals(List.of(), journal.dueMailIds(T.plusSeconds(59)));
            assertEquals(List.of(id), journal.dueMailIds(T.plusSeconds(60)));
            OutboxEntry e = journal.pendingMail().get(0);
            assertEquals(1, e.attempts());
            assertEquals("451 greylisted", e.lastError());
            assertEquals(T.plusSeconds(60), e.delivery().nextAttemptAt());

            // what a worker looks at again once it has claimed the mail
            assertTrue(journal.dueMail(id, T.plusSeconds(59)).isEmpty(), "not due yet");
            assertEquals("451 greylisted", journal.dueMail(id, T.plusSeconds(60)).orElseThrow().lastError());
            journal.markSent(id, T.plusSeconds(61));
            assertTrue(journal.dueMail(id, T.plusSeconds(61)).isEmpty(), "sent meanwhile, by another worker");
            assertEquals(List.of(), journal.dueMailIds(T.plusSeconds(61)));
        }
    }

    @Test
    void aSendingMarkLeftByACrashIsCountedAsInterruptedWhenTheNextAttemptBegins() {
        try (Journal journal = place.open()) {
            long id = journal.transact(tx -> tx.enqueueMail(report("LW-ABCD")));
            journal.markSending(id, T);
        }
        try (Journal journal = place.open()) {  // the restarted process
            OutboxEntry found = journal.pendingMail().get(0);
            assertTrue(found.isInDoubt());
            assertEquals(0, found.delivery().interrupted());

            journal.markSending(found.id(), T.plusSeconds(5));
            journal.markSent(found.id(), T.plusSeconds(6));
            OutboxEntry sent = journal.sentMail(null).get(0);
            assertEquals(1, sent.delivery().interrupted());
            assertFalse(sent.isInDoubt(), "the mark is cleared once the attempt ends");
        }
    }

    @Test
    void aRefusedMailIsKeptOutOfThePendingListAndItsReportIsQueuedInTheSameCommit() {
        try (Journal journal = place.open()) {
            long id = journal.transact(tx -> tx.enqueueMail(report("LW-ABCD")));
            OutboxMail tellGm = new OutboxMail("LW-ABCD", "gm@example.org", "could not deliver", "550", null, List.of());
            journal.markRefused(id, "550 no such user", T, tellGm);
            journal.markRefused(id, "550 no such user", T.plusSeconds(1), tellGm);  // a repeat reports nothing more

            assertEquals(List.of(tellGm), journal.pendingMail().stream().map(OutboxEntry::mail).toList());
            OutboxEntry kept = journal.refusedMail("LW-ABCD").get(0);
            assertEquals(id, kept.id());
            assertEquals(T, kept.delivery().failedAt());
            assertEquals("550 no such user", kept.lastError());
            assertNull(kept.sentAt());
            assertEquals(List.of(), journal.refusedMail("LW-WXYZ"));
            assertThrows(IllegalArgumentException.class, () -> journal.markRefused(id + 99, "x", T, null));
        }
    }

    @Test
    void aHeldOutboxWaitsWithoutRefusalAndIsResentByHandWhenTheSetUpIsMended() {
        try (Journal journal = place.open()) {
            long tried = journal.transact(tx -> tx.enqueueMail(report("LW-ABCD")));
            long other = journal.transact(tx -> tx.enqueueMail(report("LW-ABCD")));
            long refused = journal.transact(tx -> tx.enqueueMail(report(null)));
            journal.markRefused(refused, "550 no such user", T, null);
            OutboxQueue queue = journal.outbox();

            assertEquals(2, queue.hold(List.of(tried), "535 login refused", T, T.plusSeconds(300)));
            assertEquals(List.of(tried, other), ids(queue.held()));
            assertEquals(1, queue.get(tried).orElseThrow().attempts());
            assertEquals("535 login refused", queue.get(tried).orElseThrow().lastError());
            assertEquals(T, queue.get(other).orElseThrow().delivery().heldAt());
            assertEquals(List.of(), journal.dueMailIds(T.plusSeconds(299)));
            assertEquals(2, queue.hold(List.of(), "535 login refused", T.plusSeconds(300), T.plusSeconds(900)));
            assertEquals(T, queue.get(other).orElseThrow().delivery().heldAt(), "held since the first time");
            assertEquals(List.of(tried, other, refused), ids(queue.unsent()));

            assertEquals(2, queue.retryHeldNow());
            assertEquals(List.of(tried, other), journal.dueMailIds(T.plusSeconds(301)));
            assertEquals(0, queue.get(tried).orElseThrow().attempts(), "counted afresh");
            assertEquals(2, queue.held().size(), "still held until it goes");

            assertTrue(queue.resend(refused));
            assertFalse(queue.resend(refused), "queued already");
            assertEquals(2, queue.resendHeld());
            assertEquals(List.of(), queue.held());
            assertEquals(List.of(tried, other, refused), journal.dueMailIds(T));
            assertEquals(0, queue.resendRefused());
            assertTrue(queue.get(refused + 1).isEmpty());
        }
    }

    private static List<Long> ids(List<OutboxEntry> entries) {
        return entries.stream().map(OutboxEntry::id).toList();
    }
}
