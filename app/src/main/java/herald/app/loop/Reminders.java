package herald.app.loop;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent.ReminderSent;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Schedule;
import herald.engine.OrderWindow;
import herald.journal.Journal;
import herald.journal.OutboxMail;
import herald.journal.StaleVersionException;
import herald.templates.Templates;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reminders for late players. Each kind is sent at most once per window and journalled with its mails
 * in one transaction. After Herald was down only the latest due reminder goes out, never a backlog:
 * "before" (remindBeforeHours ahead of the deadline), "late-N" (the deadline passed N days ago: once a
 * day while the window still waits), and one "note" at the deadline telling the on-time sides who is late.
 */
final class Reminders {
    private static final Duration DAY = Duration.ofHours(24);

    private final Journal journal;
    private final Games games;
    private final Clock clock;

    Reminders(Journal journal, Games games, Clock clock) {
        this.journal = journal;
        this.games = games;
        this.clock = clock;
    }

    List<String> due() {
        List<String> lines = new ArrayList<>();
        for (String id : games.ids()) {
            lines.addAll(due(games.load(id)));
        }
        return lines;
    }

    /** Journals and queues the reminders due now in {@code game}; one log line each. */
    List<String> due(GameRecord game) {
        List<ReminderSent> events = dueFor(game, clock.instant());
        if (events.isEmpty()) {
            return List.of();
        }
        String id = game.id();
        List<OutboxMail> mails = new ArrayList<>();
        events.forEach(e -> mails.addAll(mails(game, e)));
        EventCodec codec = new EventCodec(game.ruleset());
        try {
            GameRecord after = Games.foldAll(game, events);
            Instant next = NextLook.at(after, clock.instant());
            journal.transact(tx -> {
                tx.putDue(id, tx.append(id, game.version(), events.stream().map(codec::encode).toList()), next);
                mails.forEach(tx::enqueueMail);
                return null;
            });
            return events.stream().map(e -> id + ": " + e.kind() + " to " + String.join(", ", e.sides())).toList();
        } catch (StaleVersionException e) {
            return List.of(id + ": the game changed meanwhile; reminders on the next pass");
        }
    }

    /** The reminders due now in {@code game}'s open window and not yet sent. */
    static List<ReminderSent> dueFor(GameRecord game, Instant now) {
        Schedule schedule = game.schedule().orElse(null);
        if (schedule == null || game.finished() || game.paused() || game.readyToResolve(now)) {
            return List.of();
        }
        OrderWindow window = game.window().orElse(null);
        Instant deadline = game.deadline().orElse(null);
        List<String> late = game.lateSides();
        if (window == null || deadline == null || late.isEmpty()) {
            return List.of();
        }
        List<ReminderSent> due = new ArrayList<>();
        if (now.isBefore(deadline)) {
            Integer before = schedule.remindBeforeHours();
            // A window shorter than the reminder time gets none: the turn mail itself has just told them.
            Instant remindAt = before == null ? null : deadline.minus(Duration.ofHours(before));
            if (remindAt != null && remindAt.isAfter(game.windowOpened()) && !now.isBefore(remindAt)
                    && !game.timing().reminders().contains("before")) {
                due.add(new ReminderSent(window.id(), "before", late, now));
            }
            return due;
        }
        String today = "late-" + Duration.between(deadline, now).dividedBy(DAY);
        if (!game.timing().reminders().contains(today)) {
            due.add(new ReminderSent(window.id(), today, late, now));
        }
        List<String> onTime = window.sides().stream().filter(s -> !late.contains(s)).toList();
        if (!onTime.isEmpty() && !game.timing().reminders().contains("note")) {
            due.add(new ReminderSent(window.id(), "note", onTime, now));
        }
        return due;
    }

    private static List<OutboxMail> mails(GameRecord game, ReminderSent event) {
        OrderWindow window = game.window().orElseThrow();
        List<String> lateNames = game.lateSides().stream().map(s -> Dispatch.sideName(game, s)).toList();
        List<OutboxMail> mails = new ArrayList<>();
        for (String side : event.sides()) {
            Seat seat = game.seatOf(side).orElseThrow();
            Map<String, Object> ctx = new HashMap<>();
            ctx.put("gameId", game.id());
            ctx.put("turn", window.turn());
            ctx.put("windowDescription", window.description());
            ctx.put("sideName", Dispatch.sideName(game, side));
            ctx.put("deadline", DeadlineWords.when(game, game.deadline().orElseThrow()));
            ctx.put("policy", DeadlineWords.policy(game));
            ctx.put("late", !event.kind().equals("before"));
            ctx.put("lateSides", lateNames);
            Templates.Mail text = Templates.render(event.kind().equals("note") ? "late-note" : "reminder", ctx);
            mails.add(new OutboxMail(game.id(), seat.email(), text.subject(), text.body(), null, List.of()));
        }
        return mails;
    }
}
