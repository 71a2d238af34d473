package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static java.nio.charset.StandardCharsets.US_ASCII;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.InputStream;
import java.net.ServerSocket;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SmtpOutboxTest {

    @RegisterExtension
    static final GreenMailExtension GREEN_MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final String SUBJECT = "[LW-7] Ход 3 — 戦闘の結果 — Zug 3 für Ärger";

    @BeforeEach
    void accounts() {
        GREEN_MAIL.setUser("ann@player.test", "ann", "pw");
    }

    private static MailConfig config(int smtpPort) {
        return new MailConfig("127.0.0.1", GREEN_MAIL.getImap().getPort(), false, "herald", "secret", "INBOX",
                "127.0.0.1", smtpPort, "none", null, null, "Herald <herald@herald.test>", "Herald-Processed");
    }

    @Test
    void aTurnResultWithItsPdfArrivesIntact() throws Exception {
        byte[] pdf = new byte[40_000];
        new Random(7).nextBytes(pdf);
        System.arraycopy("%PDF-1.7\n".getBytes(US_ASCII), 0, pdf, 0, 9);
        OutgoingMail mail = new OutgoingMail("Ann Smith <ann@player.test>", SUBJECT,
                "Turn 3 of game LW-7 has been resolved.\nÀ bientôt — Herald\n",
                "<orders-1@player.test>", "<outbox-17@herald.invalid>",
                List.of(new Attachment("LW-7 turn 3 (Red).pdf", "application/pdf", pdf)));

        try (SmtpOutbox outbox = new SmtpOutbox(config(GREEN_MAIL.getSmtp().getPort()))) {
            outbox.send(mail);
        }

        readAsAnn(message -> {
            try {
                assertEquals(SUBJECT, message.getSubject());
                assertEquals("<outbox-17@herald.invalid>", message.getMessageID());
                assertEquals("herald@herald.test", ((InternetAddress) message.getFrom()[0]).getAddress());
                assertEquals("Herald", ((InternetAddress) message.getFrom()[0]).getPersonal());
                assertEquals("<orders-1@player.test>", message.getHeader("In-Reply-To", null));
                assertEquals("<orders-1@player.test>", message.getHeader("References", null));
                assertEquals("auto-replied", message.getHeader("Auto-Submitted", null), "an answer to a mail (RFC 3834)");
                assertTrue(message.getSentDate() != null);
                assertTrue(message.isMimeType("multipart/mixed"));
                Multipart parts = (Multipart) message.getContent();
                assertEquals(2, parts.getCount());
                Part text = parts.getBodyPart(0);
                assertTrue(text.isMimeType("text/plain"));
                assertEquals("Turn 3 of game LW-7 has been resolved.\nÀ bientôt — Herald",
                        MimeText.decode(text).stripTrailing());
                Part attachment = parts.getBodyPart(1);
                assertEquals(Part.ATTACHMENT, attachment.getDisposition());
                assertEquals("LW-7 turn 3 (Red).pdf", attachment.getFileName());
                assertTrue(attachment.isMimeType("application/pdf"));
                try (InputStream in = attachment.getInputStream()) {
                    assertArrayEquals(pdf, in.readAllBytes());
                }
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void aMailWithoutAttachmentsIsPlainTextAndGetsAGeneratedId() throws Exception {
        try (SmtpOutbox outbox = new SmtpOutbox(config(GREEN_MAIL.getSmtp().getPort()))) {
            outbox.send(new OutgoingMail("Zoë Ångström <ann@player.test>", "[LW-7] Orders accepted", "Fine.\n",
                    null, null, null));
            outbox.send(new OutgoingMail("ann@player.test", "[LW-7] Second", "Also fine.\n", null, null, List.of()));
        }

        readAsAnn(message -> {
            try {
                assertTrue(message.isMimeType("text/plain"));
                assertTrue(message.getMessageID().matches("<.+@.+>"), message.getMessageID());
                assertEquals(null, message.getHeader("In-Reply-To"));
                assertEquals("auto-generated", message.getHeader("Auto-Submitted", null), "a mail that answers none");
                String to = message.getHeader("To", null);
                assertTrue(to.chars().allMatch(c -> c < 128), "an encoded name, not raw 8-bit: " + to);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void aMailWrittenByAPersonCarriesNoAutoSubmitted() throws Exception {
        try (SmtpOutbox outbox = new SmtpOutbox(config(GREEN_MAIL.getSmtp().getPort()))) {
            outbox.send(OutgoingMail.byPerson("ann@player.test", "[LW-7] orders for turn 1", "KEY X\nHOLD S1\n",
                    "<ann-1.LW-7@player.test>"));
        }

        readAsAnn(message -> {
            try {
                assertEquals(null, message.getHeader("Auto-Submitted"), "a demo player's orders are no robot's mail");
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void aDroppedConnectionIsReopenedForTheNextMail() throws Exception {
        try (DroppingProxy proxy = new DroppingProxy(GREEN_MAIL.getSmtp().getPort());
             SmtpOutbox outbox = new SmtpOutbox(config(proxy.port()))) {
            outbox.send(new OutgoingMail("ann@player.test", "one", "1", null, null, null));
            outbox.send(new OutgoingMail("ann@player.test", "two", "2", null, null, null));
            assertEquals(1, proxy.accepted(), "one connection for both mails");
            proxy.dropAll();
            outbox.send(new OutgoingMail("ann@player.test", "three", "3", null, null, null));
            assertEquals(2, proxy.accepted());
        }

        assertEquals(3, GREEN_MAIL.getReceivedMessages().length);
    }

    @Test
    void anUnreachableServerIsNamedWithHostAndPort() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        try (SmtpOutbox outbox = new SmtpOutbox(config(closed))) {
            MailException e = assertThrows(MailException.class,
                    () -> outbox.send(new OutgoingMail("ann@player.test", "s", "b", null, null, null)));
            assertEquals("cannot reach SMTP server 127.0.0.1:" + closed + ": Connection refused", e.getMessage());
        }
    }

    @Test
    void anInvalidRecipientIsRefusedBeforeConnecting() {
        try (SmtpOutbox outbox = new SmtpOutbox(config(1))) {
            MailException e = assertThrows(MailException.class,
                    () -> outbox.send(new OutgoingMail("not an address", "s", "b", null, null, null)));
            assertTrue(e.getMessage().startsWith("invalid recipient address 'not an address'"), e.getMessage());
        }
    }

    /** Reads Ann's inbox over IMAP, as her mail program would, and checks every message in it. */
    private static void readAsAnn(Consumer<MimeMessage> check) throws Exception {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREEN_MAIL.getImap().getPort(), "ann", "pw");
        try (store) {
            Folder inbox = store.getFolder("INBOX");
            inbox.open(Folder.READ_ONLY);
            Message[] messages = inbox.getMessages();
            assertTrue(messages.length > 0, "Ann has mail");
            for (Message message : messages) {
                check.accept((MimeMessage) message);
            }
            inbox.close(false);
        }
    }
}
