package herald.app.loop;

import herald.app.game.GameRecord;
import herald.app.game.Schedule;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** A game's deadlines in the words a player reads: times in the game's own zone, the lateness policy in one sentence. */
final class DeadlineWords {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEE d MMM yyyy HH:mm", Locale.ENGLISH);

    private DeadlineWords() {}

    static String when(GameRecord game, Instant at) {
        ZoneId zone = game.schedule().map(Schedule::zone).orElse(null);
        ZoneId shown = zone == null ? ZoneOffset.UTC : zone;
        return WHEN.format(at.atZone(shown)) + " " + zoneName(zone);
    }

    /** "London time" for Europe/London: a club knows its city, not the tz database's region. */
    private static String zoneName(ZoneId zone) {
        if (zone == null) {
            return "UTC";
        }
        String id = zone.getId();
        return id.contains("/") ? id.substring(id.lastIndexOf('/') + 1).replace('_', ' ') + " time" : id;
    }

    /** The open window's deadline as printed, or "" when there is none (or the clock is stopped). */
    static String deadline(GameRecord game) {
        if (game.paused()) {
            return "";
        }
        return game.deadline().map(d -> when(game, d)).orElse("");
    }

    /** What happens to a side whose orders are late, in one or two sentences wrapped for mail; "" without a deadline. */
    static String policy(GameRecord game) {
        if (game.paused()) {
            return "The game master has paused the game: no deadline runs until it is\nresumed.";
        }
        Schedule s = game.schedule().orElse(null);
        if (s == null || game.deadline().isEmpty()) {
            return "";
        }
        if (s.lateness() == Schedule.Lateness.WAIT) {
            return "This game waits for late players: the turn is resolved as soon as\n"
                    + "every side's orders are in, or when the game master decides (a side\n"
                    + "without orders then holds).";
        }
        if (s.graceHours() == 0) {
            return "At the deadline the turn is resolved: a side without orders holds\n"
                + "(every piece stays put).";
        }
        return "Late orders are still taken until " + when(game, game.graceEnd().orElseThrow())
                + ";\nthen the turn is resolved and a side without orders holds (every\npiece stays put).";
    }
}
