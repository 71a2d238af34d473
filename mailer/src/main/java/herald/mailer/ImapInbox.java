package herald.mailer;

import jakarta.mail.FetchProfile;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.FolderClosedException;
import jakarta.mail.Message;
import jakarta.mail.MessageRemovedException;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.StoreClosedException;
import jakarta.mail.UIDFolder;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.List;
import java.util.Objects;

/**
 * Reads an IMAP folder. The connection is kept between calls and re-opened once when the server
 * has dropped it. Handled mail is moved to the processed folder (copy, flag \Deleted, expunge)
 * only when the app says it is journalled, so a crash in between means a re-fetch, never a loss.
 */
public final class ImapInbox implements Inbox {
    /** The inbox's UIDVALIDITY at the last fetch: while it stands, a fetched mail's UID names it. */
    private long fetchedValidity;

    private final MailConfig config;
    private final Session session;
    private Store store;
    private Folder folder;
    private Folder processed;

    public ImapInbox(MailConfig config) {
        this.config = Objects.requireNonNull(config, "config");
        this.session = Sessions.imap(config);
    }

    @Override
    public synchronized List<InboundMail> fetch() {
        return retryOnce("cannot read mail from", this::fetchOnce);
    }

    @Override
    public synchronized void markProcessed(InboundMail mail) {
        retryOnce("cannot move " + mail.messageId() + " to " + config.processedFolder() + " on",
                () -> moveOnce(mail));
    }

    @Override
    public synchronized boolean stillHolds(InboundMail mail) {
        return retryOnce("cannot read mail from", () -> {
            Folder inbox = open();
            // A mail fetched without its Message-ID may be one read while another worker moved it: it is
            // still held only if the mail under its UID has no Message-ID either (locate's test).
            return namedByItsUid(inbox, mail) && !Inbound.isSynthetic(mail.messageId())
                    ? UidMove.holds(inbox, mail.uid()) : locate(inbox, mail) != 0;
        });
    }

    /**
     * Whether the mail's UID still names it: the folder's UIDVALIDITY is the one it was fetched under. Then
     * it is found and moved by UID alone, never by sequence number or by a search, which name mails by
     * numbers that another reader of the folder (a second worker) shifts when it expunges.
     */
    private boolean namedByItsUid(Folder inbox, InboundMail mail) throws MessagingException {
        return mail.uid() > 0 && fetchedValidity > 0 && ((UIDFolder) inbox).getUIDValidity() == fetchedValidity;
    }

    /**
     * Logs in and looks at both folders without changing anything: what `herald check-mail` reports,
     * e.g. "IMAP localhost:143: logged in as herald; INBOX holds 2 mails; Herald-Processed holds 17".
     */
    public synchronized String check() {
        return retryOnce("cannot read mail from", () -> {
            Folder inbox = open();
            Folder done = store.getFolder(config.processedFolder());
            return "IMAP " + config.imapServer() + ": logged in as " + config.imapUser() + "; " + config.imapFolder()
                    + " holds " + inbox.getMessageCount() + " mail(s); " + config.processedFolder()
                    + (done.exists() ? " holds " + done.getMessageCount() : " does not exist yet (made at the first"
                    + " mail handled)");
        });
    }

    @Override
    public synchronized List<InboundMail> recentlyProcessed(int limit) {
        return retryOnce("cannot read mail from " + config.processedFolder() + " on", () -> processedOnce(limit));
    }

    private List<InboundMail> processedOnce(int limit) throws MessagingException, IOException {
        open();
        Folder done = store.getFolder(config.processedFolder());
        if (!done.exists()) {
            return List.of();
        }
        done.open(Folder.READ_ONLY);
        try {
            int count = done.getMessageCount();
            if (count == 0) {
                return List.of();
            }
            Message[] newest = done.getMessages(Math.max(1, count - limit + 1), count);
            FetchProfile profile = new FetchProfile();
            profile.add(FetchProfile.Item.ENVELOPE);
            done.fetch(newest, profile);
            List<InboundMail> mails = new ArrayList<>();
            for (int i = newest.length - 1; i >= 0; i--) {  // newest first
                Message message = newest[i];
                if (message.isExpunged()) {
                    continue;
                }
                // The headers name the mail by its Message-ID; only a mail without one is fetched whole,
                // since then its id is the hash of its bytes.
                String id = Inbound.storable(Inbound.messageId(Inbound.header((MimeMessage) message, "Message-ID")));
                byte[] source = id == null ? raw(message, 0) : headers((MimeMessage) message);
                mails.add(Inbound.parse(source, message.getReceivedDate() == null ? null
                        : message.getReceivedDate().toInstant(), 0));
            }
            return mails;
        } finally {
            done.close(false);
        }
    }

