package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.MoraleTested;
import herald.engine.lonewolf.events.PieceFled;
import herald.engine.lonewolf.events.PieceMoved;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Morale (M1-M8) and the rulebook's worked examples LW-EX-5 to LW-EX-8. */
class MoraleTest {

    /** Ten Giaks of the "warband" in row 6, one Sommerlund swordsman far off. */
    private static Battle warbandOfTen() {
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            pieces.add("G" + (i + 1) + " giaks giak sword mail - regular " + Square.columnLabel(i) + "6 S unit=warband");
        }
        pieces.add("S1 sommerlund human sword mail - regular A1 N");
        return Battle.fromJson(Battle.json(Battle.open(12, 6), pieces, 10, "{}"));
    }

    private static LoneWolfState removed(LoneWolfState s, int count) {
        for (int i = 1; i <= count; i++) {
            s = s.withPiece(s.pieceOrThrow("G" + i).withRemoved(1, "test"));
        }
        return s;
    }

    private static final Morale.Unit WARBAND = new Morale.Unit("giaks", "warband");

    @Test
    void given_LW_EX_5_a_unit_of_10_losing_2_in_the_turn_must_test_and_losing_1_need_not() {
        LoneWolfState start = warbandOfTen().state;

        Morale.Reasons two = Morale.reasons(start, removed(start, 2), List.of(), WARBAND, false);
        Morale.Reasons one = Morale.reasons(start, removed(start, 1), List.of(), WARBAND, false);

        assertEquals(List.of("lost 2 of 10 this turn"), two.why());
        assertFalse(one.mustTest());
    }

    @Test
    void given_LW_EX_6_a_unit_of_10_with_5_left_tests_every_turn_and_with_6_left_does_not() {
        LoneWolfState five = removed(warbandOfTen().state, 5);
        LoneWolfState six = removed(warbandOfTen().state, 4);

        Morale.Reasons r = Morale.reasons(five, five, List.of(), WARBAND, false);
        assertEquals(List.of("down to 5 of 10"), r.why(), "no losses this turn, still a test");
        assertEquals(-2, r.modifiers().get(0).value());
        assertFalse(Morale.reasons(six, six, List.of(), WARBAND, false).mustTest());
    }

    @Test
    void given_LW_EX_7_Humans_roll_10_plus_1D6_and_a_4_makes_14() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N unit=u",
                "S2 sommerlund human sword mail - regular A1 N unit=u",
                "S3 sommerlund human sword mail - regular B1 N unit=u",
                "S4 sommerlund human sword mail - regular D1 N unit=u",
                "S5 sommerlund human sword mail - regular E1 N unit=u",
                "G1 giaks giak sword mail - regular C3 S unit=u");

        // initiative 3 v 6: the Giaks are red; G1 kills S1 (1): 1 of 5 lost; D6 = 4
        Battle.Turn t = b.turn(Map.of("giaks", "ATTACK G1 S1", "sommerlund", "HOLD S2"), 3, 6, 1, 4);

        MoraleTested m = t.all(MoraleTested.class).get(0);
        assertEquals(10, m.base());
        assertEquals(List.of(4), m.rolls());
        assertEquals(14, m.value());
        assertEquals("Carry On", m.result());
    }

    @Test
    void given_LW_EX_8_Giaks_roll_4_plus_2D6_and_5_and_3_make_12() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N unit=u",
                "G1 giaks giak sword mail - regular C3 S unit=u",
                "G2 giaks giak sword mail - regular A4 S unit=u",
                "G3 giaks giak sword mail - regular B4 S unit=u",
                "G4 giaks giak sword mail - regular D4 S unit=u",
                "G5 giaks giak sword mail - regular E4 S unit=u");

        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "HOLD G2"), 6, 3, 1, 5, 3);

        MoraleTested m = t.all(MoraleTested.class).get(0);
        assertEquals(4, m.base());
        assertEquals(List.of(5, 3), m.rolls());
        assertEquals(12, m.value());
        assertEquals("Carry On", m.result());
        assertEquals(List.of("lost 1 of 5 this turn"), m.reasons());
    }

    @Test
    void a_routing_piece_whose_way_leaves_the_board_is_lost() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N unit=u",
                "G1 giaks giak sword mail - regular C3 S unit=u",
                "G2 giaks giak sword mail - regular C4 S unit=u");

        // S1 kills G1; G2: lost 1 of 2 this turn and half strength: 4 + 1 + 1 − 2 = 4: Rout, away from S1 (north)
        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "HOLD G2"), 6, 3, 1, 1, 1);

        assertEquals("Rout", t.all(MoraleTested.class).get(0).result());
        assertEquals(4, t.all(MoraleTested.class).get(0).value());
        PieceFled fled = t.all(PieceFled.class).get(0);
        assertEquals("G2", fled.piece());
        assertFalse(t.after().piece("G2").alive());
        assertEquals("sommerlund", Battle.RULES.outcome(t.after().state).orElseThrow().winner());
    }

    /**
     * <pre>
     *  10 . . . . .
     *   4 . . ~ . .     water ahead of the retiring Giak
     *   3 . . G . .     G1 faces S, towards the threat
     *   1 . . S . .     the threat
     *     A B C D E
     * </pre>
     */
    @Test
    void a_retiring_piece_turns_away_at_no_cost_and_flows_round_water_by_the_forward_diagonal() {
        List<String> rows = new ArrayList<>(Battle.open(5, 10));
        rows.set(10 - 4, "..~..");
        Battle b = Battle.of(rows,
                "S1 sommerlund human sword mail - regular C1 N",
                "G1 giaks giak sword mail - regular C3 S");
        TurnLog log = new TurnLog(b.state);

        Flight.flee(log, List.of(b.piece("G1")), b.piece("S1").square(), false);

        Piece g = log.state().pieceOrThrow("G1");
        assertEquals(Facing.N, g.facing());
        assertEquals(Square.parse("D9").orElseThrow(), g.square(), "D4 diagonally (2 MP), then D5 to D9 (5 MP): 7 MP");
        List<PieceMoved> moves = log.events().stream().filter(PieceMoved.class::isInstance).map(PieceMoved.class::cast).toList();
        assertEquals(Square.parse("D4").orElseThrow(), moves.get(0).to());
        assertTrue(moves.stream().noneMatch(m -> b.state.board().terrain(m.to()) == Terrain.WATER));
    }

    @Test
    void a_unit_attacked_in_the_rear_tests_and_the_attacker_is_the_threat() {
        Battle b = Battle.of(Battle.open(5, 8),
                "S1 sommerlund human sword mail - regular C2 N",
                "G1 giaks giak sword mail - regular C3 N",
                "G2 giaks giak sword mail - regular D3 N");

        // S1 attacks G1 from behind and misses (99); G1 replies by standing order and misses (99); 2D6 6 and 6
        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "HOLD G2"), 6, 3, 99, 99, 6, 6);

        MoraleTested m = t.all(MoraleTested.class).get(0);
        assertEquals(List.of("attacked in flank or rear by S1"), m.reasons());
        assertEquals(4 + 12 - 1, m.value());
    }
}
