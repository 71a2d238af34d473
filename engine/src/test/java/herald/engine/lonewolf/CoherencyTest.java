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
        assertTrue(r.toString().contains("these moves would cut A off from the rest of the spears (B, C)"), r.toString());
    }

    @Test
    void given_a_unit_in_touch_when_moves_break_it_into_three_then_the_refusal_names_each_part() {
        OrdersRuling r = line(Map.of()).check("sommerlund", "MOVE A N N\nMOVE C E E");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("these moves would break the spears into 3 parts ("), r.toString());
        assertFalse(r.toString().contains("; C") || r.toString().contains("; A"), r.toString());
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

    /*
     * durncrag, seed -10946, turn 3 (the darklords are the giaks here): the Drakkarim K1-K3 (row 13)
     * and K4-K6 are two groups of three after casualties; the crossbowman X4 (K11) is a stray of his
     * own unit. Low walls (w) at K11, L11; the Vordak V1 stands at M8.
     *
     *  14 ........XX..........   X1 I14, X2 J14
     *  13 .......KKK..........   K1 H13, K2 I13, K3 J13
     *  11 ..........Xw........   X4 K11 (on the wall), L11 wall
     *  10 ......DH..KK........   DK G10, H4 H10, K4 K10, K5 L10
     *   9 ......CH....K.......   CP G9, H2 H9, K6 M9
     *   8 ......HH....V.......   H3 G8, H1 H8, V1 M8
     *     ABCDEFGHIJKLMNOPQRST
     */
    static Battle durncrag() {
        List<String> rows = List.of(
                "rrr..............rrr",
                "rr..ttt.........rrrr",
                "r...ttt..........rr.",
                ".....t..............",
                "....................",
                "..........ww........",
                "...ss...............",
                "..sss.........ttt...",
                "..ss..........tttt..",
                "..............ttt...",
                "........rr..........",
                "rr......rr..........",
                "rrr.................",
                "rrr.................",
                "rr..................",
                "r...................");
        List<String> pieces = List.of(
                "LW sommerlund dwarf axe mail shield veteran L7 N",
                "CP sommerlund dwarf axe mail shield veteran G9 N class=hero name=Captain_of_Bor",
                "D1 sommerlund dwarf arquebus,axe mail - regular J4 N unit=gunners",
                "D2 sommerlund dwarf arquebus,axe mail - regular J5 N unit=gunners",
                "D4 sommerlund dwarf arquebus,axe mail - regular I3 N unit=gunners",
                "H1 sommerlund dwarf axe mail shield regular H8 N unit=axemen",
                "H2 sommerlund dwarf axe mail shield regular H9 N unit=axemen",
                "H3 sommerlund dwarf axe mail shield regular G8 N unit=axemen",
                "H4 sommerlund dwarf axe mail shield regular H10 N unit=axemen",
                "V1 giaks vordak mace mail - regular M8 S class=monster",
                "DK giaks drakkarim halberd plate - veteran G10 S class=hero name=Drakkar_captain",
                "K1 giaks drakkarim halberd plate - regular H13 S unit=Drakkarim",
                "K2 giaks drakkarim halberd plate - regular I13 S unit=Drakkarim",
                "K3 giaks drakkarim halberd plate - regular J13 S unit=Drakkarim",
                "K4 giaks drakkarim halberd plate - regular K10 S unit=Drakkarim",
                "K5 giaks drakkarim halberd plate - regular L10 S unit=Drakkarim",
                "K6 giaks drakkarim halberd plate - regular M9 S unit=Drakkarim",
                "X1 giaks drakkarim crossbow,sword mail - regular I14 S unit=crossbowmen",
                "X2 giaks drakkarim crossbow,sword mail - regular J14 S unit=crossbowmen",
                "X4 giaks drakkarim crossbow,sword mail - regular K11 S unit=crossbowmen",
                "GZ1 giaks gourgaz axe leather shield regular M7 W unit=gourgaz",
                "GZ2 giaks gourgaz axe leather shield regular M6 S unit=gourgaz",
                "GZ3 giaks gourgaz axe leather shield regular L6 W unit=gourgaz",
                "GZ4 giaks gourgaz axe leather shield regular L5 W unit=gourgaz");
        return Battle.fromJson(Battle.json(rows, pieces, 10, "{}"));
    }

    @Test
    void given_the_durncrag_split_when_a_unit_mate_takes_the_only_square_nearer_then_the_stray_is_not_asked_to_move() {
        Battle b = durncrag();
        // K5's only step nearer K1-K3 is N to L11; K4 takes it. With X4 still on K11, K5 has no step nearer left
        OrdersRuling r = b.check("giaks", "MOVE K4 NE\nMOVE K6 N\nMOVE X4 N\nMOVE K5 NW");
        assertTrue(r.accepted(), r.toString());
        OrdersRuling k5Blocked = b.check("giaks", "MOVE K4 NE\nMOVE K6 N\nFACE X4 N");
        assertFalse(k5Blocked.toString().contains("the Drakkarim is split"), k5Blocked.toString());
    }

    @Test
    void given_the_durncrag_split_when_another_piece_leaves_the_square_a_stray_needs_then_the_stray_must_take_it() {
        // X4 leaves K11, so K5 (moving last) can step NW onto it: the check asks for K5, and only K5
        OrdersRuling r = durncrag().check("giaks", "MOVE X4 N\nMOVE K4 NE\nMOVE K6 N");
        assertTrue(r.toString().contains("the Drakkarim is split: K5 must move this turn to close up with K1, K2, K3"), r.toString());
    }

    @Test
    void given_the_durncrag_split_the_simulated_player_closes_up_without_being_refused() {
        Battle b = durncrag();
        String body = SimulatedPlayer.orders(b.state, "giaks");
        assertTrue(b.check("giaks", body).accepted(), body + b.check("giaks", body));
    }
}
