package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Folder;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.Transport;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The IMAP connection breaks in the middle of fetching several mails, on every connection: what was
 * read whole comes in, the mail being read when the line broke is not passed off as read (no
 * headers-only stand-in), and the rest comes on the next passes.
 */
class ImapFetchLossTest {

    @RegisterExtension
    static final GreenMailExtension GREEN_MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final int MAILS = 6;

    @Test
    void aConnectionCutWhileFetchingLosesNothingAndTheRestComesOnTheNextPasses() throws Exception {
        GREEN_MAIL.setUser("herald@herald.test", "herald", "secret");
        Map<String, String> sent = new LinkedHashMap<>();
        for (int i = 1; i <= MAILS; i++) {
            StringBuilder body = new StringBuilder("KEY AAAA-BBBB-CCCC\nMOVE S" + i + " N\n");
            for (int line = 0; line < 600; line++) {
                body.append("# mail ").append(i).append(" line ").append(line).append(" of the long note\n");
            }
            String id = "<big-" + i + "@player.test>";
            sent.put(id, body.toString());
            send(Raw.plain("ann@player.test", id, "orders " + i, body.toString()));
        }
        try (DroppingProxy proxy = new DroppingProxy(GREEN_MAIL.getImap().getPort());
             ImapInbox inbox = new ImapInbox(new MailConfig("127.0.0.1", proxy.port(), false, "herald", "secret",
                     "INBOX", "127.0.0.1", GREEN_MAIL.getSmtp().getPort(), "none", null, null,
                     "Herald <herald@herald.test>", "Herald-Processed"))) {
            proxy.cutEachConnectionAfter(55_000);  // each mail is about 25 kB: a connection carries two and a bit
            Map<String, String> journalled = new LinkedHashMap<>();
            List<Integer> perPass = new ArrayList<>();
            for (int pass = 0; pass < 20 && journalled.size() < MAILS; pass++) {
                List<InboundMail> mails;
                try {
                    mails = inbox.fetch();
                } catch (MailException e) {
                    perPass.add(-1);
                    continue;  // as `herald run` does: try again at the next poll
                }
                perPass.add(mails.size());
                for (InboundMail mail : mails) {
                    journalled.putIfAbsent(mail.messageId(), mail.text());  // the journal's Message-ID check
                    try {
                        inbox.markProcessed(mail);
                    } catch (MailException e) {
                        // it stays in the inbox and is fetched again; the journal knows it already
                    }
                }
            }
            assertTrue(proxy.cuts() >= 2, "the line broke mid-fetch, more than once: " + proxy.cuts() + " cuts, " + perPass);
            assertTrue(perPass.get(0) > 0 && perPass.get(0) < MAILS, "the first pass got part of the mail: " + perPass);
            assertEquals(sent.keySet(), journalled.keySet(), "every mail came in, in arrival order: " + perPass);
            // the text comes without its final line break; every line up to the last is there
            sent.forEach((id, body) -> assertEquals(body.stripTrailing(), journalled.get(id), id + " came in whole"));
        }
        assertEquals(0, count("INBOX"), "every mail moved out of the inbox");
        assertTrue(count("Herald-Processed") >= MAILS, "and into the processed folder");
    }

    private static void send(String source) throws Exception {
        Properties p = new Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", Integer.toString(GREEN_MAIL.getSmtp().getPort()));
        Session session = Session.getInstance(p);
        MimeMessage message = new MimeMessage(session, new ByteArrayInputStream(Raw.bytes(source)));
        try (Transport transport = session.getTransport("smtp")) {
            transport.connect();
            transport.sendMessage(message, message.getAllRecipients());
        }
    }

    private static int count(String folderName) throws Exception {
        Properties p = new Properties();
        Store store = Session.getInstance(p).getStore("imap");
        store.connect("127.0.0.1", GREEN_MAIL.getImap().getPort(), "herald", "secret");
        try {
            Folder folder = store.getFolder(folderName);
            folder.open(Folder.READ_ONLY);
            int n = folder.getMessageCount();
            folder.close(false);
            return n;
        } finally {
            store.close();
        }
    }
}
