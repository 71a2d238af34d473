package herald.app.loop;

import herald.app.game.GameEvent.Gm;
import herald.journal.Claim;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.journal.OutboxMail;
import herald.mailer.MailException;
import herald.mailer.Outbox;
import herald.templates.Templates;
import java.io.PrintStream;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Sends the outbox mail that is due, one commit before and one after each SMTP exchange:
 * <ul>
 * <li>Before: the mail is marked "sending". After: sent, or failed. A mail still marked "sending"
 *     when Herald next looks was cut off by a crash, possibly after the server took it: Herald sends
 *     it again under the same Message-ID (a mail never sent is worse than one sent twice, and
 *     mail programs can tell the copies apart by that id), counts it and says so in the log.</li>
 * <li>A transient failure (4xx, a lost connection) waits by {@link Backoff} and ends this pass: the
 *     server is probably in trouble, and every other mail would wait for the same timeout.</li>
 * <li>A permanent one (5xx), or a transient one that has gone on for the whole give-up time, is
 *     kept and never tried again, and the game's GM (else the operator address) is told by mail.</li>
 * <li>A failure of Herald's own set-up (see {@link MailException#isSetup()}) is no mail's fault: the
 *     whole outbox is held, nothing refused, and said so in the log on every pass (a mail to the
 *     operator would meet the same failure). Held mail is tried again after the wait, and at once when
 *     a new `herald run` starts, since it may have a mended configuration.</li>
 * </ul>
 */
public final class Postman {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEE d MMM yyyy HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private final Journal journal;
    private final Outbox outbox;
    private final Umpire umpire;
    private final Backoff backoff;
    private final String operator;
    private final PrintStream log;
    private boolean heldRetried;
    private final AlikeRefusals refusals = new AlikeRefusals();

    /** {@code operator}: who hears of refused mail in a game without a GM; empty for nobody (the log only). */
    public Postman(Journal journal, Outbox outbox, Umpire umpire, Backoff backoff, String operator, PrintStream log) {
        this.journal = journal;
        this.outbox = outbox;
        this.umpire = umpire;
        this.backoff = backoff;
        this.operator = operator == null ? "" : operator.strip();
        this.log = log;
    }

    /** Returns how many mails went out (including any report of a refusal queued on the way). */
    public int sendDue() {
        if (!heldRetried) {
            heldRetried = true;
            int held = journal.outbox().retryHeldNow();
            if (held > 0) {
                log.println("out  trying " + held + " held mail(s) again: the configuration may have been mended");
            }
        }
        try {
            return sendDueNow();
        } finally {
            sayHeld();
        }
    }

    /** One line on every pass while mail is held, since nobody can be mailed about it. */
    private void sayHeld() {
        List<OutboxEntry> held = journal.outbox().held();
        if (!held.isEmpty()) {
            OutboxEntry first = held.stream().filter(e -> e.lastError() != null).findFirst().orElse(held.get(0));
            log.println("out  HELD " + held.size() + " mail(s), none refused, since " + first.delivery().heldAt()
                    + ": Herald's mail set-up fails: " + first.lastError() + "; next try at "
                    + first.delivery().nextAttemptAt() + " and whenever `herald run` starts (`herald check-mail`"
                    + " tests the configuration)");
        }
    }

    private int sendDueNow() {
        int sent = 0;
        Set<Long> tried = new HashSet<>();
        List<Long> due;
        do {
            due = journal.dueMailIds(umpire.now()).stream().filter(id -> !tried.contains(id)).toList();
            // A refusal is recorded at the end of its batch (AlikeRefusals): its mail stays claimed till then.
            List<Claim> refusing = new ArrayList<>();
            try {
                for (long id : due) {
                    tried.add(id);
                    Attempt attempt = sendClaimed(id, refusing);
                    if (attempt == Attempt.LATER) {
                        recordRefusals();
                        return sent;  // the server is in trouble: the rest waits for the next pass
                    }
                    sent += attempt == Attempt.SENT ? 1 : 0;
                }
                recordRefusals();  // reports of them are queued: the next round sends them
            } finally {
                refusing.forEach(Claim::close);
            }
        } while (!due.isEmpty());
        return sent;
    }

    /**
     * Sends mail {@code id} unless another worker sharing the journal is sending it, or has sent it since
     * the list was read: then it is {@link Attempt#SKIPPED}.
     */
    private Attempt sendClaimed(long id, List<Claim> refusing) {
        Optional<Claim> claim = journal.claim(Claim.Kind.OUTBOX, Long.toString(id));
        if (claim.isEmpty()) {
            return Attempt.SKIPPED;
        }
        Attempt attempt = Attempt.SKIPPED;
        try {
            Optional<OutboxEntry> entry = journal.dueMail(id, umpire.now());
            attempt = entry.isEmpty() ? Attempt.SKIPPED : send(entry.get());
            return attempt;
        } finally {
            if (attempt == Attempt.REFUSED) {
                refusing.add(claim.get());
            } else {
                claim.get().close();
            }
        }
    }

