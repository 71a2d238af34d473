package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeMessage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderBoxesTest {

    @TempDir
    Path dir;

    @Test
    void whatTheOutboxWritesTheInboxReadsBack() throws Exception {
        byte[] pdf = "%PDF-1.7\n binary \u0000\u00ff".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        try (FolderOutbox outbox = new FolderOutbox(dir, "Herald <herald@club.test>")) {
            outbox.send(new OutgoingMail("Ann <Ann@Player.test>", "[LW-7] Ход 3", "Line one\nLine two — ü\n",
                    "<orders-1@player.test>", "<outbox-1@herald.invalid>",
                    List.of(new Attachment("turn-3.pdf", "application/pdf", pdf))));
            outbox.send(new OutgoingMail("bob@player.test", "[LW-7] Welcome", "Hello Bob\n", null, null, null));
        }

        assertEquals(List.of("0001-ann@player.test.eml", "0002-bob@player.test.eml"), names(dir));
        try (FolderInbox inbox = new FolderInbox(dir)) {
            List<InboundMail> mails = inbox.fetch();

            assertEquals(2, mails.size());
            InboundMail first = mails.get(0);
            assertEquals("<outbox-1@herald.invalid>", first.messageId());
            assertEquals("herald@club.test", first.from());
            assertEquals("Herald", first.fromName());
            assertEquals("[LW-7] Ход 3", first.subject());
            assertEquals("Line one\nLine two — ü", first.text());
            assertEquals("<orders-1@player.test>", first.inReplyTo());
            assertEquals(0, first.uid());
            MimeMessage reread = Raw.message(new String(first.raw(), java.nio.charset.StandardCharsets.ISO_8859_1));
            Part attachment = ((Multipart) reread.getContent()).getBodyPart(1);
            assertEquals("turn-3.pdf", attachment.getFileName());
            try (InputStream in = attachment.getInputStream()) {
                assertArrayEquals(pdf, in.readAllBytes());
            }
            assertEquals("Hello Bob", mails.get(1).text());
            assertTrue(new String(first.raw(), java.nio.charset.StandardCharsets.ISO_8859_1)
                    .contains("\r\nAuto-Submitted: auto-replied\r\n"), "an answer, in folder mode too");
            assertTrue(new String(mails.get(1).raw(), java.nio.charset.StandardCharsets.ISO_8859_1)
                    .contains("\r\nAuto-Submitted: auto-generated\r\n"), "a welcome answers no mail");
        }
    }

    @Test
    void theOutboxNumbersOnAfterARestart() {
        try (FolderOutbox outbox = new FolderOutbox(dir)) {
            outbox.send(new OutgoingMail("ann@player.test", "one", "1", null, null, null));
        }
        try (FolderOutbox restarted = new FolderOutbox(dir)) {
            restarted.send(new OutgoingMail("ann@player.test", "two", "2", null, null, null));
        }

        assertEquals(List.of("0001-ann@player.test.eml", "0002-ann@player.test.eml"), names(dir));
    }

    @Test
    void aProcessedFileIsMovedAsideAndNotFetchedAgainEvenByANewInbox() throws Exception {
        write("b.eml", Raw.plain("bob@player.test", "<b@p.test>", "two", "B"), 1);
        write("a.eml", Raw.plain("ann@player.test", "<a@p.test>", "one", "A"), 2);
        write(".half-written.eml", "From: x", 0);
        write("notes.txt", "not mail", 0);

        try (FolderInbox inbox = new FolderInbox(dir)) {
            List<InboundMail> mails = inbox.fetch();
            assertEquals(List.of("<a@p.test>", "<b@p.test>"), mails.stream().map(InboundMail::messageId).toList(),
                    "oldest file first");
            inbox.markProcessed(mails.get(0));
            inbox.markProcessed(mails.get(0));
        }
        try (FolderInbox restarted = new FolderInbox(dir)) {
            List<InboundMail> mails = restarted.fetch();
            assertEquals(List.of("<b@p.test>"), mails.stream().map(InboundMail::messageId).toList());
        }
        assertTrue(Files.exists(dir.resolve("processed/a.eml")));
        assertFalse(Files.exists(dir.resolve("a.eml")));
    }

    @Test
    void aSecondFileOfTheSameNameDoesNotOverwriteTheFirstInProcessed() throws Exception {
        try (FolderInbox inbox = new FolderInbox(dir)) {
            write("orders.eml", Raw.plain("ann@player.test", "<1@p.test>", "one", "A"), 1);
            inbox.markProcessed(inbox.fetch().get(0));
            write("orders.eml", Raw.plain("ann@player.test", "<2@p.test>", "two", "B"), 2);
            inbox.markProcessed(inbox.fetch().get(0));
        }

        assertEquals(List.of("orders-1.eml", "orders.eml"), names(dir.resolve("processed")));
    }

    @Test
    void aMailFromAnEarlierFetchCanStillBeMarked() throws Exception {
        write("a.eml", Raw.plain("ann@player.test", "<a@p.test>", "one", "A"), 1);
        InboundMail earlier;
        try (FolderInbox inbox = new FolderInbox(dir)) {
            earlier = inbox.fetch().get(0);
        }
        try (FolderInbox another = new FolderInbox(dir)) {
            another.markProcessed(earlier);
            assertEquals(List.of(), another.fetch());
        }
    }

    private void write(String name, String source, int minutesAgo) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, Raw.bytes(source));
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().minusSeconds(60L * minutesAgo)));
    }

    private static List<String> names(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
