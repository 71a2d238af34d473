package herald.app.loop;

import herald.journal.InboundRecord;
import herald.journal.Journal;
import herald.mailer.InboundMail;
import herald.mailer.TraceHeaders;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Whether a mail has been read before. Herald knows a mail by its Message-ID and the SHA-256 of
 * its bytes, and keeps every mail's bytes whatever becomes of it:
 * <ul>
 *   <li>the very same bytes again (an IMAP re-fetch after a crash, a second copy in the folder):
 *       already read and answered, so nothing is written and nothing sent;</li>
 *   <li>the same Message-ID with bytes that differ only in the servers' trace fields (Received,
 *       Delivered-To, X-Original-To, Return-Path...: one mail delivered to two of Herald's
 *       addresses): kept as {@code redelivered}, not read again and not answered, so a command or a
 *       PRESS never runs twice;</li>
 *   <li>the same Message-ID on a mail whose sender's headers or text differ: a different mail
 *       (a careless client reusing ids, or a forger), read as any new mail.</li>
 * </ul>
 */
final class Redelivery {
    private final Journal journal;

    Redelivery(Journal journal) {
        this.journal = journal;
    }

    /** What became of the mail if it was read before; empty when it is to be read as a new mail. */
    Optional<Umpire.Ingested> check(InboundMail mail) {
        String sha = InboundRecord.sha256(mail.raw());
        List<InboundRecord> same = journal.inboundWithId(mail.messageId());
        for (InboundRecord r : same) {
            if (Arrays.equals(r.raw(), mail.raw())) {
                return Optional.of(new Umpire.Ingested(mail.messageId(), r.gameId(), "already-ingested", ""));
            }
        }
        if (journal.holdsRaw(sha)) {  // the same bytes under another id (a synthetic id made by an older Herald)
            return Optional.of(new Umpire.Ingested(mail.messageId(), null, "already-ingested", ""));
        }
        byte[] core = TraceHeaders.without(mail.raw());
        for (InboundRecord r : same) {
            if (Arrays.equals(TraceHeaders.without(r.raw()), core)) {
                String note = "the mail received at " + r.receivedAt() + " (" + r.disposition()
                        + ") delivered again, only its servers' trace fields differ: not read again";
                InboundRecord again = new InboundRecord(mail.messageId(), mail.from(), mail.subject(), mail.receivedAt(),
                        mail.raw(), r.gameId(), "redelivered", note);
                journal.transact(tx -> tx.recordInbound(again));
                return Optional.of(new Umpire.Ingested(mail.messageId(), r.gameId(), "redelivered", note));
            }
        }
        return Optional.empty();
    }
}
