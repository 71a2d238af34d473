package herald.journal;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What the outbox holds, for the organiser: mail held back because Herald's own mail set-up failed,
 * and the commands that put held or refused mail back in the queue. Each change is one commit.
 */
public final class OutboxQueue {
    private static final String PENDING = "sent_at IS NULL AND failed_at IS NULL";

    private final Journal journal;

    OutboxQueue(Journal journal) {
        this.journal = journal;
    }

    /**
     * Herald's mail set-up failed while sending {@code triedIds}: those attempts are counted with its error,
     * and every mail still pending is held, none refused, until {@code nextAttempt}. Returns how many are held.
     */
    public int hold(List<Long> triedIds, String error, Instant at, Instant nextAttempt) {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(nextAttempt, "nextAttempt");
        journal.requireWritable();
        return journal.inTransaction("hold the outbox", c -> {
            for (long triedId : triedIds) {
                Sql.update(c, "UPDATE outbox SET attempts = attempts + 1, last_error = ?, sending_at = NULL"
                        + " WHERE id = ? AND " + PENDING, error, triedId);
            }
            return Sql.update(c, "UPDATE outbox SET held_at = COALESCE(held_at, ?), next_attempt_at = ? WHERE "
                    + PENDING, at, nextAttempt);
        });
    }

    /** Mail held back by a set-up failure, in queue order. */
    public List<OutboxEntry> held() {
        return journal.inTransaction("read held mail", c -> Rows.mail(c, PENDING + " AND held_at IS NOT NULL"));
    }

    /** Every mail not yet sent: queued, held and refused, in queue order. */
    public List<OutboxEntry> unsent() {
        return journal.inTransaction("read the outbox", c -> Rows.mail(c, "sent_at IS NULL"));
    }

    /** One mail, whatever its state, if there is one with that id. */
    public java.util.Optional<OutboxEntry> get(long id) {
        return journal.inTransaction("read mail " + id, c -> Rows.mail(c, "id = ?", id)).stream().findFirst();
    }

    /**
     * Held mail is due at once, its attempts counted afresh: a new `herald run` may have a mended
     * configuration. It stays marked held until it goes. Returns how many there are.
     */
    public int retryHeldNow() {
        journal.requireWritable();
        return journal.inTransaction("retry held mail", c -> Sql.update(c, "UPDATE outbox SET next_attempt_at = NULL,"
                + " attempts = 0 WHERE " + PENDING + " AND held_at IS NOT NULL"));
    }

    /** Puts mail {@code id} back in the queue if it is refused or held; returns whether it was. */
    public boolean resend(long id) {
        journal.requireWritable();
        return journal.inTransaction("resend mail " + id, c -> Sql.update(c, requeue("id = ? AND sent_at IS NULL"
                + " AND (failed_at IS NOT NULL OR held_at IS NOT NULL)"), id) == 1);
    }

    /** Puts every refused mail back in the queue; returns how many. */
    public int resendRefused() {
        journal.requireWritable();
        return journal.inTransaction("resend refused mail", c -> Sql.update(c,
                requeue("sent_at IS NULL AND failed_at IS NOT NULL")));
    }

    /** Puts every held mail back in the queue (as plain queued mail); returns how many. */
    public int resendHeld() {
        journal.requireWritable();
        return journal.inTransaction("resend held mail", c -> Sql.update(c,
                requeue(PENDING + " AND held_at IS NOT NULL")));
    }

    /** Due at once, as if new; the last error is kept until it goes, so the organiser still sees why it waited. */
    private static String requeue(String where) {
        return "UPDATE outbox SET failed_at = NULL, held_at = NULL, next_attempt_at = NULL, sending_at = NULL,"
                + " attempts = 0 WHERE " + where;
    }
}