    private static byte[] headers(MimeMessage message) throws MessagingException {
        StringBuilder headers = new StringBuilder();
        for (Enumeration<String> lines = message.getAllHeaderLines(); lines.hasMoreElements(); ) {
            headers.append(lines.nextElement()).append("\r\n");
        }
        return headers.append("\r\n").toString().getBytes(StandardCharsets.UTF_8);
    }

    private List<InboundMail> fetchOnce() throws MessagingException, IOException {
        if (folder != null && folder.isOpen()) {
            // an open IMAP folder learns of new mail only by a NOOP, which Jakarta Mail sends at
            // most once a second; a fresh SELECT on the same connection always sees it all
            folder.close(false);
        }
        Folder inbox = open();
        fetchedValidity = ((UIDFolder) inbox).getUIDValidity();
        List<InboundMail> mails = new ArrayList<>();
        for (long uid : UidFetch.undeleted(inbox)) {  // UID order is arrival order: oldest first
            try {
                UidFetch.Mail m = readByUid(inbox, uid);
                if (m != null && !m.deleted()) { // else moved out meanwhile, or copied out by a run cut short
                    mails.add(Inbound.parse(m.raw(), m.receivedAt(), uid));
                }
            } catch (MessageRemovedException e) {
                // someone else took it out of the folder meanwhile
            } catch (MessagingException | IOException e) {
                if (mails.isEmpty() || !isConnectionLoss(e)) {
                    throw e;
                }
                // The line broke in the middle: hand over the mails read whole so far, and let the next
                // pass fetch the rest. Failing the whole fetch would make no progress at all on a link
                // that breaks under every large transfer.
                disconnect();
                return mails;
            }
        }
        return mails;
    }

    /**
     * The mail under {@code uid} read by its UID ({@link UidFetch}); when the server will not give it so,
     * through Jakarta Mail, which keeps at least its headers ({@link #raw}); null when it is gone.
     */
    private UidFetch.Mail readByUid(Folder inbox, long uid) throws MessagingException, IOException {
        try {
            return UidFetch.read(inbox, uid);
        } catch (MessagingException e) {
            if (isConnectionLoss(e) || !inbox.isOpen() || !store.isConnected()) {
                throw e;
            }
            Message message = ((UIDFolder) inbox).getMessageByUID(uid);
            if (message == null || message.isExpunged()) {
                return null;
            }
            return new UidFetch.Mail(uid, raw(message, uid),
                    message.getReceivedDate() == null ? null : message.getReceivedDate().toInstant(),
                    message.isSet(Flags.Flag.DELETED));
        }
    }

    /** A broken connection, as opposed to a server that answered but would not give this message. */
    private static boolean isConnectionLoss(Exception e) {
        return e instanceof FolderClosedException || e instanceof StoreClosedException || e instanceof IOException
                || e.getCause() instanceof IOException
                || e instanceof MessagingException m && m.getNextException() instanceof IOException;
    }

