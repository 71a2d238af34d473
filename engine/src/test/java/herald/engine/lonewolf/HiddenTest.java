package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceRevealed;
import herald.engine.view.CounterView;
import herald.engine.view.PlayerView;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Hidden deployment (L311-317): hidden pieces stay off the enemy's map until revealed. */
class HiddenTest {
    /*
     *   8 ..........
     *   7 ..........
     *   6 ...sss....   G1 hidden in the scrub at E6, facing S
     *   5 ...sss....
     *   4 ..........
     *   3 ..........
     *   2 ..........
     *   1 ....S.....   S1 at E1, facing N
     *     ABCDEFGHIJ
     */
    static final List<String> BOARD = List.of("..........", "..........", "...sss....", "...sss....", "..........",
            "..........", "..........", "..........");

    static Battle ambush() {
        return Battle.of(BOARD, "S1 sommerlund human longbow,dagger leather - regular E1 N",
                "G1 giaks giak shortbow,dagger leather - regular E6 S hidden=true");
    }

    static List<String> counters(PlayerView v) {
        return v.board().counters().stream().map(CounterView::label).toList();
    }

    @Test
    void given_a_hidden_piece_then_its_own_side_sees_it_and_the_enemy_does_not() {
        Battle b = ambush();
        assertEquals(List.of("S1"), counters(Battle.RULES.view(b.state, "sommerlund")));
        assertEquals(List.of("S1", "G1"), counters(Battle.RULES.view(b.state, "giaks")));
        assertTrue(Battle.RULES.view(b.state, "giaks").sheets().get(0).rows().get(0).contains("hidden"));
        String notes = String.join("\n", Battle.RULES.view(b.state, "sommerlund").notes());
        assertTrue(notes.contains("Giak raiders have lost 0 of 0"), notes);
    }

    @Test
    void given_a_hidden_enemy_when_an_order_names_it_then_it_is_refused_as_if_there_were_no_such_piece() {
        Battle b = ambush();
        OrdersRuling hidden = b.check("sommerlund", "FIRE S1 AT G1");
        OrdersRuling none = b.check("sommerlund", "FIRE S1 AT G9");
        assertFalse(hidden.accepted());
        assertEquals(none.toString().replace("G9", "G1"), hidden.toString());
    }

    @Test
    void given_a_hidden_piece_when_it_moves_within_cover_then_only_its_side_reads_the_move() {
        Battle.Turn t = ambush().turn(Map.of("giaks", "MOVE G1 SE"), 6, 3);
        PieceMoved m = t.all(PieceMoved.class).get(0);
        assertEquals(Set.of("giaks"), m.visibleTo());
        assertTrue(t.all(PieceRevealed.class).isEmpty());
        assertFalse(Battle.RULES.view(t.after().state, "sommerlund").report().toString().contains("G1"));
        assertTrue(Battle.RULES.view(t.after().state, "giaks").report().toString().contains("G1 moves E6 → F5, 1 square"));
    }

    @Test
    void given_a_hidden_piece_when_it_moves_into_the_open_then_it_is_revealed_to_all() {
        Battle.Turn t = ambush().turn(Map.of("giaks", "MOVE G1 S S"), 6, 3);
        PieceRevealed r = t.all(PieceRevealed.class).get(0);
        assertEquals("G1 was hidden and is revealed at E4: it moved out of cover into the open", r.describe());
        assertTrue(r.visibleTo().isEmpty());
        assertEquals(List.of("S1", "G1"), counters(Battle.RULES.view(t.after().state, "sommerlund")));
        assertTrue(t.after().check("sommerlund", "FIRE S1 AT G1").accepted());
    }

    @Test
    void given_a_hidden_piece_when_an_enemy_comes_within_two_squares_in_sight_then_it_is_revealed() {
        Battle.Turn near = ambush().turn(Map.of("sommerlund", "MOVE S1 N N"), 6, 3);
        assertTrue(near.all(PieceRevealed.class).isEmpty(), "three squares away: still hidden");
        Battle.Turn seen = near.after().turn(Map.of("sommerlund", "MOVE S1 N"), 6, 3);
        assertEquals("G1 was hidden and is revealed at E6: S1 at E4 can see it", seen.all(PieceRevealed.class).get(0).describe());
    }

    @Test
    void given_a_hidden_piece_in_a_wood_then_trees_between_keep_it_hidden_even_close_by() {
        Battle b = Battle.of(List.of("....", "ttt.", "ttt.", "...."),
                "S1 sommerlund human sword mail shield regular A1 N",
                "G1 giaks giak spear mail shield regular A3 S hidden=true");
        assertEquals(List.of("S1"), counters(Battle.RULES.view(b.state, "sommerlund")), "A2 is trees: A1 cannot see A3");
    }

    @Test
    void given_a_hidden_archer_when_it_shoots_then_it_is_revealed_before_the_shot() {
        Battle.Turn t = ambush().turn(Map.of("giaks", "FIRE G1 AT S1"), 3, 6, 99, 99);
        List<RuleEvent> e = t.events();
        int revealed = e.indexOf(t.all(PieceRevealed.class).get(0));
        int fired = e.indexOf(t.all(PieceFired.class).get(0));
        assertTrue(revealed >= 0 && revealed < fired, t.lines().toString());
        assertTrue(t.all(PieceRevealed.class).get(0).describe().endsWith("it opens fire"));
    }

    @Test
    void a_scenario_may_not_hide_a_piece_in_the_open_or_in_sight_of_the_enemy() {
        ScenarioException open = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(Battle.json(BOARD, List.of(
                "S1 sommerlund human longbow,dagger leather - regular E1 N",
                "G1 giaks giak shortbow,dagger leather - regular E4 S hidden=true"), 10, "{}"), "t.json"));
        assertTrue(open.getMessage().contains("G1 cannot start hidden on open ground at E4"), open.getMessage());
        ScenarioException seen = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(Battle.json(BOARD, List.of(
                "S1 sommerlund human longbow,dagger leather - regular E4 N",
                "G1 giaks giak shortbow,dagger leather - regular E6 S hidden=true"), 10, "{}"), "t.json"));
        assertTrue(seen.getMessage().contains("the enemy S1 at E4 could see it"), seen.getMessage());
    }
}
