package herald.journal;

import java.time.Instant;

/**
 * A queued mail and how its delivery is going. Instants are kept to the millisecond.
 *
 * @param sentAt    when it went out, or null while pending
 * @param lastError the last delivery failure, or null; kept so an organiser can see why mail is stuck
 */
public record OutboxEntry(long id, OutboxMail mail, Instant queuedAt, int attempts, Instant sentAt, String lastError) {

    public OutboxEntry(long id, OutboxMail mail, Instant queuedAt, int attempts, Instant sentAt) {
        this(id, mail, queuedAt, attempts, sentAt, null);
    }

    public boolean isSent() {
        return sentAt != null;
    }
}
