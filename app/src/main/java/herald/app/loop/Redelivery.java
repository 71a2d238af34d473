package herald.app.loop;

import herald.journal.InboundCopies;
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
    private final InboundCopies copies;

    Redelivery(Journal journal) {
        this.journal = journal;
        this.copies = new InboundCopies(journal);
    }

    /**
     * What became of the mail if it was read before; empty when it is to be read as a new mail. The journal
     * is asked by its keys (issue 17): the Message-ID's rows without their bytes, then the bytes' hash;
     * an earlier copy's bytes are read only when one with other bytes is there to compare.
     */
    Optional<Umpire.Ingested> check(InboundMail mail) {
        String sha = InboundRecord.sha256(mail.raw());
        List<InboundCopies.Copy> same = copies.of(mail.messageId());
        for (InboundCopies.Copy r : same) {
            if (r.rawSha256().equals(sha)) { // the very same bytes, as the journal's key tells them
                return Optional.of(new Umpire.Ingested(mail.messageId(), r.gameId(), "already-ingested", ""));
            }
        }
        if (journal.holdsRaw(sha)) {  // the same bytes under another id (a synthetic id made by an older Herald)
            return Optional.of(new Umpire.Ingested(mail.messageId(), null, "already-ingested", ""));
        }
        if (same.isEmpty()) {
            return Optional.empty();
        }
        byte[] core = TraceHeaders.without(mail.raw());
        for (InboundCopies.Copy r : same) {
            if (copies.raw(r).map(raw -> Arrays.equals(TraceHeaders.without(raw), core)).orElse(false)) {
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
