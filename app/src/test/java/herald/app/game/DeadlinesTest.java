package herald.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.app.game.Schedule.Lateness;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fixed-day deadlines land on the club's local time, whatever the clocks did in between. */
class DeadlinesTest {
    private static final ZoneId LONDON = ZoneId.of("Europe/London");
    private static final Schedule MON_THU_8PM = Schedule.fixed(List.of(DayOfWeek.MONDAY, DayOfWeek.THURSDAY),
            LocalTime.of(20, 0), LONDON, 0, Lateness.DEFAULT, null);

    @Test
    void the_next_chosen_day_at_the_chosen_time_in_winter_is_that_time_in_utc() {
        // Tuesday 24 March 2026, London on GMT: due Thursday 26 March at 20:00 GMT.
        assertEquals(Instant.parse("2026-03-26T20:00:00Z"),
                Deadlines.due(MON_THU_8PM, Instant.parse("2026-03-24T10:00:00Z")));
    }

    @Test
    void across_the_spring_clock_change_20_00_stays_20_00_in_london_so_an_hour_earlier_in_utc() {
        // Friday 27 March (GMT); the clocks go forward on Sunday 29 March; Monday 30 March 20:00 BST is 19:00 UTC.
        Instant due = Deadlines.due(MON_THU_8PM, Instant.parse("2026-03-27T10:00:00Z"));
        assertEquals(Instant.parse("2026-03-30T19:00:00Z"), due);
        assertEquals(LocalTime.of(20, 0), due.atZone(LONDON).toLocalTime());
    }

    @Test
    void across_the_autumn_clock_change_the_deadline_moves_back_an_hour_in_utc() {
        // Friday 23 October 2026 (BST); the clocks go back on Sunday 25 October; Monday 26 October 20:00 GMT.
        assertEquals(Instant.parse("2026-10-26T20:00:00Z"),
                Deadlines.due(MON_THU_8PM, Instant.parse("2026-10-23T10:00:00Z")));
    }

    @Test
    void a_window_opened_an_hour_before_a_slot_skips_to_the_next_slot() {
        // Results at Thursday 19:00: Thursday 20:00 would leave an hour, so the deadline is Monday's.
        assertEquals(Instant.parse("2026-03-30T19:00:00Z"),
                Deadlines.due(MON_THU_8PM, Instant.parse("2026-03-26T19:00:00Z")));
    }

    @Test
    void a_window_opened_just_after_a_deadline_takes_the_next_day_when_it_is_half_a_day_away() {
        Schedule daily = Schedule.fixed(List.of(DayOfWeek.values()), LocalTime.of(20, 0), LONDON, 0, Lateness.DEFAULT,
                null);
        assertEquals(Instant.parse("2026-01-13T20:00:00Z"),
                Deadlines.due(daily, Instant.parse("2026-01-12T20:05:00Z")));
    }

    @Test
    void a_time_the_clocks_skip_is_taken_as_the_same_moment_after_the_jump() {
        Schedule sunday130 = Schedule.fixed(List.of(DayOfWeek.SUNDAY), LocalTime.of(1, 30), LONDON, 0, Lateness.DEFAULT,
                null);
        // 01:30 does not exist in London on 29 March 2026; ZonedDateTime moves it to 02:30 BST = 01:30 UTC.
        assertEquals(Instant.parse("2026-03-29T01:30:00Z"),
                Deadlines.due(sunday130, Instant.parse("2026-03-27T10:00:00Z")));
    }

    @Test
    void hours_after_results_count_plain_hours_and_ignore_the_clocks() {
        Schedule h48 = Schedule.afterResults(48, 0, Lateness.DEFAULT, null);
        assertEquals(Instant.parse("2026-03-30T10:00:00Z"), Deadlines.due(h48, Instant.parse("2026-03-28T10:00:00Z")));
    }
}
