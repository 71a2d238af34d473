package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent.GamePaused;
import herald.app.game.GameEvent.ReminderSent;
import herald.app.game.Schedule;
import herald.app.game.Schedule.Lateness;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.journal.OutboxMail;
import herald.renderer.PdfRenderer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reminders go to late players only, each once, at the times the schedule names; on-time players get one note. */
class ReminderTest {
    @TempDir
    Path dir;

    private static final Duration HOUR = Duration.ofHours(1);

    @Test
    void a_late_player_is_reminded_before_the_deadline_and_once_a_day_in_the_grace_and_the_on_time_player_once() {
        try (Table t = new Table(dir).create(Schedule.afterResults(72, 48, Lateness.DEFAULT, 24))) {
            Instant opened = t.clock.now;
            t.orders(t.red);
            t.run(HOUR, opened.plus(Duration.ofHours(47)));
            assertEquals(List.of(), t.mailTo(Table.BLUE, "Reminder"), "24 hours before the deadline is not yet");

            t.run(HOUR, opened.plus(Duration.ofHours(119)));
            List<OutboxMail> before = t.mailTo(Table.BLUE, "Reminder: orders for turn 1 are due");
            List<OutboxMail> late = t.mailTo(Table.BLUE, "are late");
            assertEquals(1, before.size(), "one reminder 24 hours before the deadline");
            assertEquals(2, late.size(), "one when the deadline passed, one a day later: the grace is two days");
            assertTrue(late.get(0).body().contains("Late orders are still taken until"), late.get(0).body());
            List<OutboxMail> notes = t.mailTo(Table.RED, "still waiting");
            assertEquals(1, notes.size(), "red is told once, at the deadline, who is late");
            assertTrue(notes.get(0).body().contains(Dispatch.sideName(t.game(), t.blue)), notes.get(0).body());
            assertEquals(List.of(), t.mailTo(Table.RED, "Reminder"));
            assertEquals(List.of(), t.mailTo(Table.RED, "late"));

            List<ReminderSent> sent = t.events(ReminderSent.class);
            assertEquals(List.of("before", "late-0", "note", "late-1"), sent.stream().map(ReminderSent::kind).toList());
            assertEquals(opened.plus(Duration.ofHours(48)), sent.get(0).at());
            assertEquals(opened.plus(Duration.ofHours(72)), sent.get(1).at());
            assertEquals(opened.plus(Duration.ofHours(96)), sent.get(3).at());

            t.run(HOUR, opened.plus(Duration.ofHours(120)));
            assertEquals(1, t.resolved().size());
            assertEquals(4, t.events(ReminderSent.class).size(), "the window resolved: no reminder for it any more");
        }
    }

    @Test
    void a_restarted_umpire_sends_no_reminder_a_second_time() {
        try (Table t = new Table(dir).create(Schedule.afterResults(24, 48, Lateness.DEFAULT, 12))) {
            t.orders(t.red);
            t.run(HOUR, t.clock.now.plus(Duration.ofHours(30)));
            int queued = t.journal.pendingMail().size();
            Umpire restarted = new Umpire(t.journal, new Dispatch(new PdfRenderer(), "herald@club.test"), t.clock);
            assertEquals(List.of(), restarted.remindDue());
            assertEquals(List.of(), t.umpire.remindDue());
            assertEquals(queued, t.journal.pendingMail().size());
        }
    }

    @Test
    void after_herald_was_down_only_the_reminder_due_now_goes_out_not_the_ones_it_missed() {
        try (Table t = new Table(dir).create(Schedule.afterResults(24, 72, Lateness.DEFAULT, 12))) {
            Instant opened = t.clock.now;
            t.orders(t.red);
            t.clock.now = opened.plus(Duration.ofHours(24 + 49));
            t.pass();
            assertEquals(List.of("late-2", "note"), t.events(ReminderSent.class).stream().map(ReminderSent::kind).toList());
            assertEquals(1, t.mailTo(Table.BLUE, "are late").size());
            assertEquals(List.of(), t.mailTo(Table.BLUE, "Reminder"));
        }
    }

    @Test
    void under_wait_the_late_player_hears_once_a_day_until_he_sends_and_nobody_hears_while_paused() {
        try (Table t = new Table(dir).create(Schedule.afterResults(24, 0, Lateness.WAIT, null))) {
            Instant opened = t.clock.now;
            t.orders(t.red);
            t.run(HOUR, opened.plus(Duration.ofHours(24 + 4 * 24 + 1)));
            assertEquals(5, t.mailTo(Table.BLUE, "are late").size(), "days 0 to 4 after the deadline");

            t.gm(new GamePaused("gm@club.test", "blue in hospital", t.clock.now));
            t.run(HOUR, t.clock.now.plus(Duration.ofDays(10)));
            assertEquals(5, t.mailTo(Table.BLUE, "are late").size(), "no reminders while the clock is stopped");
            assertEquals(1, t.mailTo(Table.RED, "still waiting").size());
            assertEquals(List.of(), t.resolved());
        }
    }

    @Test
    void a_window_shorter_than_the_reminder_time_gets_no_reminder_before_its_deadline() {
        try (Table t = new Table(dir).create(Schedule.afterResults(12, 24, Lateness.DEFAULT, 24))) {
            t.orders(t.red);
            t.run(HOUR, t.clock.now.plus(Duration.ofHours(11)));
            assertEquals(List.of(), t.events(ReminderSent.class));
            t.run(HOUR, t.clock.now.plus(HOUR));
            assertEquals(List.of("late-0", "note"), t.events(ReminderSent.class).stream().map(ReminderSent::kind).toList());
        }
    }
}
