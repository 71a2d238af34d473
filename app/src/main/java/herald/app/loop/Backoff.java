package herald.app.loop;

import java.time.Duration;
import java.time.Instant;

/**
 * When to try a mail again after a transient failure: {@code first} after the first failure, twice
 * as long after each further one, never more than {@code cap} apart; after {@code giveUp} since the
 * mail was queued Herald stops and treats it as refused, so nothing is retried forever.
 */
public record Backoff(Duration first, Duration cap, Duration giveUp) {
    public static final Backoff DEFAULT = new Backoff(Duration.ofMinutes(1), Duration.ofHours(1), Duration.ofDays(3));

    public Backoff {
        if (first.isNegative() || first.isZero() || cap.compareTo(first) < 0 || giveUp.isNegative()) {
            throw new IllegalArgumentException("backoff needs 0 < first <= cap and giveUp >= 0, not " + first + ", "
                    + cap + ", " + giveUp);
        }
    }

    /** The wait after the {@code failures}-th failed attempt (1 = the first). */
    public Duration after(int failures) {
        Duration wait = first;
        for (int i = 1; i < failures && wait.compareTo(cap) < 0; i++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(cap) > 0 ? cap : wait;
    }

    /** Whether a mail queued at {@code queuedAt} has been tried long enough by {@code now}. */
    public boolean isExhausted(Instant queuedAt, Instant now) {
        return !now.isBefore(queuedAt.plus(giveUp));
    }
}
