package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent.GamePaused;
import herald.app.game.GameEvent.GameResumed;
import herald.app.game.GameEvent.WindowResolved;
import herald.app.game.Schedule;
import herald.app.game.Schedule.Lateness;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * March 2026 at a club in London, through the real mail loop: deadlines Monday and Thursday 20:00
 * London time, a day's grace, late sides hold, a reminder 12 hours ahead. Red answers every turn mail
 * at once; blue answers only when told his orders are late, forgets turn 5 altogether, and goes on a
 * ten-day holiday, for which the GM pauses the game. The clocks go forward on 29 March. Both sides
 * hold every piece, so the battle outlasts the month.
 */
class ClubMonthTest {
    @TempDir
    Path dir;

    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";
    static final ZoneId LONDON = ZoneId.of("Europe/London");

    @Test
    void a_month_of_deadlines_reminders_a_holiday_and_a_forgotten_turn() {
        Schedule schedule = Schedule.fixed(List.of(DayOfWeek.MONDAY, DayOfWeek.THURSDAY), LocalTime.of(20, 0), LONDON,
                24, Lateness.DEFAULT, 12);
        try (ClubMonth month = new ClubMonth(dir)) {
            month.create(schedule, Map.of(
                    RED, (mail, m) -> mail.subject().contains("Welcome") || mail.subject().contains("result"),
                    BLUE, (mail, m) -> mail.subject().contains("are late") && !mail.subject().contains("turn 5 ")));
            Instant start = month.clock.now; // Sunday 1 March 10:00 UTC
            month.at(Instant.parse("2026-03-11T10:00:00Z"), () -> month.gm(new GamePaused("gm@club.test",
                    "blue on holiday", month.clock.now)));
            month.at(Instant.parse("2026-03-21T10:00:00Z"), () -> month.gm(new GameResumed("gm@club.test",
                    month.clock.now)));
            month.liveUntil(start.plus(java.time.Duration.ofDays(30)));

            // The calendar, worked out by hand from the schedule (a deadline is at least 12 hours after the results):
            //  turn 1 due Mon 2 Mar 20:00, blue answers the late reminder, resolved 21:00
            //  turn 2 due Thu 5 Mar, turn 3 due Mon 9 Mar, likewise
            //  turn 4 due Thu 12 Mar, paused 11-21 Mar: due ten days later, Sun 22 Mar 20:00, resolved 21:00
            //  turn 5 due Mon 23 Mar 20:00; blue forgets it; the grace ends Tue 24 Mar 20:00: blue holds
            //  turn 6 due Thu 26 Mar 20:00, resolved 21:00
            //  turn 7 due Mon 30 Mar 20:00 BST (19:00 UTC), resolved 21:00 BST; turn 8 is open at the month's end
            List<WindowResolved> resolved = month.world.umpire.games().history(month.gameId).stream()
                    .map(s -> s.event()).filter(e -> e instanceof WindowResolved).map(e -> (WindowResolved) e).toList();
            assertEquals(List.of("2026-03-02T21:00:00Z", "2026-03-05T21:00:00Z", "2026-03-09T21:00:00Z",
                    "2026-03-22T21:00:00Z", "2026-03-24T20:00:00Z", "2026-03-26T21:00:00Z", "2026-03-30T20:00:00Z"),
                    resolved.stream().map(w -> w.at().toString()).toList());
            String blueSide = month.game().seatByEmail(BLUE).orElseThrow().side();
            assertEquals("default", resolved.get(4).orders().get(blueSide), "turn 5: blue sent nothing");
            assertEquals(1, resolved.stream().filter(w -> w.orders().containsValue("default")).count());

            assertEquals(7, month.mails(BLUE, "Reminder: orders for turn").size(), "12 hours before each deadline");
            assertEquals(7, month.mails(BLUE, "are late").size(), "at each deadline; the grace is one day: no second");
            assertEquals(7, month.mails(RED, "still waiting").size(), "red hears once per window who is late");
            assertEquals(0, month.mails(RED, "Reminder").size() + month.mails(RED, "are late").size(),
                    "red is never reminded: his orders were always in");
            assertEquals(7, month.mails(RED, "result").size());
            assertEquals(7, month.mails(BLUE, "result").size());
            assertEquals(8, month.mails(RED, "Orders accepted").size(), "turns 1 to 8");
            assertEquals(6, month.mails(BLUE, "Orders accepted").size(), "turns 1 to 7, less the forgotten 5th");
            assertEquals(2 + 7 + 7 + 7 + 7 + 7 + 8 + 6, month.received.size(),
                    "welcomes, reminders, notes, results, acceptances: nothing else, nothing twice");

            for (ClubMonth.Received r : month.mails(BLUE, "are late")) {
                assertFalse(r.at().isAfter(Instant.parse("2026-03-11T10:00:00Z"))
                        && r.at().isBefore(Instant.parse("2026-03-21T10:00:00Z")), "no reminder on holiday: " + r);
                assertEquals(LocalTime.of(20, 0), r.at().atZone(LONDON).toLocalTime().withMinute(0), r.toString());
            }

            ClubMonth.Received turn5 = month.mails(RED, "Turn 5 result").get(0);
            String side = month.game().ruleset().sides(month.game().rules()).stream()
                    .filter(s -> s.id().equals(blueSide)).findFirst().orElseThrow().name();
            assertTrue(turn5.mail().text().contains(side + ": no orders received, so every piece held."),
                    turn5.mail().text());
            assertTrue(month.mails(BLUE, "turn 7 are late").get(0).mail().text()
                    .contains("They were due by Mon 30 Mar 2026 20:00 London time."), "20:00 on the club's clocks, in summer time");
            String pdf = Pdfs.text(MailWorld.pdfs(turn5.mail()).get(0));
            assertTrue(Pdfs.holds(pdf, side + ": no orders received"), pdf);
            assertFalse(month.mails(RED, "Turn 4 result").get(0).mail().text().contains("no orders received"));
        }
    }
}
