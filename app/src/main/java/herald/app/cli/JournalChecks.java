package herald.app.cli;

import herald.app.game.UserError;
import herald.journal.HeadFile;
import herald.journal.Journal;
import herald.journal.JournalHead;
import herald.mailer.InboundMail;
import herald.mailer.Inbox;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * Refuses to go on from a journal that lost commits. A database file cut short opens as an older,
 * intact journal (H2 falls back to an older state of its file), so the proof is kept elsewhere: the
 * head file beside it, and the mail already moved to the processed folder, which Herald moves only
 * once it is journalled.
 */
final class JournalChecks {
    /** How many of the newest processed mails `herald run` looks up: enough to see a cut, cheap to read. */
    static final int PROCESSED_LOOKED_AT = 20;
    static final String TO_DO = "Herald will not go on from it. Restore the newest backup of the journal"
            + " (journal.mv.db with its " + HeadFile.NAME + "); or, if you put an older journal in place on purpose,"
            + " run `herald accept-journal` to make it the truth";

    private JournalChecks() {}

    static void refuseIfBehindHead(Journal journal) {
        journal.behindHead().ifPresent(gap -> {
            throw new UserError(gap.describe() + ". " + TO_DO);
        });
    }

    /**
     * The newest processed mails must all be in the journal; those processed before an organiser
     * accepted an older journal (`herald accept-journal`) no longer count.
     */
    static void refuseIfBehindProcessedMail(Journal journal, Inbox inbox, String folder) {
        Instant accepted = journal.keptHead().map(JournalHead::acceptedAt).orElse(null);
        List<InboundMail> recent = inbox.recentlyProcessed(PROCESSED_LOOKED_AT).stream()
                .filter(m -> accepted == null || m.receivedAt().isAfter(accepted)).toList();
        Set<String> held = journal.seenAmong(recent.stream().map(InboundMail::messageId).toList());
        List<InboundMail> lost = recent.stream().filter(m -> !held.contains(m.messageId())).toList();
        if (!lost.isEmpty()) {
            InboundMail first = lost.get(0);
            throw new UserError("the journal is behind the mail already processed: " + first.messageId() + " (from "
                    + (first.from().isEmpty() ? "an unreadable sender" : first.from()) + ", received " + first.receivedAt()
                    + ") is in " + folder + ", where Herald moves a mail only once it is journalled, but the journal"
                    + " does not hold it" + (lost.size() > 1 ? " (nor " + (lost.size() - 1) + " more of the newest "
                    + PROCESSED_LOOKED_AT + ")" : "") + ". " + TO_DO);
        }
    }
}
