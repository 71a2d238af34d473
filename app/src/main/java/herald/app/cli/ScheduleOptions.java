package herald.app.cli;

import herald.app.Config;
import herald.app.game.Schedule;
import herald.app.game.UserError;
import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * `new-game`'s deadline options read into a {@link Schedule}; each mistake is one line naming the option
 * and what was wrong with it.
 */
final class ScheduleOptions {
    private ScheduleOptions() {}

    /** The club's defaults from the config file, used where an option is not given. */
    record Defaults(String zone, int graceHours, String late, Integer remindHours) {
        static final Defaults NONE = new Defaults("UTC", 0, "default", null);

        static Defaults of(Config config) {
            String remind = config.get("deadline.remind-hours");
            return new Defaults(config.get("time-zone"), config.integer("deadline.grace-hours"), config.get("deadline.late"),
                    remind.isEmpty() ? null : config.integer("deadline.remind-hours"));
        }
    }

    /** Null when no deadline option was given: the game then has no deadline at all. */
    static Schedule read(Integer deadlineHours, String deadline, String timeZone, Integer graceHours, String late,
            Integer remindHours, Defaults defaults) {
        if (deadlineHours != null && deadline != null) {
            throw new UserError("give --deadline-hours or --deadline, not both");
        }
        if (deadlineHours == null && deadline == null) {
            for (Object[] o : new Object[][] {{"--time-zone", timeZone}, {"--grace-hours", graceHours},
                {"--late", late}, {"--remind-hours", remindHours}}) {
                if (o[1] != null) {
                    throw new UserError(o[0] + " needs a deadline: add --deadline-hours N or --deadline \"MON,THU 20:00\"");
                }
            }
            return null;
        }
        if (deadlineHours != null && timeZone != null) {
            throw new UserError("--time-zone goes with --deadline (fixed days); --deadline-hours counts from the results");
        }
        int grace = graceHours == null ? defaults.graceHours() : graceHours;
        late = late == null ? defaults.late() : late;
        remindHours = remindHours == null ? defaults.remindHours() : remindHours;
        if (grace < 0) {
            throw new UserError("--grace-hours must be 0 or more, not " + grace);
        }
        if (remindHours != null && remindHours < 1) {
            throw new UserError("--remind-hours must be at least 1, not " + remindHours);
        }
        Schedule.Lateness lateness = lateness(late);
        if (deadlineHours != null) {
            if (deadlineHours < 1) {
                throw new UserError("--deadline-hours must be at least 1, not " + deadlineHours);
            }
            return Schedule.afterResults(deadlineHours, grace, lateness, remindHours);
        }
        ZoneId zone = zone(timeZone == null ? defaults.zone() : timeZone, timeZone == null ? "time-zone in the config" : "--time-zone");
        String[] parts = deadline.strip().split("\\s+");
        if (parts.length != 2) {
            throw new UserError("--deadline '" + deadline + "' must be days and a time, e.g. \"MON,THU 20:00\"");
        }
        return Schedule.fixed(days(parts[0], deadline), time(parts[1], deadline), zone, grace, lateness, remindHours);
    }

    private static Schedule.Lateness lateness(String late) {
        if (late.equalsIgnoreCase("default")) {
            return Schedule.Lateness.DEFAULT;
        }
        if (late.equalsIgnoreCase("wait")) {
            return Schedule.Lateness.WAIT;
        }
        throw new UserError("--late must be wait (wait for the late player) or default (late sides hold), not '" + late + "'");
    }

    static ZoneId zone(String id, String where) {
        try {
            return ZoneId.of(id);
        } catch (DateTimeException e) {
            throw new UserError(where + " '" + id + "' is not a time zone; use a name like Europe/London or UTC");
        }
    }

    private static List<DayOfWeek> days(String text, String whole) {
        List<DayOfWeek> days = new ArrayList<>();
        for (String d : text.split(",")) {
            DayOfWeek day = null;
            for (DayOfWeek candidate : DayOfWeek.values()) {
                String name = candidate.name();
                if (d.length() >= 3 && name.startsWith(d.toUpperCase(Locale.ROOT))) {
                    day = candidate;
                }
            }
            if (day == null) {
                throw new UserError("--deadline '" + whole + "': '" + d + "' is not a day; write MON TUE WED THU FRI SAT SUN,"
                        + " separated by commas");
            }
            if (!days.contains(day)) {
                days.add(day);
            }
        }
        days.sort(null);
        return days;
    }

    private static LocalTime time(String text, String whole) {
        try {
            return LocalTime.parse(text.length() == 4 ? "0" + text : text);
        } catch (DateTimeParseException e) {
            throw new UserError("--deadline '" + whole + "': '" + text + "' is not a time of day; write it as 20:00");
        }
    }
}
