package herald.mailer;

import java.util.List;

/**
 * Where mail comes in. A mail stays in the inbox until {@link #markProcessed} is called for it, so
 * a crash between fetching and journalling re-fetches it rather than losing it.
 */
public interface Inbox extends AutoCloseable {

    /** Every mail not yet marked processed, oldest first. */
    List<InboundMail> fetch();

    /** Moves the mail out of the inbox so no later fetch, by this or a new inbox, returns it. Idempotent. */
    void markProcessed(InboundMail mail);

    /**
     * Whether the mail is still in the inbox, as fetched: false once another reader of the same inbox (a
     * second Herald worker) has moved it out, or when what was fetched is not what the inbox holds (read
     * while it was being moved). A worker looks before reading a mail, after claiming it.
     */
    default boolean stillHolds(InboundMail mail) {
        return true;
    }

    /**
     * Up to {@code limit} of the mails already moved out by {@link #markProcessed}, newest first, each
     * with the Message-ID {@link #fetch} gave it (IMAP reads only the headers of a mail that has one, so
     * its text may be empty): each was journalled before it was moved, so a journal lacking one has
     * lost commits. Empty where there is no such folder.
     */
    default List<InboundMail> recentlyProcessed(int limit) {
        return List.of();
    }

    @Override
    void close();
}
