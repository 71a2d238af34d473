package herald.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.SideResigned;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A side leaving a three-sided basic fantasy game, folded: no mail, no database. */
class SideLeavesFoldTest {
    static final Instant T0 = Instant.parse("2026-11-01T10:00:00Z");
    final Ruleset bf = Rulesets.byId("basicfantasy");

    private GameRecord created() throws Exception {
        Path file = Path.of(getClass().getResource("/herald/app/three-sides.json").toURI());
        List<RuleEvent> setUp = ScenarioSource.of(bf, file.toString()).setUp(bf, Map.of());
        List<Seat> seats = List.of("men", "orcs", "dwarves").stream()
                .map(s -> new Seat(s, s + "@club.test", "salt", "hash")).toList();
        GameRecord game = Games.fold(GameRecord.empty(bf), new GameCreated("FW-TEST1", bf.id(), bf.version(),
                "three-sides.json", Map.of(), seats, "c", null, 48, T0, null, null));
        for (RuleEvent e : setUp) {
            game = Games.fold(game, e);
        }
        return game;
    }

    private GameRecord leave(GameRecord game, String side, Instant at) {
        List<RuleEvent> events = bf.sideLeaves(game.rules(), side).orElseThrow();
        for (RuleEvent e : events) {
            game = Games.fold(game, e);
        }
        return Games.fold(game, new SideResigned(side, !"orcs".equals(side), side, at));
    }

    @Test
    void a_side_leaving_out_of_turn_drops_out_of_the_playing_seats_and_the_window_keeps_its_clock() throws Exception {
        GameRecord game = created();
        Instant deadline = game.deadline().orElseThrow();
        GameRecord after = leave(game, "orcs", T0.plus(Duration.ofHours(3)));
        assertEquals(List.of("men", "dwarves"), after.table().playing().stream().map(Seat::side).toList());
        assertEquals(3, after.seats().size(), "the seat stays, to be told the result");
        assertEquals("T1-men", after.window().orElseThrow().id());
        assertEquals(deadline, after.deadline().orElseThrow());
        assertTrue(after.table().resolutionStart() == null, "a resignation is no resolution for VOID TURN");
    }

    @Test
    void the_side_due_leaving_opens_the_next_sides_window_with_a_clock_of_its_own_and_no_orders_in() throws Exception {
        GameRecord game = Games.fold(created(), new OrdersAccepted("men", "T1-men", "<m1>", T0, "HOLD M1",
                List.of("HOLD M1")));
        Instant at = T0.plus(Duration.ofHours(5));
        GameRecord after = leave(game, "men", at);
        assertEquals("T1-orcs", after.window().orElseThrow().id());
        assertEquals(Map.of(), after.pending());
        assertEquals(at.plus(Duration.ofHours(48)), after.deadline().orElseThrow());
        assertEquals(List.of("orcs"), after.lateSides());
    }
}
