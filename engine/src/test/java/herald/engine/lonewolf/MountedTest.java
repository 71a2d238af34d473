package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.board.Compass;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceTurned;
import herald.engine.view.CounterView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Mounted pieces on two squares (MV5). In the boards below R1 is a Human rider facing N with its front on D3 and its
 * rear on D2 ('^' front, 'v' rear):
 *
 * <pre>
 *   4 . . . . . . .
 *   3 . . . ^ . . .
 *   2 . . . v . . .
 *   1 . . . . . . .
 *     A B C D E F G
 * </pre>
 */
class MountedTest {
    private static final String RIDER = "R1 sommerlund human sword mail - regular D3 N mounted=true";
    private static final String FAR_GIAK = "G9 giaks giak sword mail - regular A7 S";

    private static Battle withRider(String... others) {
        List<String> pieces = new ArrayList<>(List.of(RIDER, FAR_GIAK));
        pieces.addAll(List.of(others));
        return Battle.of(Battle.open(7, 7), pieces.toArray(String[]::new));
    }

    private static Square sq(String label) {
        return Square.parse(label).orElseThrow();
    }

    private static String problem(Battle b, String id, Movement.Instruction... instructions) {
        List<Movement.Leg> legs = Movement.trace(b.state, b.piece(id), List.of(instructions));
        return legs.get(legs.size() - 1).problem();
    }

    // --- occupancy and set-up ---

    @Test
    void given_a_rider_then_both_its_squares_are_occupied_and_nobody_may_enter_the_rear() {
        Battle b = withRider("G1 giaks giak sword mail - regular A2 E");

        assertEquals("R1", b.state.occupant(sq("D2")).orElseThrow().id());
        assertEquals("R1", b.state.occupant(sq("D3")).orElseThrow().id());
        assertEquals(List.of(sq("D3"), sq("D2")), b.piece("R1").squares());
        Movement.Instruction e = new Movement.Instruction.Step(Compass.E);
        assertEquals("G1 would enter D2, occupied by R1", problem(b, "G1", e, e, e));
    }

