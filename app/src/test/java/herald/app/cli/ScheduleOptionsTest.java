package herald.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import herald.app.game.Schedule;
import herald.app.game.UserError;
import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `new-game`'s deadline options: what they make, and the one line a mistake gets. */
class ScheduleOptionsTest {

    private static String error(Integer hours, String deadline, String zone, Integer grace, String late, Integer remind) {
        return assertThrows(UserError.class, () -> ScheduleOptions.read(hours, deadline, zone, grace, late, remind,
                ScheduleOptions.Defaults.NONE))
                .getMessage();
    }

    @Test
    void fixed_days_a_time_and_a_zone_make_a_fixed_schedule() {
        Schedule s = ScheduleOptions.read(null, "thu,Mon 20:00", "Europe/London", 24, "wait", 12,
                ScheduleOptions.Defaults.NONE);
        assertEquals(Schedule.fixed(List.of(DayOfWeek.MONDAY, DayOfWeek.THURSDAY), LocalTime.of(20, 0),
                ZoneId.of("Europe/London"), 24, Schedule.Lateness.WAIT, 12), s);
    }

    @Test
    void the_config_defaults_fill_in_what_the_options_leave_out() {
        ScheduleOptions.Defaults club = new ScheduleOptions.Defaults("Europe/Paris", 12, "wait", 6);
        assertEquals(Schedule.fixed(List.of(DayOfWeek.SUNDAY), LocalTime.of(9, 30), ZoneId.of("Europe/Paris"), 12,
                Schedule.Lateness.WAIT, 6), ScheduleOptions.read(null, "SUN 9:30", null, null, null, null, club));
        assertEquals(Schedule.afterResults(48, 0, Schedule.Lateness.DEFAULT, 6),
                ScheduleOptions.read(48, null, null, 0, "default", null, club));
        assertNull(ScheduleOptions.read(null, null, null, null, null, null, club), "defaults alone make no deadline");
    }

    @Test
    void hours_alone_keep_the_old_meaning_no_grace_and_missing_sides_hold() {
        assertEquals(Schedule.afterResults(48, 0, Schedule.Lateness.DEFAULT, null),
                ScheduleOptions.read(48, null, null, null, null, null, ScheduleOptions.Defaults.NONE));
        assertNull(ScheduleOptions.read(null, null, null, null, null, null, ScheduleOptions.Defaults.NONE));
    }

    @Test
    void each_mistake_names_the_option_and_what_was_wrong() {
        assertEquals("--deadline 'MON,FUN 20:00': 'FUN' is not a day; write MON TUE WED THU FRI SAT SUN, separated by commas",
                error(null, "MON,FUN 20:00", null, null, null, null));
        assertEquals("--deadline 'MON 25:00': '25:00' is not a time of day; write it as 20:00",
                error(null, "MON 25:00", null, null, null, null));
        assertEquals("--deadline 'MON' must be days and a time, e.g. \"MON,THU 20:00\"", error(null, "MON", null, null, null, null));
        assertEquals("--time-zone 'Europe/Londn' is not a time zone; use a name like Europe/London or UTC",
                error(null, "MON 20:00", "Europe/Londn", null, null, null));
        assertEquals("--late must be wait (wait for the late player) or default (late sides hold), not 'later'",
                error(24, null, null, null, "later", null));
        assertEquals("--grace-hours must be 0 or more, not -1", error(24, null, null, -1, null, null));
        assertEquals("--remind-hours must be at least 1, not 0", error(24, null, null, null, null, 0));
        assertEquals("--deadline-hours must be at least 1, not 0", error(0, null, null, null, null, null));
        assertEquals("give --deadline-hours or --deadline, not both", error(24, "MON 20:00", null, null, null, null));
        assertEquals("--grace-hours needs a deadline: add --deadline-hours N or --deadline \"MON,THU 20:00\"",
                error(null, null, null, 12, null, null));
    }
}
