package herald.app.game;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;

/**
 * When a game's orders are due, chosen at creation and journalled in {@link GameEvent.GameCreated}.
 * The arithmetic is {@link Deadlines}'; this record only holds the club's choice, so that Jackson
 * writes exactly these fields.
 *
 * @param kind AFTER_RESULTS: {@code hours} after the window opened; FIXED: the first of {@code days}
 *             at {@code time} in {@code zone} that leaves the players at least a day
 * @param graceHours how long after the deadline late orders are still taken (0: none)
 * @param lateness what happens when the grace runs out with orders missing
 * @param remindBeforeHours when the late players get their first reminder; null for none before the deadline
 */
public record Schedule(Kind kind, Integer hours, List<DayOfWeek> days, LocalTime time, ZoneId zone, int graceHours,
        Lateness lateness, Integer remindBeforeHours) {

    public enum Kind { AFTER_RESULTS, FIXED }

    /** WAIT: the window waits for the late side (or the GM's RESOLVE); DEFAULT: it resolves with every piece holding. */
    public enum Lateness { WAIT, DEFAULT }

    public Schedule {
        days = days == null ? null : List.copyOf(days);
        if (kind == Kind.AFTER_RESULTS && (hours == null || hours < 1)) {
            throw new IllegalArgumentException("an AFTER_RESULTS schedule needs hours >= 1, not " + hours);
        }
        if (kind == Kind.FIXED && (days == null || days.isEmpty() || time == null || zone == null)) {
            throw new IllegalArgumentException("a FIXED schedule needs days, a time and a zone");
        }
        if (graceHours < 0 || lateness == null || (remindBeforeHours != null && remindBeforeHours < 1)) {
            throw new IllegalArgumentException("bad grace, lateness or reminder: " + graceHours + ", " + lateness
                    + ", " + remindBeforeHours);
        }
    }

    public static Schedule afterResults(int hours, int graceHours, Lateness lateness, Integer remindBeforeHours) {
        return new Schedule(Kind.AFTER_RESULTS, hours, null, null, null, graceHours, lateness, remindBeforeHours);
    }

    public static Schedule fixed(List<DayOfWeek> days, LocalTime time, ZoneId zone, int graceHours, Lateness lateness,
            Integer remindBeforeHours) {
        return new Schedule(Kind.FIXED, null, days, time, zone, graceHours, lateness, remindBeforeHours);
    }

    /** What a game journalled before schedules means: hours after the results, no grace, missing orders hold. */
    public static Schedule legacy(Integer deadlineHours) {
        return deadlineHours == null ? null : afterResults(deadlineHours, 0, Lateness.DEFAULT, null);
    }
}