    @Test
    void a_rider_whose_rear_is_off_the_board_is_refused_at_set_up_naming_piece_and_square() {
        String json = Battle.json(Battle.open(7, 7), List.of("R1 sommerlund human sword mail - regular D1 N mounted=true", FAR_GIAK), 10, "{}");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "test.json"));
        assertTrue(e.getMessage().contains("mounted R1 at D1 facing N has its rear square (3,-1) off the board"), e.getMessage());
    }

    @Test
    void a_rider_whose_rear_overlaps_another_piece_or_impassable_ground_is_refused_at_set_up() {
        String json = Battle.json(Battle.open(7, 7), List.of("S2 sommerlund human sword mail - regular D2 N", RIDER, FAR_GIAK), 10, "{}");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "test.json"));
        assertTrue(e.getMessage().contains("mounted R1 at D3 facing N has its rear square D2 where S2 stands"), e.getMessage());
        String after = Battle.json(Battle.open(7, 7), List.of(RIDER, "S2 sommerlund human sword mail - regular D2 N", FAR_GIAK), 10, "{}");
        e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(after, "test.json"));
        assertTrue(e.getMessage().contains("pieces[1].square: S2 and R1 are both on D2"), e.getMessage());

        List<String> rows = new ArrayList<>(Battle.open(7, 7));
        rows.set(7 - 2, "...~...");
        String wet = Battle.json(rows, List.of(RIDER, FAR_GIAK), 10, "{}");
        e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(wet, "test.json"));
        assertTrue(e.getMessage().contains("mounted R1 at D3 facing N cannot have its rear on D2: water is impassable"), e.getMessage());
    }

    // --- movement ---

    @Test
    void given_rocks_ahead_when_the_rider_moves_then_the_front_pays_for_each_square_it_enters_and_the_rear_follows() {
        List<String> rows = new ArrayList<>(Battle.open(7, 7));
        rows.set(7 - 4, "...r...");
        Battle b = Battle.of(rows, RIDER, FAR_GIAK);

        Battle.Turn t = b.turn(Map.of("sommerlund", "MOVE R1 N N"), 6, 3);

        List<PieceMoved> moves = t.all(PieceMoved.class);
        assertEquals(List.of(3, 1), moves.stream().map(PieceMoved::cost).toList(), "D4 rocks 3 MP; then D5 open 1 MP though the rear enters the rocks");
        assertEquals(List.of(sq("D5"), sq("D4")), t.after().piece("R1").squares());
    }

    @Test
    void a_diagonal_step_needs_the_square_beside_the_old_front_free_for_the_rear() {
        Battle b = withRider("S2 sommerlund human sword mail - regular E3 N");

        assertEquals("R1 cannot step its front to E4: its rear half would stand on E3, occupied by S2 (MV5)",
                problem(b, "R1", new Movement.Instruction.Step(Compass.NE)));
        assertEquals(null, problem(b, "R1", new Movement.Instruction.Step(Compass.NW)));
    }

    /**
     * <pre>
     *   3 . . . ^ . . .     a quarter turn to the E swings the rear over C2 and C3;
     *   2 . . S v . . .     S2 on C2 blocks it, while the turn to the W (E2, E3) is clear
     * </pre>
     */
    @Test
    void a_quarter_turn_pivots_on_the_front_and_the_rear_may_not_swing_through_a_piece() {
        Battle b = withRider("S2 sommerlund human sword mail - regular C2 N");

        assertEquals("R1 cannot turn to face E: its rear would swing over C2, occupied by S2 (a mounted piece pivots on its front square, MV5)",
                problem(b, "R1", new Movement.Instruction.TurnTo(Facing.E)));
        assertEquals(null, problem(b, "R1", new Movement.Instruction.TurnTo(Facing.W)));
        assertEquals(List.of("R1 cannot turn to face E: its rear would swing over C2, occupied by S2 (a mounted piece pivots on its front square, MV5)"),
                FireTest.messages(b.check("sommerlund", "FACE R1 E")));

        Battle.Turn t = b.turn(Map.of("sommerlund", "FACE R1 W"), 6, 3);
        assertEquals(1, t.all(PieceTurned.class).get(0).cost(), "1 MP a change of facing, as for infantry (MV4)");
        assertEquals(List.of(sq("D3"), sq("E3")), t.after().piece("R1").squares());
    }

    @Test
    void a_quarter_turn_may_not_swing_the_rear_into_impassable_ground_or_off_the_board() {
        List<String> rows = new ArrayList<>(Battle.open(7, 7));
        rows.set(7 - 2, "..~....");
        Battle b = Battle.of(rows, RIDER, FAR_GIAK);
        assertEquals("R1 cannot turn to face E: its rear would swing over C2, water, impassable (a mounted piece pivots on its front square, MV5)",
                problem(b, "R1", new Movement.Instruction.TurnTo(Facing.E)));

        Battle edge = Battle.of(Battle.open(7, 7), "R1 sommerlund human sword mail - regular A3 N mounted=true", FAR_GIAK);
        assertTrue(problem(edge, "R1", new Movement.Instruction.TurnTo(Facing.E)).contains("its rear would swing over (-1,1), off the board"));
    }

    @Test
    void an_about_turn_swings_round_whichever_side_is_clear_and_is_refused_when_both_are_blocked() {
        Battle oneSide = withRider("S2 sommerlund human sword mail - regular C3 N");
        assertEquals(null, problem(oneSide, "R1", new Movement.Instruction.TurnTo(Facing.S)));
        Battle.Turn t = oneSide.turn(Map.of("sommerlund", "FACE R1 S"), 6, 3);
        assertEquals(List.of(sq("D3"), sq("D4")), t.after().piece("R1").squares());

        Battle bothSides = withRider("S2 sommerlund human sword mail - regular C3 N", "S3 sommerlund human sword mail - regular E4 N");
        String why = problem(bothSides, "R1", new Movement.Instruction.TurnTo(Facing.S));
        assertTrue(why.startsWith("R1 cannot turn about to face S: on the right its rear would swing over C3, occupied by S2,"
                + " on the left its rear would swing over E4, occupied by S3"), why);
    }

    @Test
    void an_enemy_beside_the_rear_locks_the_rider_in_combat() {
        Battle b = withRider("G1 giaks giak sword mail - regular E1 N");

        assertTrue(b.piece("R1").adjacentTo(b.piece("G1")));
        assertEquals(List.of("R1 is adjacent to G1: locked in combat, it cannot move or turn"),
                FireTest.messages(b.check("sommerlund", "MOVE R1 N")));
    }

    // --- combat ---

    private static List<String> modifierNames(Battle b, String attacker, String defender) {
        return Combat.assess(b.state, b.piece(attacker), b.piece(defender)).value().modifiers().stream().map(Modifier::name).toList();
    }

    /**
     * mounted.json (ours): ahead of the front is front, beside either half flank, behind the rear rear.
     * <pre>
     *   4 . . . F . . .
     *   3 . . . ^ L . .
     *   2 . . . v L . .
     *   1 . . . . R . .
     * </pre>
     */
    @Test
    void attacks_on_a_rider_come_from_front_flank_or_rear_by_the_mounted_diagram() {
        for (String[] c : new String[][] {{"D4", ""}, {"E4", ""}, {"E3", "flank"}, {"E2", "flank"}, {"E1", "rear"}, {"D1", "rear"}}) {
            Battle b = withRider("G1 giaks giak sword mail - regular " + c[0] + " N");
            List<String> mods = modifierNames(b, "G1", "R1");
            assertEquals(c[1].isEmpty() ? List.of() : List.of(c[1]), mods.stream().filter(m -> m.equals("flank") || m.equals("rear")).toList(),
                    "attacker on " + c[0]);
        }
    }

    @Test
    void a_rider_strikes_from_its_rear_square_when_only_that_touches_and_its_flank_bonus_counts_from_there() {
        Battle b = withRider("G1 giaks giak sword mail - regular E1 S");
        assertFalse(Combat.assess(b.state, b.piece("R1"), b.piece("G1")).refused());
        assertEquals(List.of("rear"), modifierNames(b, "R1", "G1"), "D2 is behind-diagonal of G1 on E1 facing S");
    }

    @Test
    void under_mounted_strike_front_a_rider_touched_only_at_its_rear_does_not_strike_and_holds() {
        Battle b = withRider("G1 giaks giak sword mail - regular E1 S").withOptions(Map.of(HouseRules.MOUNTED_STRIKE, "front"));
        assertEquals("G1 touches only the rear of R1: a mounted piece strikes from its front square (house rule mounted-strike=front, MV5)",
                Combat.assess(b.state, b.piece("R1"), b.piece("G1")).reason());
        assertTrue(Combat.standingTarget(b.state, b.piece("R1")).isEmpty());
        assertFalse(Combat.assess(b.state, b.piece("G1"), b.piece("R1")).refused(), "G1 still strikes the rider's rear");
    }

    @Test
    void a_mounted_spearman_gives_no_rear_rank_support() {
        Battle b = Battle.of(Battle.open(7, 7),
                "S1 sommerlund human spear mail - regular D3 N unit=riders",
                "S2 sommerlund human spear mail - regular D2 N unit=riders mounted=true",
                "G1 giaks giak sword mail - regular D4 S");
        assertTrue(Ranks.support(b.state, b.piece("S2"), List.of(b.piece("G1")), List.of("S1", "S2")).isEmpty());
    }

    // --- fire ---

    /**
     * LW-EX-11 (L416-431; the diagram is missing, the positions are ours): the Giak archer A1 on D1 faces N.
     * <pre>
     *   7 . . . v . . . . .    Pelathar P1 (D6, rear D7): inside the arc
     *   6 . . . ^ . . . . .
     *   5 . . . . . . . v .    cavalryman C1 (front H4, rear H5) facing S: half inside
     *   4 . . . . . . . ^ v    cavalryman C2 (front I3, rear I4) facing S: wholly outside
     *   3 . . . . . . X . ^    spearman X2 on G3: outside
     *   2 X . . . . . . . .    spearman X1 on A2: outside
     *   1 . . . A . . . . .
     *     A B C D E F G H I
     * </pre>
     */
    static Battle lwEx11() {
        return Battle.of(Battle.open(9, 10),
                "A1 giaks giak shortbow,sword leather - regular D1 N",
                "P1 sommerlund human sword plate shield veteran D6 S class=hero name=Prince_Pelathar mounted=true",
                "X1 sommerlund human spear leather - regular A2 E unit=spearmen",
                "X2 sommerlund human spear leather - regular G3 W unit=spearmen2",
                "C1 sommerlund human sword mail - regular H4 S unit=cavalry mounted=true",
                "C2 sommerlund human sword mail - regular I3 S unit=cavalry2 mounted=true");
    }

    @Test
    void given_LW_EX_11_the_archer_may_shoot_Pelathar_and_the_half_inside_cavalryman_but_not_the_spearmen_or_the_other() {
        Battle b = lwEx11();
        assertFalse(Fire.assess(b.state, b.piece("A1"), b.piece("P1")).refused());
        assertFalse(Fire.assess(b.state, b.piece("A1"), b.piece("C1")).refused());
        assertEquals("X1 is outside A1's arc of fire (it faces N)", Fire.assess(b.state, b.piece("A1"), b.piece("X1")).reason());
        assertEquals("X2 is outside A1's arc of fire (it faces N)", Fire.assess(b.state, b.piece("A1"), b.piece("X2")).reason());
        assertEquals("C2 is outside A1's arc of fire (it faces N)", Fire.assess(b.state, b.piece("A1"), b.piece("C2")).reason());
    }

    @Test
    void the_range_to_a_rider_is_to_the_nearer_of_its_squares() {
        Battle b = lwEx11();
        assertEquals(5, Fire.assess(b.state, b.piece("A1"), b.piece("P1")).value().range(), "D6, not D7");
        assertEquals(4, Fire.assess(b.state, b.piece("A1"), b.piece("C1")).value().range(), "H5, the half inside the arc");
    }

    @Test
    void a_rider_is_not_in_the_way_of_a_shot_at_itself_but_is_in_the_way_of_a_shot_past_it() {
        Battle b = Battle.of(Battle.open(7, 9),
                "A1 giaks giak shortbow,sword leather - regular D1 N",
                "R1 sommerlund human sword mail - regular D5 S mounted=true",
                "S2 sommerlund human sword mail - regular D8 N");
        assertFalse(Fire.assess(b.state, b.piece("A1"), b.piece("R1")).refused());
        assertEquals("A1 cannot shoot S2: R1 at D5 is in the way", Fire.assess(b.state, b.piece("A1"), b.piece("S2")).reason());
    }

    // --- morale, coherency, concealment, the counter ---

    @Test
    void a_retiring_rider_pivots_away_and_one_that_cannot_swing_round_stays() {
        Battle b = withRider("G1 giaks giak sword mail - regular D5 S");
        TurnLog log = new TurnLog(b.state);
        Flight.flee(log, List.of(b.piece("R1")), sq("D5"), false);
        Piece r = log.state().pieceOrThrow("R1");
        assertEquals(Facing.S, r.facing());
        List<PieceMoved> moves = log.events().stream().filter(PieceMoved.class::isInstance).map(PieceMoved.class::cast).toList();
        assertEquals(sq("D3"), moves.get(0).from(), "it pivots on D3 (the rear swings to D4), then runs S");
        assertEquals(sq("D2"), moves.get(0).to());

        Battle boxed = withRider("G1 giaks giak sword mail - regular D5 S", "S2 sommerlund human sword mail - regular C3 N",
                "S3 sommerlund human sword mail - regular E4 N");
        TurnLog log2 = new TurnLog(boxed.state);
        Flight.flee(log2, List.of(boxed.piece("R1")), sq("D5"), false);
        assertEquals(Facing.N, log2.state().pieceOrThrow("R1").facing());
        assertTrue(log2.events().stream().anyMatch(e -> e instanceof MoveHalted h && h.reason().contains("cannot swing round")));
    }

    @Test
    void a_blinded_rider_that_cannot_swing_round_spends_that_roll_and_rolls_again() {
        List<String> rows = new ArrayList<>(Battle.open(7, 7));
        rows.set(7 - 2, "..~....");
        Battle b = Battle.of(rows, RIDER, FAR_GIAK);
        LoneWolfState blind = b.state.withPiece(b.piece("R1").withWound(new Wound(0, "Serious wound", "Head",
                b.state.hitRules().hero().effects().get("head").get("serious"))));
        // initiative 6-3; 30 is C (right): the pivot to E would swing the rear over the water on C2; 5 is A (ahead)
        List<herald.engine.RuleEvent> events = Battle.RULES.resolve(blind, Map.of(), herald.engine.ScriptedDice.of(6, 3, 30, 5));

        List<herald.engine.lonewolf.events.DirectionRolled> rolls = events.stream()
                .filter(herald.engine.lonewolf.events.DirectionRolled.class::isInstance)
                .map(herald.engine.lonewolf.events.DirectionRolled.class::cast).toList();
        assertEquals(List.of("C", "A"), rolls.stream().map(herald.engine.lonewolf.events.DirectionRolled::direction).toList());
        assertEquals(Facing.N, rolls.get(0).facing(), "it could not turn");
        assertTrue(events.stream().anyMatch(e -> e instanceof MoveHalted h && h.reason().contains("its rear would swing over C2, water")));
        LoneWolfState after = Battle.fold(blind, events);
        assertEquals(List.of(sq("D6"), sq("D5")), after.pieceOrThrow("R1").squares(), "3 MP (7 less 4 for the blinding): D4, D5, D6");
    }

    @Test
    void two_riders_of_a_unit_are_in_touch_through_a_rear_square() {
        Battle b = Battle.of(Battle.open(7, 7),
                "R1 sommerlund human sword mail - regular D5 N unit=riders mounted=true",
                "R2 sommerlund human sword mail - regular C3 N unit=riders mounted=true", FAR_GIAK);
        assertEquals(1, Coherency.groups(b.state, new Morale.Unit("sommerlund", "riders")).size());
    }

    @Test
    void a_hidden_rider_needs_both_squares_in_cover_and_is_seen_through_either() {
        List<String> rows = new ArrayList<>(Battle.open(7, 9));
        rows.set(9 - 8, "...s...");
        String json = Battle.json(rows, List.of("R1 sommerlund human sword mail - regular D8 N mounted=true hidden=true", FAR_GIAK), 10, "{}");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "test.json"));
        assertTrue(e.getMessage().contains("R1 cannot start hidden on open ground at D7"), e.getMessage());

        rows.set(9 - 7, "...s...");
        Battle b = Battle.of(rows, "R1 sommerlund human sword mail - regular D8 N mounted=true hidden=true",
                "G1 giaks giak sword mail - regular D1 N");
        assertTrue(b.state.hidden("R1"));
        Piece near = b.piece("G1").withSquare(sq("D5"));
        assertTrue(Concealment.seen(b.state.board(), near, b.piece("R1")), "D5 sees the rear on D7 (2 squares), not the front on D8");
    }

    @Test
    void a_rider_is_drawn_as_a_long_counter_with_its_tail_on_the_rear_square() {
        Battle b = withRider();
        CounterView c = View.counter(b.piece("R1"), "#b3261e");
        assertEquals(3, c.x());
        assertEquals(2, c.y());
        assertEquals(3, c.tailX());
        assertEquals(1, c.tailY());
        assertEquals(0, c.facingDegrees());
    }
}