    private enum Attempt { SENT, REFUSED, LATER, SKIPPED }

    private Attempt send(OutboxEntry entry) {
        if (entry.isInDoubt()) {
            log.println("out  sending mail " + entry.id() + " to " + entry.mail().recipient() + " again: a crash cut"
                    + " off the last attempt, so it may arrive twice (same Message-ID " + MessageIds.of(entry, umpire.address()) + ")");
        }
        journal.markSending(entry.id(), umpire.now());
        KillPoint.reached("send");
        try {
            outbox.send(MailLoop.toOutgoing(entry, umpire.addressed(entry.mail()), umpire.address()));
        } catch (MailException e) {
            if (e.isSetup()) {
                hold(List.of(entry), e.getMessage());
                return Attempt.LATER;
            }
            if (e.isPermanent()) {
                var alike = refusals.add(entry, e.getMessage());
                if (alike.isPresent()) {
                    List<OutboxEntry> tried = refusals.drain().stream().map(AlikeRefusals.Pending::entry).toList();
                    hold(java.util.stream.Stream.concat(tried.stream(), java.util.stream.Stream.of(entry)).toList(),
                            "the SMTP server refuses " + alike.get().entry().mail().recipient() + " and "
                            + entry.mail().recipient() + " alike, so it is refusing Herald (" + e.getMessage()
                            + "); check smtp.user, smtp.password and herald.address");
                    return Attempt.LATER;
                }
                return Attempt.REFUSED;  // recorded at the end of the batch, unless another recipient gets the same
            }
            return failed(entry, e) ? Attempt.REFUSED : Attempt.LATER;
        }
        KillPoint.reached("sent");
        journal.markSent(entry.id(), umpire.now());
        log.println("out  " + entry.mail().recipient() + " " + entry.mail().subject());
        return Attempt.SENT;
    }

    /** Herald's set-up fails: the mails tried are counted, the whole outbox waits; nothing is refused. */
    private void hold(List<OutboxEntry> tried, String error) {
        Instant next = umpire.now().plus(backoff.after(tried.get(0).attempts() + 1));
        journal.outbox().hold(tried.stream().map(OutboxEntry::id).toList(), error, umpire.now(), next);
    }

    private void recordRefusals() {
        for (AlikeRefusals.Pending p : refusals.drain()) {
            refuse(p.entry(), p.reason(), umpire.now());
        }
    }

    /** Records a failure for now; returns whether it has gone on so long that it is refused (else: to be retried). */
    private boolean failed(OutboxEntry entry, MailException e) {
        Instant now = umpire.now();
        if (backoff.isExhausted(entry.attempts() + 1)) {
            refuse(entry, "no success in " + (entry.attempts() + 1) + " attempts over " + backoff.giveUp().toHours()
                    + " hours or more; the last: " + e.getMessage(), now);
            return true;
        }
        Instant next = now.plus(backoff.after(entry.attempts() + 1));
        journal.markRetry(entry.id(), e.getMessage(), next);
        log.println("out  failed, will retry at " + next + ": " + entry.mail().recipient() + ": " + e.getMessage());
        return false;
    }

    private void refuse(OutboxEntry entry, String reason, Instant now) {
        String to = reportTo(entry.mail().gameId());
        OutboxMail report = null;
        if (to.isEmpty()) {
            log.println("out  REFUSED for good, kept and not retried (no GM or operator.address to tell): mail "
                    + entry.id() + " to " + entry.mail().recipient() + ": " + reason);
        } else if (to.equalsIgnoreCase(entry.mail().recipient())) {
            // a report to the address that was just refused would be refused alike, and reported, for ever
            log.println("out  REFUSED for good, kept and not retried (it was to the GM or operator, so no report):"
                    + " mail " + entry.id() + " to " + entry.mail().recipient() + ": " + reason);
        } else {
            report = report(entry, to, reason);
            log.println("out  REFUSED for good, kept and not retried; " + to + " is told: mail " + entry.id() + " to "
                    + entry.mail().recipient() + ": " + reason);
        }
        journal.markRefused(entry.id(), reason, now, report);
    }

    private String reportTo(String gameId) {
        if (gameId != null && journal.version(gameId) > 0) {
            Gm gm = umpire.games().load(gameId).created().gm();
            if (gm != null && gm.email() != null && !gm.email().isBlank()) {
                return gm.email();
            }
        }
        return operator;
    }

    private static OutboxMail report(OutboxEntry entry, String to, String reason) {
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("gameId", entry.mail().gameId() == null ? "" : entry.mail().gameId());
        ctx.put("recipient", entry.mail().recipient());
        ctx.put("subject", entry.mail().subject());
        ctx.put("queuedAt", WHEN.format(entry.queuedAt()));
        ctx.put("attempts", entry.attempts() + 1);
        ctx.put("reason", reason);
        Templates.Mail text = Templates.render("delivery-failed", ctx);
        return new OutboxMail(entry.mail().gameId(), to, text.subject(), text.body(), null, List.of());
    }
}
