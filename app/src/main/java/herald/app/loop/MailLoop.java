package herald.app.loop;

import herald.journal.Claim;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.mailer.Inbox;
import herald.mailer.InboundMail;
import herald.mailer.Outbox;
import herald.mailer.OutgoingMail;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * One pass of `herald run`: fetch, ingest, resolve, send. A mail leaves the inbox only after its
 * journal transaction committed, and an outbox entry is marked sent only after the server took it,
 * so a kill at any point repeats work rather than losing it; the journal's Message-ID check makes
 * the repeat harmless. Sending, with its retries and refusals, is the {@link Postman}'s; the
 * {@link KillPoint}s let the crash tests stop the loop at each step.
 */
public final class MailLoop {
    /** For the restart test: `-Dherald.crash-after=ingest` halts the JVM between ingest and send. */
    static final String CRASH_AFTER = System.getProperty("herald.crash-after", "");

    private final Umpire umpire;
    private final Journal journal;
    private final Inbox inbox;
    private final PrintStream log;
    private final Postman postman;
    /** Which step's transaction the journal is committing: it names the kill point inside it. */
    private volatile String phase = "idle";

    public MailLoop(Umpire umpire, Journal journal, Inbox inbox, Outbox outbox, PrintStream log) {
        this(umpire, journal, inbox, log, new Postman(journal, outbox, umpire, Backoff.DEFAULT, "", log));
    }

    /** As above, sending through {@code postman} (which holds the outbox, the retry policy and who hears of refusals). */
    public MailLoop(Umpire umpire, Journal journal, Inbox inbox, PrintStream log, Postman postman) {
        this.umpire = umpire;
        this.journal = journal;
        this.inbox = inbox;
        this.log = log;
        this.postman = postman;
        if (KillPoint.armed()) {
            journal.beforeCommit(() -> KillPoint.reached(phase + "-commit"));
        }
    }

    /** Returns how many things happened: mails in, windows resolved, mails out. */
    public int once() {
        int work = 0;
        List<InboundMail> fetched = inbox.fetch();
        if (!fetched.isEmpty()) {
            KillPoint.reached("fetched");
        }
        for (InboundMail mail : fetched) {
            // Another worker reading the same inbox may be reading this very mail: it is that one's to move.
            Optional<Claim> claim = journal.claim(Claim.Kind.MAIL, mail.messageId());
            if (claim.isEmpty()) {
                continue;
            }
            try {
                // read while that worker was moving it, perhaps cut short: theirs was the whole mail
                work += inbox.stillHolds(mail) ? ingestClaimed(mail) : 0;
            } finally {
                claim.get().close();
            }
        }
        phase = "resolve";
        Umpire.Pass pass = umpire.resolveAndRemind();
        phase = "idle";
        for (String line : pass.resolved()) {
            log.println("turn " + line);
            work++;
        }
        pass.reminded().forEach(line -> log.println("remind " + line));
        if (CRASH_AFTER.equals("ingest")) {
            log.println("halting after ingest (herald.crash-after=ingest)");
            log.flush();
            Runtime.getRuntime().halt(137);
        }
        work += sendPending();
        return work;
    }

    private int ingestClaimed(InboundMail mail) {
        Umpire.Ingested result;
        phase = "ingest";
        try {
            result = umpire.ingest(mail);
        } catch (RuntimeException e) {
            try {
                result = umpire.recordFailure(mail, e);
            } catch (RuntimeException again) {
                // Not even kept (the database is down?): leave it in the inbox for the next pass
                // and carry on, so one bad mail cannot stop every mail behind it.
                log.println("in   " + mail.from() + " could not be journalled, left in the inbox: " + again);
                return 0;
            }
        }
        phase = "idle";
        KillPoint.reached("ingested");
        inbox.markProcessed(mail);
        log.println("in   " + mail.from() + " " + (result.gameId() == null ? "-" : result.gameId()) + " "
                + result.disposition() + (result.note() == null || result.note().isEmpty() ? "" : ": " + result.note()));
        return 1;
    }

    /** Sends the mail that is due; see {@link Postman}. */
    public int sendPending() {
        return postman.sendDue();
    }

    /** Entry {@code entry} as it goes out, its mail {@code m} (the queued one, perhaps given a reply address). */
    static OutgoingMail toOutgoing(OutboxEntry entry, herald.journal.OutboxMail m, String heraldAddress) {
        List<herald.mailer.Attachment> files = m.attachments().stream()
                .map(a -> new herald.mailer.Attachment(a.filename(), a.contentType(), a.content(), a.contentId())).toList();
        // A stable Message-ID lets a receiver spot the one resend a crash between send and mark can cause.
        return new OutgoingMail(m.recipient(), m.subject(), m.body(), m.inReplyTo(),
                MessageIds.of(entry, heraldAddress), files,
                m.replyTo(), false, m.html());
    }
}
