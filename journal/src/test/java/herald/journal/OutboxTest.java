package herald.journal;

import static herald.journal.Fixtures.report;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class OutboxTest extends OnEachBackend {
    private static final byte[] EVERY_BYTE = new byte[256];

    static {
        for (int i = 0; i < 256; i++) {
            EVERY_BYTE[i] = (byte) i;
        }
    }

    @Test
    void queuedMailIsPendingUntilSentThenListedAsSentWithItsAttachments() {
        OutboxMail mail = report("LW-ABCD", new Attachment("map-turn-1.pdf", "application/pdf", EVERY_BYTE),
                new Attachment("orders.txt", "text/plain; charset=UTF-8", new byte[0]));
        Instant sentAt = Instant.parse("2025-03-01T10:20:00.123456Z");
        long id;
        try (Journal journal = place.open()) {
            id = journal.transact(tx -> tx.enqueueMail(mail));
            List<OutboxEntry> pending = journal.pendingMail();
            assertEquals(1, pending.size());
            assertEquals(mail, pending.get(0).mail());
            assertNull(pending.get(0).sentAt());

            journal.markSent(id, sentAt);
            assertEquals(List.of(), journal.pendingMail());
        }
        try (Journal journal = place.open()) {
            OutboxEntry sent = journal.sentMail("LW-ABCD").get(0);
            assertEquals(id, sent.id());
            assertEquals(mail, sent.mail());
            assertArrayEquals(EVERY_BYTE, sent.mail().attachments().get(0).content());
            assertEquals(Instant.parse("2025-03-01T10:20:00.123Z"), sent.sentAt(), "kept to the millisecond");
            assertEquals(List.of(sent), journal.sentMail(null));
            assertEquals(List.of(), journal.sentMail("LW-WXYZ"));
        }
    }

    @Test
    void anHtmlAlternativeAndItsInlineImageAreKeptBesideTheFiles() {
        OutboxMail mail = report("LW-ABCD", new Attachment("turn01.pdf", "application/pdf", EVERY_BYTE))
                .withHtml("<p>Turn 1 &amp; <img src=\"cid:map@herald\"></p>",
                        List.of(new Attachment("map.png", "image/png", EVERY_BYTE, "map@herald")));
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.enqueueMail(mail));
        }
        try (Journal journal = place.open()) {
            OutboxMail read = journal.pendingMail().get(0).mail();
            assertEquals(mail, read);
            assertEquals("map@herald", read.attachments().get(1).contentId());
            assertNull(read.attachments().get(0).contentId(), "the PDF stays a file");
            assertEquals(mail.html(), read.html());
        }
        assertThrows(IllegalArgumentException.class, () -> report("LW-ABCD", new Attachment("map.png", "image/png",
                EVERY_BYTE, "map@herald")), "an inline image with no HTML to show it");
    }

    @Test
    void failedAttemptsAreCountedAndTheMailStaysPendingInQueueOrder() {
        try (Journal journal = place.open()) {
            long first = journal.transact(tx -> tx.enqueueMail(report("LW-ABCD")));
            long second = journal.transact(tx -> tx.enqueueMail(report(null)));
            journal.markFailed(first, "421 try again later");
            journal.markFailed(first, "connection refused");

            List<OutboxEntry> pending = journal.pendingMail();
            assertEquals(List.of(first, second), pending.stream().map(OutboxEntry::id).toList());
            assertEquals(2, pending.get(0).attempts());
            assertEquals("connection refused", pending.get(0).lastError());
            assertEquals(0, pending.get(1).attempts());
            assertNull(pending.get(1).mail().gameId());
        }
    }

    @Test
    void markingSentTwiceKeepsTheFirstTimeAndAnUnknownIdIsRefused() {
        try (Journal journal = place.open()) {
            long id = journal.transact(tx -> tx.enqueueMail(report("LW-ABCD")));
            journal.markSent(id, Instant.ofEpochSecond(100));
            journal.markSent(id, Instant.ofEpochSecond(200));
            assertEquals(Instant.ofEpochSecond(100), journal.sentMail(null).get(0).sentAt());
            assertThrows(IllegalArgumentException.class, () -> journal.markSent(id + 1, Instant.now()));
            assertThrows(IllegalArgumentException.class, () -> journal.markFailed(id + 1, "lost"));
        }
    }
}