    /** The message source; if the server will not give it, at least its headers, never nothing. */
    private byte[] raw(Message message, long uid) throws MessagingException, IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            message.writeTo(out);
            return out.toByteArray();
        } catch (MessagingException | IOException e) {
            // a headers-only stand-in for a mail cut off by a broken line would be journalled and moved
            // out of the inbox: the orders in it lost. Only a server that answers but refuses gets one.
            if (e instanceof MessageRemovedException || isConnectionLoss(e) || !message.getFolder().isOpen()
                    || !store.isConnected()) {
                throw e;
            }
            // Some servers answer NO, not EXPUNGE, for a mail another reader of the folder (a second
            // Herald worker) has just moved out: gone, not unreadable, so no stand-in is journalled.
            if (uid > 0 && ((UIDFolder) message.getFolder()).getMessageByUID(uid) == null) {
                throw new MessageRemovedException("UID " + uid + " left the folder while it was read");
            }
        }
        StringBuilder headers = new StringBuilder();
        try {
            for (Enumeration<String> lines = ((MimeMessage) message).getAllHeaderLines(); lines.hasMoreElements(); ) {
                headers.append(lines.nextElement()).append("\r\n");
            }
        } catch (MessagingException | RuntimeException e) {
            headers.setLength(0);
        }
        headers.append("X-Herald-Unreadable: IMAP UID ").append(uid).append(" UIDVALIDITY ")
                .append(((UIDFolder) message.getFolder()).getUIDValidity()).append("\r\n\r\n");
        return headers.toString().getBytes(StandardCharsets.UTF_8);
    }

    private Void moveOnce(InboundMail mail) throws MessagingException {
        Folder inbox = open();
        if (namedByItsUid(inbox, mail)) {
            UidMove.move(inbox, mail.uid(), processedFolder()); // a UID no longer there moves nothing
            return null;
        }
        long uid = locate(inbox, mail);
        if (uid != 0) { // else moved already: markProcessed is idempotent
            UidMove.move(inbox, uid, processedFolder());
        }
        return null;
    }

    /**
     * The UID the mail is under now, 0 when the inbox no longer holds it: by its UID, checked against the
     * Message-ID (a UIDVALIDITY change re-numbers), else by Message-ID. Searched and read by UID, as fetch
     * reads, so that another worker's expunge cannot make one mail answer for another.
     */
    private long locate(Folder inbox, InboundMail mail) throws MessagingException {
        if (mail.uid() > 0) {
            UidFetch.Mail byUid = UidFetch.read(inbox, mail.uid());
            if (byUid != null && !byUid.deleted() && isSame(byUid.raw(), mail)) {
                return mail.uid();
            }
        }
        if (Inbound.isSynthetic(mail.messageId())) {
            return 0;  // a synthetic id is in no header to search for
        }
        // One Message-ID may name several different mails (a client reusing ids): move the one with these
        // bytes, so that another, not yet journalled, is never moved out of the inbox unread.
        long first = 0;
        for (long uid : UidFetch.withMessageId(inbox, mail.messageId())) {
            UidFetch.Mail candidate = UidFetch.read(inbox, uid);
            if (candidate != null && !candidate.deleted()) {
                if (Arrays.equals(candidate.raw(), mail.raw())) {
                    return uid;
                }
                first = first == 0 ? uid : first;
            }
        }
        return first;
    }

    /** Whether {@code raw} carries the mail's Message-ID (or, like a synthetic id's mail, none). */
    private boolean isSame(byte[] raw, InboundMail mail) throws MessagingException {
        MimeMessage message = new MimeMessage(session, new ByteArrayInputStream(raw));
        String id = Inbound.messageId(Inbound.header(message, "Message-ID"));
        return id == null ? Inbound.isSynthetic(mail.messageId()) : id.equals(mail.messageId());
    }

    private Folder processedFolder() throws MessagingException {
        if (processed == null) {
            Folder target = store.getFolder(config.processedFolder());
            if (!target.exists() && !target.create(Folder.HOLDS_MESSAGES)) {
                throw new MessagingException("the server would not create folder " + config.processedFolder());
            }
            processed = target;
        }
        return processed;
    }

    private Folder open() throws MessagingException {
        if (store == null || !store.isConnected()) {
            disconnect();
            store = session.getStore("imap");
            boolean login = Sessions.present(config.imapUser());
            try {
                store.connect(config.imapHost(), config.imapPort(),
                        login ? config.imapUser() : null, login ? config.imapPassword() : null);
            } catch (MessagingException e) {
                store = null;
                throw Sessions.failure("cannot reach", "IMAP", config.imapServer(), e);
            }
        }
        if (folder == null || !folder.isOpen()) {
            folder = store.getFolder(config.imapFolder());
            if (!folder.exists()) {
                throw MailException.setup("IMAP folder " + config.imapFolder() + " does not exist on "
                        + config.imapServer() + "; check imap.folder", null);
            }
            folder.open(Folder.READ_WRITE);
        }
        return folder;
    }

    private interface Operation<T> {
        T run() throws MessagingException, IOException;
    }

    /** Once more on a fresh connection if the kept one turns out to be dead; otherwise fail clearly. */
    private <T> T retryOnce(String doing, Operation<T> operation) {
        boolean wasConnected = store != null;
        try {
            return operation.run();
        } catch (FolderClosedException | StoreClosedException e) {
            if (!wasConnected) {
                throw Sessions.failure(doing, "IMAP", config.imapServer(), e);
            }
        } catch (MessagingException | IOException e) {
            if (!wasConnected || !(e.getCause() instanceof IOException || e instanceof IOException)) {
                throw Sessions.failure(doing, "IMAP", config.imapServer(), e);
            }
        }
        disconnect();
        try {
            return operation.run();
        } catch (MessagingException | IOException e) {
            disconnect();
            throw Sessions.failure(doing, "IMAP", config.imapServer(), e);
        }
    }

    private void disconnect() {
        try {
            if (folder != null && folder.isOpen()) {
                folder.close(false);
            }
        } catch (MessagingException | IllegalStateException e) {
            // closing a connection that is already gone
        }
        try {
            if (store != null) {
                store.close();
            }
        } catch (MessagingException e) {
            // as above
        }
        folder = null;
        processed = null;
        store = null;
    }

    @Override
    public synchronized void close() {
        disconnect();
    }
}
