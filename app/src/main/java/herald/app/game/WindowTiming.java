package herald.app.game;

import herald.app.game.GameEvent.WindowResolved;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

/**
 * The open window's clock as the game master and the reminders left it (not journalled: folded from
 * events). A new window starts afresh, except that a stopped clock stays stopped.
 *
 * @param extra how far the deadline has moved on: extensions plus time spent paused
 * @param pausedSince when the GM stopped the clock; null while it runs
 * @param forced the GM asked for the window to be resolved now
 * @param reminders the kinds of reminder already sent for this window ("before", "late-0", "note"...)
 * @param lastResolved how the previous window closed (whose orders were used); null before the first
 */
public record WindowTiming(Duration extra, Instant pausedSince, boolean forced, Set<String> reminders,
        WindowResolved lastResolved) {

    public WindowTiming {
        reminders = Set.copyOf(reminders);
    }

    public static WindowTiming fresh() {
        return new WindowTiming(Duration.ZERO, null, false, Set.of(), null);
    }

    /** The next window's clock: it keeps a pause (a forced resolution does not restart the clock). */
    public WindowTiming withWindowClosed(WindowResolved event) {
        return new WindowTiming(Duration.ZERO, pausedSince == null ? null : event.at(), false, Set.of(), event);
    }

    /** The clock of a window opened without a resolution (a side left in its own window): as after one, same last. */
    public WindowTiming withWindowPassedOn(Instant at) {
        return new WindowTiming(Duration.ZERO, pausedSince == null ? null : at, false, Set.of(), lastResolved);
    }

    public WindowTiming plusExtra(Duration more) {
        return new WindowTiming(extra.plus(more), pausedSince, forced, reminders, lastResolved);
    }

    public WindowTiming withPausedSince(Instant at) {
        return new WindowTiming(extra, at, forced, reminders, lastResolved);
    }

    public WindowTiming withForced() {
        return new WindowTiming(extra, pausedSince, true, reminders, lastResolved);
    }

    public WindowTiming withReminder(String kind) {
        Set<String> next = new HashSet<>(reminders);
        next.add(kind);
        return new WindowTiming(extra, pausedSince, forced, next, lastResolved);
    }
}
