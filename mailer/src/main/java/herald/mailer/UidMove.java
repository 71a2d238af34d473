package herald.mailer;

import jakarta.mail.Folder;
import jakarta.mail.MessagingException;
import org.eclipse.angus.mail.iap.Argument;
import org.eclipse.angus.mail.iap.ProtocolException;
import org.eclipse.angus.mail.iap.Response;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.eclipse.angus.mail.imap.protocol.BASE64MailboxEncoder;
import org.eclipse.angus.mail.imap.protocol.IMAPProtocol;
import org.eclipse.angus.mail.imap.protocol.IMAPResponse;

/**
 * Moves one mail to another folder by its UID: UID COPY, UID STORE \Deleted, EXPUNGE (and looks for one by UID). Jakarta Mail's
 * own copy and flag name the mail by its sequence number, which another reader of the same folder (a
 * second Herald worker) shifts whenever it expunges; a server that tells this session a moment late
 * would then copy and delete another mail, one not yet journalled. A UID names one mail for good.
 */
final class UidMove {
    private UidMove() {
    }

    static void move(Folder from, long uid, Folder to) throws MessagingException {
        String target = BASE64MailboxEncoder.encode(to.getFullName());
        ((IMAPFolder) from).doCommand(p -> {
            Argument mailbox = new Argument();
            mailbox.writeString(target);
            run(p, "UID COPY " + uid, mailbox);
            Argument deleted = new Argument();
            deleted.writeAtom("+FLAGS.SILENT");
            deleted.writeAtom("(\\Deleted)");
            run(p, "UID STORE " + uid, deleted);
            return null;
        });
        // Removes every mail marked \Deleted, another worker's too: each was copied before it was marked.
        from.expunge();
    }

    /** Whether the folder still holds a mail with this UID (UID SEARCH: no sequence number involved). */
    static boolean holds(Folder folder, long uid) throws MessagingException {
        return (Boolean) ((IMAPFolder) folder).doCommand(p -> {
            Argument search = new Argument();
            search.writeAtom("UID");
            search.writeAtom(Long.toString(uid));
            Response[] answers = p.command("UID SEARCH", search);
            boolean found = false;
            for (int i = 0; i < answers.length - 1; i++) {
                if (answers[i] instanceof IMAPResponse r && r.keyEquals("SEARCH")) {
                    for (long n = r.readLong(); n != -1; n = r.readLong()) {
                        found |= n == uid;
                    }
                    answers[i] = null;  // read here; the rest (EXPUNGE, EXISTS) is the folder's to hear
                }
            }
            p.notifyResponseHandlers(answers);
            p.handleResult(answers[answers.length - 1]);
            return found;
        });
    }

    private static void run(IMAPProtocol p, String command, Argument args) throws ProtocolException {
        Response[] answers = p.command(command, args);
        p.notifyResponseHandlers(answers);
        p.handleResult(answers[answers.length - 1]);
    }
}
