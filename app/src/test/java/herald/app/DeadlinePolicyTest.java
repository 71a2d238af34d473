package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent.DeadlineExtended;
import herald.app.game.GameEvent.GamePaused;
import herald.app.game.GameEvent.GameResumed;
import herald.app.game.GameEvent.ResolutionForced;
import herald.app.game.Schedule;
import herald.app.game.Schedule.Lateness;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Grace, the two lateness policies, and the game master's extend, pause, resume and resolve. */
class DeadlinePolicyTest {
    @TempDir
    Path dir;

    private static final Duration HOUR = Duration.ofHours(1);

    @Test
    void under_default_a_late_side_holds_once_the_grace_after_the_deadline_has_run_out() {
        try (Table t = new Table(dir).create(Schedule.afterResults(48, 24, Lateness.DEFAULT, null))) {
            Instant opened = t.clock.now;
            String redMail = t.orders(t.red);
            assertEquals(opened.plus(Duration.ofHours(48)), t.game().deadline().orElseThrow());

            t.run(HOUR, opened.plus(Duration.ofHours(71)));
            assertEquals(List.of(), t.resolved(), "the deadline has passed, but blue is in his day of grace");

            t.run(HOUR, opened.plus(Duration.ofHours(72)));
            assertEquals(1, t.resolved().size(), "the grace is over: resolved without blue");
            assertEquals(redMail, t.resolved().get(0).orders().get(t.red));
            assertEquals("default", t.resolved().get(0).orders().get(t.blue));
        }
    }

    @Test
    void late_orders_in_the_grace_are_used_and_resolve_the_window_at_once() {
        try (Table t = new Table(dir).create(Schedule.afterResults(48, 24, Lateness.DEFAULT, null))) {
            Instant opened = t.clock.now;
            t.orders(t.red);
            t.run(HOUR, opened.plus(Duration.ofHours(60)));
            String blueMail = t.orders(t.blue);
            t.pass();
            assertEquals(blueMail, t.resolved().get(0).orders().get(t.blue));
            assertEquals(opened.plus(Duration.ofHours(60)), t.resolved().get(0).at());
        }
    }

    @Test
    void under_wait_no_amount_of_time_resolves_a_window_but_the_late_orders_do() {
        try (Table t = new Table(dir).create(Schedule.afterResults(24, 0, Lateness.WAIT, null))) {
            Instant opened = t.clock.now;
            t.orders(t.red);
            t.run(Duration.ofHours(6), opened.plus(Duration.ofDays(30)));
            assertEquals(List.of(), t.resolved(), "a month late, and still waiting for blue");

            String blueMail = t.orders(t.blue);
            t.pass();
            assertEquals(blueMail, t.resolved().get(0).orders().get(t.blue));
        }
    }

    @Test
    void a_forced_resolution_under_wait_resolves_now_and_the_missing_side_holds() {
        try (Table t = new Table(dir).create(Schedule.afterResults(24, 0, Lateness.WAIT, null))) {
            t.orders(t.red);
            t.run(HOUR, t.clock.now.plus(Duration.ofHours(30)));
            String window = t.window();
            t.gm(new ResolutionForced(window, "gm@club.test", t.clock.now));
            assertTrue(t.game().readyToResolve(t.clock.now));
            t.pass();
            assertEquals(window, t.resolved().get(0).window());
            assertEquals("default", t.resolved().get(0).orders().get(t.blue));
            assertFalse(t.game().readyToResolve(t.clock.now), "the force was for that window only");
        }
    }

    @Test
    void a_force_meant_for_a_window_already_closed_does_not_resolve_the_next_one() {
        try (Table t = new Table(dir).create(Schedule.afterResults(24, 0, Lateness.DEFAULT, null))) {
            String first = t.window();
            t.orders(t.red);
            t.orders(t.blue);
            t.pass();
            t.gm(new ResolutionForced(first, "gm@club.test", t.clock.now));
            t.gm(new DeadlineExtended(first, 48, "gm@club.test", t.clock.now));
            assertFalse(t.game().readyToResolve(t.clock.now));
            assertEquals(t.clock.now.plus(Duration.ofHours(24)), t.game().deadline().orElseThrow());
        }
    }

    @Test
    void a_ten_day_holiday_pause_stops_the_clock_and_the_deadline_moves_on_by_the_time_paused() {
        try (Table t = new Table(dir).create(Schedule.afterResults(72, 0, Lateness.DEFAULT, 24))) {
            Instant opened = t.clock.now;
            t.orders(t.red);
            t.run(HOUR, opened.plus(Duration.ofHours(24)));
            t.gm(new GamePaused("gm@club.test", "blue is on holiday", t.clock.now));
            assertTrue(t.game().paused());

            List<String> during = t.run(HOUR, opened.plus(Duration.ofHours(24)).plus(Duration.ofDays(10)));
            assertEquals(List.of(), during, "nothing resolves and nobody is reminded while paused");
            assertEquals(List.of(), t.resolved());

            t.gm(new GameResumed("gm@club.test", t.clock.now));
            Instant moved = opened.plus(Duration.ofHours(72)).plus(Duration.ofDays(10));
            assertEquals(moved, t.game().deadline().orElseThrow());
            t.run(HOUR, moved.minus(HOUR));
            assertEquals(List.of(), t.resolved(), "blue has an hour left of his moved deadline");
            t.run(HOUR, moved);
            assertEquals(1, t.resolved().size());
            assertEquals(moved, t.resolved().get(0).at());
        }
    }

    @Test
    void while_paused_even_a_complete_set_of_orders_waits_for_the_resume() {
        try (Table t = new Table(dir).create(Schedule.afterResults(72, 0, Lateness.DEFAULT, null))) {
            t.gm(new GamePaused("gm@club.test", "club night cancelled", t.clock.now));
            t.orders(t.red);
            t.orders(t.blue);
            t.run(HOUR, t.clock.now.plus(Duration.ofDays(5)));
            assertEquals(List.of(), t.resolved());
            t.gm(new GameResumed("gm@club.test", t.clock.now));
            t.pass();
            assertEquals(1, t.resolved().size());
        }
    }

    @Test
    void an_extension_moves_the_deadline_and_the_grace_end_of_the_open_window_only() {
        try (Table t = new Table(dir).create(Schedule.afterResults(24, 12, Lateness.DEFAULT, null))) {
            Instant opened = t.clock.now;
            t.orders(t.red);
            t.gm(new DeadlineExtended(t.window(), 48, "gm@club.test", t.clock.now));
            assertEquals(opened.plus(Duration.ofHours(72)), t.game().deadline().orElseThrow());
            assertEquals(opened.plus(Duration.ofHours(84)), t.game().graceEnd().orElseThrow());
            t.run(HOUR, opened.plus(Duration.ofHours(83)));
            assertEquals(List.of(), t.resolved());
            t.run(HOUR, opened.plus(Duration.ofHours(84)));
            assertEquals(1, t.resolved().size());
            assertEquals(t.clock.now.plus(Duration.ofHours(24)), t.game().deadline().orElseThrow(),
                    "the next window has the schedule's own deadline again");
        }
    }
}
