package herald.journal;

import java.time.Instant;

/**
 * A queued mail and how its delivery is going. Instants are kept to the millisecond.
 *
 * @param sentAt    when it went out, or null while pending
 * @param lastError the last delivery failure, or null; kept so an organiser can see why mail is stuck
 * @param delivery  retry timing, crash and refusal marks
 */
public record OutboxEntry(long id, OutboxMail mail, Instant queuedAt, int attempts, Instant sentAt, String lastError,
                          Delivery delivery) {

    /**
     * @param nextAttemptAt not to be tried before then, or null: at once
     * @param sendingAt     an attempt began then and has not ended (after a restart: it was interrupted), or null
     * @param interrupted   how many attempts were cut off by a crash mid-send: each may have reached the server
     * @param failedAt      when the server refused it for good, or null
     * @param heldAt        when Herald's own mail set-up failed and held it back (not the mail's fault), or null
     */
    public record Delivery(Instant nextAttemptAt, Instant sendingAt, int interrupted, Instant failedAt, Instant heldAt) {
        public static final Delivery FRESH = new Delivery(null, null, 0, null, null);

        public Delivery(Instant nextAttemptAt, Instant sendingAt, int interrupted, Instant failedAt) {
            this(nextAttemptAt, sendingAt, interrupted, failedAt, null);
        }
    }

    public OutboxEntry(long id, OutboxMail mail, Instant queuedAt, int attempts, Instant sentAt, String lastError) {
        this(id, mail, queuedAt, attempts, sentAt, lastError, Delivery.FRESH);
    }

    public OutboxEntry(long id, OutboxMail mail, Instant queuedAt, int attempts, Instant sentAt) {
        this(id, mail, queuedAt, attempts, sentAt, null);
    }

    public boolean isSent() {
        return sentAt != null;
    }

    /** Waiting, neither sent nor refused, because Herald's mail set-up failed. */
    public boolean isHeld() {
        return sentAt == null && delivery.failedAt() == null && delivery.heldAt() != null;
    }

    /** How it stands, in one word: sent, refused, held or queued. */
    public String state() {
        return sentAt != null ? "sent" : delivery.failedAt() != null ? "refused" : isHeld() ? "held" : "queued";
    }

    /** An attempt to send it began and never finished: the server may have it already. */
    public boolean isInDoubt() {
        return delivery.sendingAt() != null;
    }
}
