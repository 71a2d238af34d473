package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.Outcome;
import herald.engine.lonewolf.events.GameEnded;
import herald.engine.lonewolf.events.InitiativeDecided;
import herald.engine.lonewolf.events.InitiativeRolled;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TurnTest {

    private static Battle duel(int turnLimit) {
        return Battle.fromJson(Battle.json(Battle.open(5, 5), List.of(
                "S1 sommerlund human sword mail - regular C2 N",
                "S2 sommerlund human sword mail - regular A5 N",
                "G1 giaks giak sword mail - regular C3 S"), turnLimit, "{}"));
    }

    @Test
    void given_tied_initiative_rolls_then_both_roll_again_until_they_differ() {
        Battle.Turn t = duel(10).turn(Map.of("sommerlund", "HOLD S1", "giaks", "HOLD G1"), 5, 5, 2, 2, 4, 9);

        assertEquals(List.of(5, 5, 2, 2, 4, 9), t.all(InitiativeRolled.class).stream().map(InitiativeRolled::roll).toList());
        InitiativeDecided decided = t.all(InitiativeDecided.class).get(0);
        assertEquals("giaks", decided.red());
        assertEquals("sommerlund", decided.blue());
        assertEquals("giaks", t.after().state.red());
    }

    @Test
    void given_every_enemy_removed_then_that_side_wins_at_the_end_of_the_turn() {
        Battle.Turn t = duel(10).turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "HOLD G1"), 6, 3, 1);

        assertEquals(new Outcome("sommerlund", "every piece of the Giak raiders has been removed: the Sommerlund patrol win"),
                Battle.RULES.outcome(t.after().state).orElseThrow());
        assertTrue(Battle.RULES.window(t.after().state).isEmpty());
        assertEquals(1, t.after().state.turn());
    }

    @Test
    void given_the_turn_limit_with_no_losses_then_it_is_a_draw() {
        Battle.Turn t = duel(1).turn(Map.of("sommerlund", "HOLD S1", "giaks", "HOLD G1"), 6, 3);

        GameEnded end = t.all(GameEnded.class).get(0);
        assertNull(end.winner());
        assertTrue(end.reason().contains("a draw"), end.reason());
    }

    @Test
    void given_the_turn_limit_with_more_enemies_removed_then_that_side_wins() {
        Battle b = Battle.fromJson(Battle.json(Battle.open(5, 5), List.of(
                "S1 sommerlund human sword mail - regular C2 N",
                "G1 giaks giak sword mail - regular C3 S",
                "G2 giaks giak sword mail - regular E5 S"), 1, "{}"));

        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "HOLD G2"), 6, 3, 1, 6, 6);

        assertEquals("sommerlund", t.all(GameEnded.class).get(0).winner());
    }

    @Test
    void given_a_resolved_turn_then_the_window_moves_on_and_the_report_has_a_section_per_phase() {
        Battle.Turn t = duel(10).turn(Map.of("sommerlund", "HOLD S1", "giaks", "HOLD G1"), 6, 3);

        assertEquals("T2", Battle.RULES.window(t.after().state).orElseThrow().id());
        assertEquals(List.of("Turn 1 - Phase 0: initiative", "Turn 1 - Phase 1: first fire", "Turn 1 - Phase 2: movement",
                        "Turn 1 - Phase 3: second fire", "Turn 1 - Phase 4: combat", "Turn 1 - Phase 5: morale"),
                t.after().state.report().stream().map(r -> r.heading()).toList());
    }
}
