package herald.mailer;

import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.MessagingException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.angus.mail.iap.Argument;
import org.eclipse.angus.mail.iap.ByteArray;
import org.eclipse.angus.mail.iap.ProtocolException;
import org.eclipse.angus.mail.iap.Response;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.eclipse.angus.mail.imap.protocol.BODY;
import org.eclipse.angus.mail.imap.protocol.FLAGS;
import org.eclipse.angus.mail.imap.protocol.FetchResponse;
import org.eclipse.angus.mail.imap.protocol.IMAPResponse;
import org.eclipse.angus.mail.imap.protocol.IMAPProtocol;
import org.eclipse.angus.mail.imap.protocol.INTERNALDATE;
import org.eclipse.angus.mail.imap.protocol.UID;

/**
 * Reads a folder's mails by UID: which UIDs it holds, then each mail's bytes, arrival and flags by its
 * UID, in one answer that names the UID it is for. Jakarta Mail reads a message by its sequence
 * number, which another reader of the folder (a second Herald worker) shifts when it expunges; a
 * server that renumbers before it tells this session so (GreenMail does) then hands over the bytes of
 * another mail than the one whose UID was listed, and Herald journalled one mail and moved out the
 * other, unread (ThreeWorkersTest). Read by UID, the bytes and the UID that moves them cannot part.
 */
final class UidFetch {
    /** One mail as the folder holds it under {@code uid}. */
    record Mail(long uid, byte[] raw, Instant receivedAt, boolean deleted) {}

    private UidFetch() {}

    /** The UIDs the folder holds, oldest first, without those flagged \Deleted (copied out by a run cut short). */
    static long[] undeleted(Folder folder) throws MessagingException {
        if (folder.getMessageCount() == 0) {
            return new long[0]; // "1:*" of an empty folder is an error to some servers
        }
        return (long[]) ((IMAPFolder) folder).doCommand(p -> {
            List<Long> uids = new ArrayList<>();
            for (FetchResponse f : fetch(p, "1:* (UID FLAGS)")) {
                UID uid = f.getItem(UID.class);
                FLAGS flags = f.getItem(FLAGS.class);
                if (uid != null && (flags == null || !flags.contains(Flags.Flag.DELETED))) {
                    uids.add(uid.uid);
                }
            }
            return uids.stream().mapToLong(Long::longValue).sorted().toArray();
        });
    }

    /** The mail under {@code uid}; null when the folder holds none (moved out meanwhile). */
    static Mail read(Folder folder, long uid) throws MessagingException {
        return (Mail) ((IMAPFolder) folder).doCommand(p -> {
            for (FetchResponse f : fetch(p, uid + " (UID FLAGS INTERNALDATE BODY.PEEK[])")) {
                UID id = f.getItem(UID.class);
                BODY body = f.getItem(BODY.class);
                if (id == null || id.uid != uid || body == null) {
                    continue; // news of another mail, or a flags update without the body
                }
                ByteArray bytes = body.getByteArray();
                INTERNALDATE arrived = f.getItem(INTERNALDATE.class);
                FLAGS flags = f.getItem(FLAGS.class);
                return new Mail(uid, bytes == null ? new byte[0] : bytes.getNewBytes(),
                        arrived == null || arrived.getDate() == null ? null : arrived.getDate().toInstant(),
                        flags != null && flags.contains(Flags.Flag.DELETED));
            }
            return null;
        });
    }

    /** The UIDs of the folder's mails whose Message-ID header is {@code messageId}, oldest first. */
    static long[] withMessageId(Folder folder, String messageId) throws MessagingException {
        return (long[]) ((IMAPFolder) folder).doCommand(p -> {
            Argument args = new Argument();
            args.writeAtom("HEADER");
            args.writeAtom("Message-ID");
            args.writeString(messageId); // quoted, or a literal: the id is a stranger's text
            Response[] answers = p.command("UID SEARCH", args);
            List<Long> uids = new ArrayList<>();
            for (int i = 0; i < answers.length - 1; i++) {
                if (answers[i] instanceof IMAPResponse r && r.keyEquals("SEARCH")) {
                    for (long uid = r.readLong(); uid != -1; uid = r.readLong()) {
                        uids.add(uid);
                    }
                    answers[i] = null;
                }
            }
            p.notifyResponseHandlers(answers);
            p.handleResult(answers[answers.length - 1]);
            return uids.stream().mapToLong(Long::longValue).sorted().toArray();
        });
    }

    /** {@code UID FETCH what}: its FETCH answers, taken out; the rest (EXPUNGE, EXISTS) left for the folder to hear. */
    private static List<FetchResponse> fetch(IMAPProtocol p, String what) throws ProtocolException {
        Response[] answers = p.command("UID FETCH " + what, null);
        List<FetchResponse> fetched = new ArrayList<>();
        for (int i = 0; i < answers.length - 1; i++) {
            if (answers[i] instanceof FetchResponse f) {
                fetched.add(f);
                answers[i] = null;
            }
        }
        p.notifyResponseHandlers(answers);
        p.handleResult(answers[answers.length - 1]);
        return fetched;
    }
}
