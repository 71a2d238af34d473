package herald.app.loop;

import herald.app.game.GameRecord;
import herald.app.game.Schedule;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * When the umpire next needs a game, for the journal's {@link herald.journal.Due} record (issue 17): the
 * first instant after which {@link GameRecord#readyToResolve} or {@link Reminders#dueFor} may answer
 * otherwise than now, if no event comes first. Those two read the clock only against the reminder time,
 * the deadline, each day after it, and the grace end, so between those instants a game is at rest. Early
 * is harmless (the pass looks and finds nothing to do); late would be a missed deadline.
 */
final class NextLook {
    private static final Duration DAY = Duration.ofHours(24);

    private NextLook() {
    }

    /** Null when time alone will never move the game (over, paused, no deadline): only an event can. */
    static Instant at(GameRecord game, Instant now) {
        if (game.created() == null || game.window().isEmpty()) {
            return null;
        }
        if (game.readyToResolve(now) || !Reminders.dueFor(game, now).isEmpty()) {
            return now;
        }
        Schedule schedule = game.schedule().orElse(null);
        Instant deadline = game.deadline().orElse(null);
        if (game.paused() || schedule == null || deadline == null) {
            return null;
        }
        List<Instant> when = new ArrayList<>(List.of(deadline, game.graceEnd().orElseThrow()));
        if (schedule.remindBeforeHours() != null) {
            when.add(deadline.minus(Duration.ofHours(schedule.remindBeforeHours())));
        }
        if (!now.isBefore(deadline)) {
            when.add(deadline.plus(DAY.multipliedBy(Duration.between(deadline, now).dividedBy(DAY) + 1)));
        }
        return when.stream().filter(now::isBefore).min(Instant::compareTo).orElse(null);
    }
}
