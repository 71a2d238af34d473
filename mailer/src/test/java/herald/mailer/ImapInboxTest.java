package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Folder;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.Transport;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ImapInboxTest {

    @RegisterExtension
    static final GreenMailExtension GREEN_MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @BeforeEach
    void accounts() {
        GREEN_MAIL.setUser("herald@herald.test", "herald", "secret");
    }

    static MailConfig config(String password) {
        return config(GREEN_MAIL, password);
    }

    /** Herald's account on {@code server}, the processed folder Herald-Processed. */
    static MailConfig config(GreenMailExtension server, String password) {
        return new MailConfig("127.0.0.1", server.getImap().getPort(), false, "herald", password, "INBOX",
                "127.0.0.1", server.getSmtp().getPort(), "none", null, null,
                "Herald <herald@herald.test>", "Herald-Processed");
    }

    static MailConfig config() {
        return config("secret");
    }

    /** A player's mail program hands the mail to SMTP exactly as written (no headers added). */
    static void playerSends(String source) throws MessagingException {
        playerSends(GREEN_MAIL, source);
    }

    /** As above, through {@code server}. */
    static void playerSends(GreenMailExtension server, String source) throws MessagingException {
        Properties p = new Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", Integer.toString(server.getSmtp().getPort()));
        Session session = Session.getInstance(p);
        MimeMessage message = new MimeMessage(session, new ByteArrayInputStream(Raw.bytes(source)));
        try (Transport transport = session.getTransport("smtp")) {
            transport.connect();
            transport.sendMessage(message, message.getAllRecipients());
        }
    }

    @Test
    void aPlayersMailComesInWithSenderSubjectTextIdAndSource() throws Exception {
        playerSends(Raw.plain("Ann Smith <Ann.Smith@Player.test>", "<orders-1@player.test>",
                "=?UTF-8?Q?[LW-7]_Befehle_f=C3=BCr_Zug_1?=", "KEY TARN-4821-OXEN\nA1 MOVE C7\n"));

        try (ImapInbox inbox = new ImapInbox(config())) {
            List<InboundMail> mails = inbox.fetch();

            assertEquals(1, mails.size());
            InboundMail mail = mails.get(0);
            assertEquals("<orders-1@player.test>", mail.messageId());
            assertEquals("ann.smith@player.test", mail.from());
            assertEquals("Ann Smith", mail.fromName());
            assertEquals("[LW-7] Befehle für Zug 1", mail.subject());
            assertEquals("KEY TARN-4821-OXEN\nA1 MOVE C7", mail.text());
            assertFalse(mail.htmlOnly());
            assertTrue(mail.uid() > 0);
            assertNull(mail.inReplyTo());
            assertTrue(Duration.between(mail.receivedAt(), Instant.now()).abs().toMinutes() < 5, "received now");
            MimeMessage reparsed = Raw.message(new String(mail.raw(), UTF_8));
            assertEquals("<orders-1@player.test>", reparsed.getMessageID());
            assertTrue(new String(mail.raw(), UTF_8).contains("A1 MOVE C7"));
        }
    }

    @Test
    void multipartAlternativeGivesThePlainPart() throws Exception {
        playerSends(Raw.alternative("KEY K\nA1 MOVE C7 =E0 pr=E9sent", "<p>something else</p>"));

        InboundMail mail = fetchOne();

        assertEquals("KEY K\nA1 MOVE C7 à présent", mail.text());
        assertFalse(mail.htmlOnly());
    }

    @Test
    void anHtmlOnlyMailGivesOneLinePerHtmlLine() throws Exception {
        playerSends(Raw.htmlOnly("<html><body><div>KEY K</div><div>A1 MOVE C7<br>A2 FIRE AT B1</div>"
                + "<p>A3 &amp; A4 HOLD</p></body></html>"));

        InboundMail mail = fetchOne();

        assertEquals("KEY K\nA1 MOVE C7\nA2 FIRE AT B1\nA3 & A4 HOLD", mail.text());
        assertTrue(mail.htmlOnly());
    }

    @Test
    void aMailWithoutMessageIdGetsAStableIdFromItsBytes() throws Exception {
        playerSends(Raw.plain("ann@player.test", null, "[LW-7] orders", "KEY K\n"));

        try (ImapInbox inbox = new ImapInbox(config()); ImapInbox again = new ImapInbox(config())) {
            InboundMail first = inbox.fetch().get(0);
            InboundMail second = again.fetch().get(0);

            assertTrue(first.messageId().matches("<sha256-[0-9a-f]{64}@herald\\.invalid>"), first.messageId());
            assertEquals(Inbound.syntheticId(first.raw()), first.messageId());
            assertEquals(first.messageId(), second.messageId());
        }
    }

    @Test
    void aProcessedMailIsNeverFetchedAgainEvenAfterARestart() throws Exception {
        playerSends(Raw.plain("ann@player.test", "<a@player.test>", "one", "A\n"));
        playerSends(Raw.plain("bob@player.test", "<b@player.test>", "two", "B\n"));

        try (ImapInbox inbox = new ImapInbox(config())) {
            InboundMail first = inbox.fetch().get(0);
            inbox.markProcessed(first);
            inbox.markProcessed(first);  // idempotent

            assertEquals(List.of("<b@player.test>"), ids(inbox.fetch()));
        }
        try (ImapInbox restarted = new ImapInbox(config())) {
            assertEquals(List.of("<b@player.test>"), ids(restarted.fetch()));
        }
        assertEquals(1, countIn("Herald-Processed"));
    }

    @Test
    void aMailNotMarkedProcessedComesBackAfterARestartOldestFirst() throws Exception {
        for (String id : List.of("<1@p.test>", "<2@p.test>", "<3@p.test>")) {
            playerSends(Raw.plain("ann@player.test", id, "orders", "A\n"));
        }

        try (ImapInbox inbox = new ImapInbox(config())) {
            assertEquals(List.of("<1@p.test>", "<2@p.test>", "<3@p.test>"), ids(inbox.fetch()));
            // the app crashes before journalling: nothing is marked
        }
        try (ImapInbox restarted = new ImapInbox(config())) {
            assertEquals(List.of("<1@p.test>", "<2@p.test>", "<3@p.test>"), ids(restarted.fetch()));
        }
    }

    @Test
    void theSameInboxSeesMailThatArrivesBetweenFetches() throws Exception {
        try (ImapInbox inbox = new ImapInbox(config())) {
            assertEquals(List.of(), inbox.fetch());
            playerSends(Raw.plain("ann@player.test", "<late@player.test>", "orders", "A\n"));

            assertEquals(List.of("<late@player.test>"), ids(inbox.fetch()));
        }
    }

    @Test
    void aDroppedConnectionIsReopenedOnTheNextCall() throws Exception {
        MailConfig direct = config();
        try (DroppingProxy proxy = new DroppingProxy(direct.imapPort());
             ImapInbox inbox = new ImapInbox(new MailConfig(direct.imapHost(), proxy.port(), false, "herald", "secret",
                     "INBOX", direct.smtpHost(), direct.smtpPort(), "none", null, null, direct.address(),
                     direct.processedFolder()))) {
            playerSends(Raw.plain("ann@player.test", "<one@player.test>", "orders", "A\n"));
            assertEquals(List.of("<one@player.test>"), ids(inbox.fetch()));
            int kept = proxy.accepted();
            assertEquals(List.of("<one@player.test>"), ids(inbox.fetch()));
            assertEquals(kept, proxy.accepted(), "the connection is kept between fetches");

            proxy.dropAll();
            playerSends(Raw.plain("ann@player.test", "<two@player.test>", "orders", "B\n"));
            List<InboundMail> mails = inbox.fetch();
            assertEquals(List.of("<one@player.test>", "<two@player.test>"), ids(mails));
            assertTrue(proxy.accepted() > kept, "a new connection after the drop");

            proxy.dropAll();
            inbox.markProcessed(mails.get(0));
            assertEquals(List.of("<two@player.test>"), ids(inbox.fetch()));
        }
    }

    @Test
    void aMailMarkedProcessedIsFoundByMessageIdWhenItsUidIsUnknown() throws Exception {
        playerSends(Raw.plain("herald@herald.test", "<outbox-3.LW-7@herald.invalid>", "a mail Herald sent", "A\n"));

        try (ImapInbox inbox = new ImapInbox(config())) {
            InboundMail fetched = inbox.fetch().get(0);
            InboundMail withoutUid = new InboundMail(fetched.messageId(), fetched.from(), fetched.fromName(),
                    fetched.subject(), fetched.text(), false, fetched.receivedAt(), fetched.raw(), null, 0);
            inbox.markProcessed(withoutUid);

            assertEquals(List.of(), inbox.fetch());
        }
    }

    @Test
    void ofTwoMailsSharingAMessageIdTheOneWithTheseBytesIsMovedWhenItsUidIsUnknown() throws Exception {
        playerSends(Raw.plain("ann@player.test", "<reused@player.test>", "orders", "HOLD S1\n"));
        playerSends(Raw.plain("ann@player.test", "<reused@player.test>", "orders", "HOLD S2\n"));

        try (ImapInbox inbox = new ImapInbox(config())) {
            InboundMail second = inbox.fetch().get(1);
            inbox.markProcessed(new InboundMail(second.messageId(), second.from(), second.fromName(),
                    second.subject(), second.text(), false, second.receivedAt(), second.raw(), null, 0));

            List<InboundMail> left = inbox.fetch();
            assertEquals(1, left.size());
            assertEquals("HOLD S1", left.get(0).text(), "the other mail stays to be read");
        }
    }

    @Test
    void aMailThatCannotBeParsedStillComesInWithItsBytes() throws Exception {
        playerSends("From: ann@player.test\nTo: herald@herald.test\nMessage-ID: <broken@player.test>\n"
                + "Subject: orders\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"nowhere\"\n\n"
                + "KEY K\nA1 MOVE C7\n");

        InboundMail mail = fetchOne();

        assertEquals("<broken@player.test>", mail.messageId());
        assertEquals("ann@player.test", mail.from());
        assertEquals("", mail.text());
        assertTrue(new String(mail.raw(), UTF_8).contains("A1 MOVE C7"));
    }

    @Test
    void aWrongPasswordIsReportedAsSuch() {
        try (ImapInbox inbox = new ImapInbox(config("not-the-password"))) {
            MailException e = assertThrows(MailException.class, inbox::fetch);
            assertTrue(e.getMessage().startsWith("IMAP server 127.0.0.1:" + GREEN_MAIL.getImap().getPort()
                    + " refused the login"), e.getMessage());
        }
    }

    @Test
    void anUnreachableServerIsNamedWithHostAndPort() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        MailConfig c = config();
        MailConfig nowhere = new MailConfig("127.0.0.1", closed, false, "herald", "secret", "INBOX",
                "127.0.0.1", closed, "none", null, null, c.address(), c.processedFolder());

        try (ImapInbox inbox = new ImapInbox(nowhere)) {
            MailException e = assertThrows(MailException.class, inbox::fetch);
            assertEquals("cannot reach IMAP server 127.0.0.1:" + closed + ": Connection refused", e.getMessage());
        }
    }

    private static InboundMail fetchOne() {
        try (ImapInbox inbox = new ImapInbox(config())) {
            List<InboundMail> mails = inbox.fetch();
            assertEquals(1, mails.size());
            return mails.get(0);
        }
    }

    private static List<String> ids(List<InboundMail> mails) {
        return mails.stream().map(InboundMail::messageId).toList();
    }

    private static int countIn(String folderName) throws MessagingException {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREEN_MAIL.getImap().getPort(), "herald", "secret");
        try (store) {
            Folder folder = store.getFolder(folderName);
            folder.open(Folder.READ_ONLY);
            int count = folder.getMessageCount();
            folder.close(false);
            return count;
        }
    }
}
