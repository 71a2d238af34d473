package herald.app.loop;

import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.mailer.Inbox;
import herald.mailer.InboundMail;
import herald.mailer.MailException;
import herald.mailer.Outbox;
import herald.mailer.OutgoingMail;
import java.io.PrintStream;
import java.util.List;

/**
 * One pass of `herald run`: fetch, ingest, resolve, send. A mail leaves the inbox only after its
 * journal transaction committed, and an outbox entry is marked sent only after the server took it,
 * so a kill at any point repeats work rather than losing it; the journal's Message-ID check makes
 * the repeat harmless.
 */
public final class MailLoop {
    /** For the restart test: `-Dherald.crash-after=ingest` halts the JVM between ingest and send. */
    static final String CRASH_AFTER = System.getProperty("herald.crash-after", "");

    private final Umpire umpire;
    private final Journal journal;
    private final Inbox inbox;
    private final Outbox outbox;
    private final PrintStream log;

    public MailLoop(Umpire umpire, Journal journal, Inbox inbox, Outbox outbox, PrintStream log) {
        this.umpire = umpire;
        this.journal = journal;
        this.inbox = inbox;
        this.outbox = outbox;
        this.log = log;
    }

    /** Returns how many things happened: mails in, windows resolved, mails out. */
    public int once() {
        int work = 0;
        for (InboundMail mail : inbox.fetch()) {
            Umpire.Ingested result;
            try {
                result = umpire.ingest(mail);
            } catch (RuntimeException e) {
                try {
                    result = umpire.recordFailure(mail, e);
                } catch (RuntimeException again) {
                    // Not even kept (the database is down?): leave it in the inbox for the next pass
                    // and carry on, so one bad mail cannot stop every mail behind it.
                    log.println("in   " + mail.from() + " could not be journalled, left in the inbox: " + again);
                    continue;
                }
            }
            inbox.markProcessed(mail);
            log.println("in   " + mail.from() + " " + (result.gameId() == null ? "-" : result.gameId()) + " "
                    + result.disposition() + (result.note() == null || result.note().isEmpty() ? "" : ": " + result.note()));
            work++;
        }
        for (String line : umpire.resolveReady()) {
            log.println("turn " + line);
            work++;
        }
        if (CRASH_AFTER.equals("ingest")) {
            log.println("halting after ingest (herald.crash-after=ingest)");
            log.flush();
            Runtime.getRuntime().halt(137);
        }
        work += sendPending();
        return work;
    }

    public int sendPending() {
        int sent = 0;
        for (OutboxEntry entry : journal.pendingMail()) {
            try {
                outbox.send(toOutgoing(entry));
                journal.markSent(entry.id(), umpire.now());
                log.println("out  " + entry.mail().recipient() + " " + entry.mail().subject());
                sent++;
            } catch (MailException e) {
                journal.markFailed(entry.id(), e.getMessage());
                log.println("out  failed, will retry: " + entry.mail().recipient() + ": " + e.getMessage());
            }
        }
        return sent;
    }

    static OutgoingMail toOutgoing(OutboxEntry entry) {
        var m = entry.mail();
        List<herald.mailer.Attachment> files = m.attachments().stream()
                .map(a -> new herald.mailer.Attachment(a.filename(), a.contentType(), a.content())).toList();
        // A stable Message-ID lets a receiver spot the one resend a crash between send and mark can cause.
        return new OutgoingMail(m.recipient(), m.subject(), m.body(), m.inReplyTo(),
                "<outbox-" + entry.id() + "." + (m.gameId() == null ? "herald" : m.gameId()) + "@herald.invalid>", files,
                m.replyTo());
    }
}
