package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The mail already moved to the processed folder, newest first: what `herald run` checks the journal against. */
class ProcessedMailTest {
    @RegisterExtension
    static final GreenMailExtension GREEN_MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path dir;

    @BeforeEach
    void accounts() {
        GREEN_MAIL.setUser("herald@herald.test", "herald", "secret");
    }

    private static MailConfig config() {
        return ImapInboxTest.config(GREEN_MAIL, "secret");
    }

    private static void playerSends(String source) throws Exception {
        ImapInboxTest.playerSends(GREEN_MAIL, source); // as written: no Message-ID of its own
    }

    @Test
    void imapGivesTheNewestProcessedMailsFirstAndNothingBeforeAnyWasProcessed() throws Exception {
        try (ImapInbox inbox = new ImapInbox(config())) {
            assertEquals(List.of(), inbox.recentlyProcessed(5), "no processed folder yet");
            for (int i = 1; i <= 3; i++) {
                playerSends(Raw.plain("ann@player.test", "<o" + i + "@player.test>", "[LW-7] " + i, "HOLD S" + i + "\n"));
            }
            playerSends(Raw.plain("bob@player.test", null, "[LW-7] no id", "HOLD G1\n"));
            List<InboundMail> in = inbox.fetch();
            in.forEach(inbox::markProcessed);
            assertEquals(List.of(in.get(3).messageId(), "<o3@player.test>", "<o2@player.test>"),
                    inbox.recentlyProcessed(3).stream().map(InboundMail::messageId).toList(),
                    "each named as fetch named it: a mail without a Message-ID by the hash of its whole bytes");
            assertEquals("[LW-7] no id", in.get(3).subject(), "the mail without a Message-ID came in last");
            assertEquals(List.of(), inbox.fetch(), "reading the processed folder leaves the inbox as it was");
        }
    }

    @Test
    void aFolderInboxGivesTheNewestProcessedFilesFirst() throws Exception {
        FolderInbox inbox = new FolderInbox(dir);
        for (int i = 1; i <= 3; i++) {
            Path f = Files.writeString(dir.resolve("m" + i + ".eml"), Raw.plain("ann@player.test", "<f" + i + "@player.test>",
                    "[LW-7] " + i, "HOLD S" + i + "\n").replace("\n", "\r\n"));
            Files.setLastModifiedTime(f, FileTime.from(Instant.parse("2026-03-0" + i + "T10:00:00Z")));
        }
        assertEquals(List.of(), inbox.recentlyProcessed(5));
        inbox.fetch().forEach(inbox::markProcessed);
        assertEquals(List.of("<f3@player.test>", "<f2@player.test>", "<f1@player.test>"),
                inbox.recentlyProcessed(5).stream().map(InboundMail::messageId).toList());
    }
}
