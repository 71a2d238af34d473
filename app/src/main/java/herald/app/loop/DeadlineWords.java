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

    /**
     * When the open window will be resolved, ending a sentence that begins "The turn is resolved": the echo of
     * accepted orders names the moment, where "at the deadline, if there is one" left the player to look it up.
     */
    static String resolution(GameRecord game) {
        Schedule s = game.schedule().orElse(null);
        if (game.paused() || s == null || game.deadline().isEmpty()) {
            return "when their orders are in.";
        }
        if (s.lateness() == Schedule.Lateness.WAIT) {
            return "when their orders are in: this game waits for late players\n(the deadline is "
                    + when(game, game.deadline().get()) + ").";
        }
        Instant end = s.graceHours() == 0 ? game.deadline().get() : game.graceEnd().orElseThrow();
        return "when their orders are in or, at the latest,\n" + when(game, end)
                + (s.graceHours() == 0 ? " (the deadline)." : " (the deadline's grace ends).");
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
