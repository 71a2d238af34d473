package herald.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.ReminderSent;
import herald.journal.NewEvent;
import herald.journal.StoredEvent;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The deadline events in the journal: written and read back whole, and games journalled before them still read. */
class ScheduleEventsTest {
    private final EventCodec codec = new EventCodec(Rulesets.byId("lonewolf"));

    private Object roundTrip(Object event) {
        NewEvent written = codec.encode(event);
        return codec.decode(new StoredEvent("LW-TEST1", 1, 1, written.type(), written.schemaVersion(), written.payload(),
                Instant.EPOCH, "", ""));
    }

    @Test
    void a_game_with_a_fixed_schedule_and_a_reminder_read_back_equal() throws Exception {
        Schedule fixed = Schedule.fixed(List.of(DayOfWeek.MONDAY, DayOfWeek.THURSDAY), LocalTime.of(20, 0),
                ZoneId.of("Europe/London"), 24, Schedule.Lateness.WAIT, 12);
        GameCreated created = new GameCreated("LW-TEST1", "lonewolf", "1", "patrol", Map.of(), List.of(), "abc", null,
                null, Instant.parse("2026-03-01T10:00:00Z"), null, fixed);
        assertEquals(created, roundTrip(created));
        ReminderSent reminder = new ReminderSent("T1", "late-0", List.of("giaks"), Instant.parse("2026-03-02T20:00:00Z"));
        assertEquals(reminder, roundTrip(reminder));
        List<String> written = new java.util.ArrayList<>();
        codec.json().readTree(codec.encode(created).payload()).get("schedule").fieldNames().forEachRemaining(written::add);
        assertEquals(List.of("kind", "hours", "days", "time", "zone", "graceHours", "lateness", "remindBeforeHours"),
                written, "the club's choice and nothing derived from it");
    }

    @Test
    void a_game_created_before_schedules_reads_with_its_deadline_hours_as_before() {
        String old = "{\"gameId\":\"LW-OLD01\",\"rulesetId\":\"lonewolf\",\"rulesetVersion\":\"1\",\"scenario\":\"patrol\","
                + "\"options\":{},\"seats\":[],\"diceCommitment\":\"abc\",\"scriptedDice\":null,\"deadlineHours\":48,"
                + "\"createdAt\":\"2026-03-01T10:00:00Z\"}";
        GameCreated created = (GameCreated) codec.decode(new StoredEvent("LW-OLD01", 1, 1, "GameCreated",
                herald.app.game.Upcasts.current("GameCreated"), old, Instant.EPOCH, "", ""));
        assertNull(created.schedule());
        GameRecord game = Games.fold(GameRecord.empty(codec.ruleset()), created);
        assertEquals(Schedule.afterResults(48, 0, Schedule.Lateness.DEFAULT, null), game.schedule().orElseThrow());
    }
}
