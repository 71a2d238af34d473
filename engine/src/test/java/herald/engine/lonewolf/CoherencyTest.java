package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** U1-U4: after movement a unit is one group; a gap is closed in the next movement phase. */
class CoherencyTest {
    /*
     *   6 ......   G1 far off
     *   2 .AB...   A, B, C one unit in a line
     *   1 ..C...
     *     ABCDEF
     */
    static Battle line(Map<String, String> options, String... extra) {
        List<String> pieces = new java.util.ArrayList<>(List.of(
                "A sommerlund human spear mail shield regular B2 N unit=spears",
                "B sommerlund human spear mail shield regular C2 N unit=spears",
                "C sommerlund human spear mail shield regular C1 N unit=spears",
                "G1 giaks giak spear mail shield regular F6 S"));
        pieces.addAll(List.of(extra));
        String json = Battle.json(Battle.open(6, 6), pieces, 10, "{}");
        try {
            return new Battle(Battle.fold(Battle.RULES.initial(), Battle.RULES.setUp(json, "t.json", options)));
        } catch (herald.engine.ScenarioException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void given_a_unit_in_touch_when_a_move_leaves_a_piece_out_of_touch_then_the_orders_are_refused() {
        OrdersRuling r = line(Map.of()).check("sommerlund", "MOVE A N N");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("these moves split the spears: A would be cut off from B, C"), r.toString());
    }

    @Test
    void given_a_unit_in_touch_when_it_moves_together_then_the_orders_are_accepted() {
        assertTrue(line(Map.of()).check("sommerlund", "MOVE B N\nMOVE A N\nMOVE C N").accepted());
    }

    @Test
    void under_open_order_one_empty_square_between_pieces_is_allowed_but_not_two() {
        Battle open = line(Map.of("coherency", "open"));
        assertTrue(open.check("sommerlund", "MOVE A N").accepted(), "A at B3 is two squares from C1 and B2: one between");
        assertFalse(open.check("sommerlund", "MOVE A N N N").accepted());
    }

    @Test
    void heroes_are_exempt_from_coherency() {
        Battle b = line(Map.of(), "P1 sommerlund human sword mail shield veteran D1 N class=hero name=Pelathar unit=spears");
        assertTrue(b.check("sommerlund", "MOVE P1 N N N").accepted());
    }

    @Test
    void a_unit_split_by_a_move_that_was_halted_must_close_up_next_turn() {
        Battle b = line(Map.of());
        Battle.Turn t = b.raw(Map.of("sommerlund", List.of("MOVE A N N N")), 3, 7);
        OrdersRuling stay = t.after().check("sommerlund", "HOLD B");
        assertTrue(stay.toString().contains("the spears is split: A must move this turn to close up with B, C"), stay.toString());
        assertEquals(true, t.after().check("sommerlund", "MOVE A S S").accepted());
    }
}
