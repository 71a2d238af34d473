package herald.app.loop;

import java.time.Duration;

/**
 * When to try a mail again after a transient failure: {@code first} after the first failure, twice
 * as long after each further one, never more than {@code cap} apart. Once the waits add up to
 * {@code giveUp} Herald stops and treats the mail as refused, so nothing is retried forever. Counting
 * the waits rather than comparing timestamps needs no record of the first failure, and the real time
 * that passed is never less (a pass can only come late).
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

    /** Whether a mail that has failed {@code failures} times has been waited for long enough. */
    public boolean isExhausted(int failures) {
        Duration waited = Duration.ZERO;
        for (int i = 1; i <= failures && waited.compareTo(giveUp) < 0; i++) {
            waited = waited.plus(after(i));
        }
        return waited.compareTo(giveUp) >= 0;
    }
}
