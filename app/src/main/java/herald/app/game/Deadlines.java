package herald.app.game;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;

/** The arithmetic of a {@link Schedule}: pure, so that tests can check it across months and clock changes. */
public final class Deadlines {
    /**
     * A fixed-days deadline is never closer than this to the window's opening: a turn resolved at
     * 19:00 must not be due again at 20:00 the same evening. Half a day still lets a window resolved
     * a few minutes after Monday's deadline take Tuesday's.
     */
    public static final Duration MIN_NOTICE = Duration.ofHours(12);

    private Deadlines() {}

    /** The deadline of a window that opened at {@code opened}, before any extension or pause. */
    public static Instant due(Schedule schedule, Instant opened) {
        if (schedule.kind() == Schedule.Kind.AFTER_RESULTS) {
            return opened.plus(Duration.ofHours(schedule.hours()));
        }
        Instant earliest = opened.plus(MIN_NOTICE);
        LocalDate day = earliest.atZone(schedule.zone()).toLocalDate();
        // Two weeks always holds a chosen weekday; the local time is resolved in the game's zone on that
        // date, so 20:00 stays 20:00 on the club's clocks across summer time (a time the clocks skip moves on).
        for (int i = 0; i < 15; i++, day = day.plusDays(1)) {
            if (schedule.days().contains(day.getDayOfWeek())) {
                Instant slot = ZonedDateTime.of(day, schedule.time(), schedule.zone()).toInstant();
                if (!slot.isBefore(earliest)) {
                    return slot;
                }
            }
        }
        throw new IllegalStateException("no deadline slot within two weeks of " + opened + " for " + schedule);
    }

    /** When the grace after {@code deadline} runs out. */
    public static Instant graceEnd(Schedule schedule, Instant deadline) {
        return deadline.plus(Duration.ofHours(schedule.graceHours()));
    }
}
