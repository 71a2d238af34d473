package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Folder;
import jakarta.mail.Session;
import jakarta.mail.Store;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two readers of one inbox, as two Herald workers are: while one holds the folder open, the other moves
 * the oldest mail out. The first must still read each remaining mail under its own UID, whatever the
 * server has done to the sequence numbers meanwhile (GreenMail renumbers at once).
 */
class UidFetchTest {
    @RegisterExtension
    static final GreenMailExtension GREEN_MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @BeforeEach
    void accounts() {
        GREEN_MAIL.setUser("herald@herald.test", "herald", "secret");
    }

    private static MailConfig config() {
        return ImapInboxTest.config(GREEN_MAIL, "secret");
    }

    private static String id(int n) {
        return "<orders-" + n + "@player.test>";
    }

    @Test
    void eachMailIsReadUnderItsOwnUidAfterAnotherReaderExpunged() throws Exception {
        for (int n = 1; n <= 3; n++) {
            ImapInboxTest.playerSends(GREEN_MAIL, Raw.plain("p" + n + "@player.test", id(n), "[LW-7] orders", "A1 MOVE C" + n + "\n"));
        }
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREEN_MAIL.getImap().getPort(), "herald", "secret");
        try (store; ImapInbox other = new ImapInbox(config())) {
            Folder first = store.getFolder("INBOX");
            first.open(Folder.READ_WRITE);
            long[] uids = UidFetch.undeleted(first);
            assertEquals(3, uids.length);

            List<InboundMail> seen = other.fetch();
            assertEquals(id(1), seen.get(0).messageId());
            other.markProcessed(seen.get(0)); // UID COPY, STORE \Deleted, EXPUNGE: the numbers shift

            assertNull(UidFetch.read(first, uids[0]), "moved out: no mail under its UID");
            for (int n = 2; n <= 3; n++) {
                UidFetch.Mail m = UidFetch.read(first, uids[n - 1]);
                assertEquals(uids[n - 1], m.uid());
                assertEquals(id(n), Inbound.parse(m.raw(), m.receivedAt(), m.uid()).messageId(), "mail " + n);
                assertTrue(new String(m.raw(), UTF_8).contains("A1 MOVE C" + n));
                assertTrue(m.receivedAt() != null);
            }
            assertArrayEquals(new long[] {uids[1], uids[2]}, UidFetch.undeleted(first));
        }
    }

    @Test
    void aMailWhoseUidIsUnknownIsFoundByMessageIdUnderItsOwnUidAfterAnotherReaderExpunged() throws Exception {
        for (int n = 1; n <= 3; n++) {
            ImapInboxTest.playerSends(GREEN_MAIL, Raw.plain("p" + n + "@player.test", id(n), "[LW-7] orders", "A1 MOVE C" + n + "\n"));
        }
        try (ImapInbox inbox = new ImapInbox(config()); ImapInbox other = new ImapInbox(config())) {
            List<InboundMail> mine = inbox.fetch();
            List<InboundMail> seen = other.fetch();
            other.markProcessed(seen.get(0)); // the numbers shift under the first reader

            InboundMail third = mine.get(2);
            inbox.markProcessed(new InboundMail(third.messageId(), third.from(), third.fromName(), third.subject(),
                    third.text(), false, third.receivedAt(), third.raw(), null, 0)); // found by Message-ID, then by bytes

            assertEquals(List.of(id(2)), inbox.fetch().stream().map(InboundMail::messageId).toList(),
                    "the second mail stays to be read; the third, and only it, was moved");
        }
    }

    @Test
    void theSearchForAMessageIdTakesItAsTextNotAsPartOfTheCommand() throws Exception {
        String odd = "<a \"quoted\" id) ALL (@player.test>";
        ImapInboxTest.playerSends(GREEN_MAIL, Raw.plain("p1@player.test", odd, "[LW-7] orders", "A1 HOLD\n"));
        ImapInboxTest.playerSends(GREEN_MAIL, Raw.plain("p2@player.test", id(2), "[LW-7] orders", "A1 HOLD\n"));
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREEN_MAIL.getImap().getPort(), "herald", "secret");
        try (store) {
            Folder inbox = store.getFolder("INBOX");
            inbox.open(Folder.READ_WRITE);
            long[] uids = UidFetch.undeleted(inbox);
            assertArrayEquals(new long[] {uids[0]}, UidFetch.withMessageId(inbox, odd));
            assertArrayEquals(new long[] {uids[1]}, UidFetch.withMessageId(inbox, id(2)));
            assertArrayEquals(new long[0], UidFetch.withMessageId(inbox, "<nobody@player.test>"));
        }
    }
}
