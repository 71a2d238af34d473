package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.InitiativeRolled;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.PieceMoved;
import herald.engine.fantasywarriors.events.UnitDisorganised;
import herald.engine.fantasywarriors.events.UnitReorganised;
import herald.engine.table.Point;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Phase 3 on the Grimwater ford (scenarios/grimwater-ford.json): orcs north of the river (O1 at 30,38 and O2 at 42,38,
 * both facing south, under Skarg's attack orders), dwarves south of it on hold (D1 at 36,12, X1 at 24,14). The river
 * runs across the table from y 21 to 26, save the ford, swamp, from x 32 to 40. Orcs move 5", dwarves 4".
 */
class MovementPhaseTest {
    private static FantasyWarriorsState ford() throws Exception {
        return FantasyWarriorsState.deployed(Deployment.read(DeploymentTest.ford(), "grimwater-ford.json"));
    }

    private static FantasyWarriorsState placed(FantasyWarriorsState s, String unit, double x, double y, double facing) {
        Unit u = s.unitOrThrow(unit);
        return s.withUnit(u.withGround(u.ground().movedTo(Point.of(x, y)).turnedTo(facing)));
    }

    private static FantasyWarriorsState ordered(FantasyWarriorsState s, String command, Order o) {
        return s.withCommand(s.commands().get(command).withOrder(o));
    }

    private static TurnOrders.Move move(String piece, String... points) {
        return new TurnOrders.Move(piece, Arrays.stream(points).map(p -> Point.parse(p).orElseThrow()).toList(),
                OptionalDouble.empty());
    }

    private static String refused(FantasyWarriorsState s, String side, TurnOrders.Move m) {
        Optional<String> why = MovementPhase.refusal(s, side, m);
        assertTrue(why.isPresent(), "expected a refusal of " + m);
        return why.get();
    }

    private static PieceMoved only(List<FantasyWarriorsEvent> events) {
        assertEquals(1, events.size(), events.toString());
        return (PieceMoved) events.get(0);
    }

    private static FantasyWarriorsState fold(FantasyWarriorsState s, List<FantasyWarriorsEvent> events) {
        for (FantasyWarriorsEvent e : events) {
            s = e.applyTo(s);
        }
        return s;
    }

    @Test
    void aPieceMustBeThereAndTheSides() throws Exception {
        FantasyWarriorsState s = ford();
        assertEquals("there is no unit or individual Z9", refused(s, "orcs", move("Z9", "30,34")));
        assertEquals("O1 is not yours: it is Skarg's warband's", refused(s, "dwarves", move("O1", "30,34")));
        assertEquals(Optional.empty(), MovementPhase.refusal(s, "orcs", move("o1", "30,34")), "ids read in any case");
    }

    @Test
    void theRoutedAndTheDeadDoNotMove() throws Exception {
        FantasyWarriorsState s = ford();
        s = s.withUnit(s.unitOrThrow("O1").withRouted(1)).withIndividual(s.individual("Gash").orElseThrow().withDead(1));
        assertEquals("O1 routed in turn 1 and has left the table (L592)", refused(s, "orcs", move("O1", "30,34")));
        assertEquals("Gash fell in turn 1", refused(s, "orcs", move("Gash", "36,42")));
    }

    @Test
    void holdOrdersStayPutButMayTurnOnTheSpot() throws Exception {
        FantasyWarriorsState s = ford();
        assertTrue(refused(s, "dwarves", move("D1", "36,15")).contains("on hold orders: it stays where it stands"));
        TurnOrders.Move turn = new TurnOrders.Move("D1", List.of(), OptionalDouble.of(90));
        assertEquals(Optional.empty(), MovementPhase.refusal(s, "dwarves", turn));
        PieceMoved e = only(MovementPhase.resolve(s, List.of(turn), Set.of(), ScriptedDice.of()));
        assertEquals("D1 turns on the spot to face 90° (E) (hold orders, allowance 4\")", e.describe());
        assertEquals(90.0, fold(s, List.of(e)).unitOrThrow("D1").ground().facing());
    }

    @Test
    void attackOrdersAdvanceOnTheNearestEnemy() throws Exception {
        FantasyWarriorsState s = ford();
        // X1 is 24.0" from O1, D1 26.0": every leg must end nearer X1
        assertEquals(Optional.empty(), MovementPhase.refusal(s, "orcs", move("O1", "30,33")));
        assertEquals("O1's command is on attack orders: it advances on the nearest enemy, X1, and its leg to 30,43 ends"
                + " 25.0\" from it, not nearer than the 24.0\" it began (the core §3)", refused(s, "orcs", move("O1", "30,43")));
        PieceMoved e = only(MovementPhase.resolve(s, List.of(move("O1", "30,33")), Set.of(), ScriptedDice.of()));
        assertEquals("O1 advances 5.0\" to 30,33, facing 180° (S) (attack orders, allowance 5\")", e.describe());
    }

    @Test
    void aMoveIsMeasuredAgainstItsAllowance() throws Exception {
        FantasyWarriorsState s = ordered(ford(), "skargs", Order.OPPOSE);
        assertEquals("O1's move is 6.0\", more than its allowance of 5\"", refused(s, "orcs", move("O1", "30,32")));
        // each leg counts: 2.83" then 3", measured 5.8"
        assertEquals("O1's move is 5.8\", more than its allowance of 5\"", refused(s, "orcs", move("O1", "28,36", "28,33")));
    }

    @Test
    void theFordIsCrossedAtHalfRate() throws Exception {
        // O1 on the bank, its front at the water: 3" south puts its front 2" into the ford, which count double
        FantasyWarriorsState s = placed(ford(), "O1", 36, 27, 180);
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s, List.of(move("O1", "36,24")), Set.of(), ScriptedDice.of());
        PieceMoved e = only(events);
        assertEquals(3.0, e.inches());
        assertEquals(2.0, e.inDifficult());
        assertEquals("O1 advances 3.0\" to 36,24, facing 180° (S) (attack orders, allowance 5\", 2.0\" in the ford (swamp)"
                + " counted double)", e.describe());
        assertFalse(fold(s, events).unitOrThrow("O1").disorganised());
    }

    @Test
    void hurryingThroughTheFordDisorganises() throws Exception {
        FantasyWarriorsState s = placed(ford(), "O1", 36, 27, 180);
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s, List.of(move("O1", "36,23")), Set.of(), ScriptedDice.of());
        assertEquals(2, events.size(), events.toString());
        assertEquals(3.0, ((PieceMoved) events.get(0)).inDifficult());
        assertEquals("O1 is disorganised: it hurried through the ford (swamp): 4.0\" with 3.0\" there counted double is"
                + " 7.0\", more than its allowance of 5\" (half rate, L364, L1214)", events.get(1).describe());
        FantasyWarriorsState after = fold(s, events);
        assertTrue(after.unitOrThrow("O1").disorganised());
        assertEquals(Point.of(36, 23), after.unitOrThrow("O1").ground().at());
        assertTrue(refused(s, "orcs", move("O1", "36,21.5")).startsWith("O1's move is 5.5\", more than its allowance"));
    }

    @Test
    void theRiverIsRefusedBesideTheFord() throws Exception {
        FantasyWarriorsState s = placed(ford(), "O1", 33, 27, 180);
        assertEquals("28,25 is in the Grimwater (river), which no piece enters", refused(s, "orcs", move("O1", "28,25")));
        // its front centre stays in the ford, but 1.5" of its left flank would wade the river
        assertEquals("O1's bases would cross the Grimwater (river), which no piece enters",
                refused(s, "orcs", move("O1", "33,25")));
        assertEquals("30,50 is off the table (x runs from 0 to 72, y from 0 to 48)", refused(s, "orcs", move("O1", "30,50")));
    }

    /**
     * Found by OrderFuzzTest: a point written with hundreds of digits (1e300 inches out) threw JTS's
     * TopologyException from the order check, as the path was laid out before its points were checked on the table.
     */
    @Test
    void aPointFarOffTheTableIsRefusedNotThrown() throws Exception {
        FantasyWarriorsState s = ford();
        String far = "9".repeat(300);
        assertEquals("1" + "0".repeat(300) + ",1 is off the table (x runs from 0 to 72, y from 0 to 48)",
                refused(s, "orcs", move("O1", far + ",1")));
        assertTrue(OrderCheck.check(s, "orcs", "MOVE O1 TO " + far + ",1\nMOVE O2 TO 36,37 THEN " + far + "," + far)
                instanceof herald.engine.OrdersRuling.Rejected r && r.errors().size() == 2, "both lines refused");
    }

    @Test
    void individualsPassThroughFriendlyUnitsButUnitsDoNot() throws Exception {
        FantasyWarriorsState s = ordered(placed(ford(), "O2", 46, 30, 180), "skargs", Order.OPPOSE);
        s = s.withIndividual(s.individual("Skarg").orElseThrow().withGround(
                s.individual("Skarg").orElseThrow().ground().movedTo(Point.of(46, 34))));
        assertEquals(Optional.empty(), MovementPhase.refusal(s, "orcs", move("Skarg", "46,29.4")));
        s = placed(s, "O1", 46, 37, 180);
        assertTrue(refused(s, "orcs", move("O1", "46,32")).startsWith("O1's path runs through O2: no unit passes through"));
    }

    @Test
    void anIndividualNeverPassesThroughAnEnemyAndChargesIt() throws Exception {
        FantasyWarriorsState s = placed(ford(), "O2", 46, 30, 180);
        s = s.withIndividual(s.individual("Brokk").orElseThrow().withGround(
                s.individual("Brokk").orElseThrow().ground().movedTo(Point.of(46, 34))));
        assertTrue(refused(s, "dwarves", move("Brokk", "46,29.4", "48,29.4")).startsWith("Brokk would meet O2 before the"
                + " last leg of its move, and contact stops it (L1360)"));
        PieceMoved e = only(MovementPhase.resolve(s, List.of(move("Brokk", "46,31")), Set.of(), ScriptedDice.of()));
        assertEquals("O2", e.charged());
        assertEquals(Point.of(46, 33.5), e.end());
    }

    @Test
    void aChargeEndsBaseToBase() throws Exception {
        FantasyWarriorsState s = placed(ford(), "D1", 30, 34, 0);
        PieceMoved e = only(MovementPhase.resolve(s, List.of(move("O1", "30,33")), Set.of(), ScriptedDice.of()));
        assertEquals("O1 charges D1: 4.0\" to 30,34, base to base (attack orders, allowance 5\")", e.describe());
        Unit o1 = fold(s, List.of(e)).unitOrThrow("O1");
        assertEquals(0.0, o1.ground().distanceTo(s.unitOrThrow("D1").ground()), 1e-9);
        assertFalse(o1.ground().overlaps(s.unitOrThrow("D1").ground()));
        // on a slant its corner meets D1's front: touching to the tenth, never standing on it
        PieceMoved slant = only(MovementPhase.resolve(s, List.of(move("O1", "33,34")), Set.of(), ScriptedDice.of()));
        assertEquals("D1", slant.charged());
        Unit there = fold(s, List.of(slant)).unitOrThrow("O1");
        assertTrue(there.ground().distanceTo(s.unitOrThrow("D1").ground()) < 0.05);
        assertFalse(there.ground().overlaps(s.unitOrThrow("D1").ground()));
    }

    @Test
    void aUnitInCombatStays() throws Exception {
        FantasyWarriorsState s = placed(ford(), "D1", 30, 38, 0);
        assertEquals("O1 is in combat with D1, base to base: it stays until the combat is decided (L1360)",
                refused(s, "orcs", move("O1", "30,37")));
    }

    /** O1 and X1 make for the same ground: whoever wins the initiative stands there, and the other runs into it. */
    private static FantasyWarriorsState gap() throws Exception {
        FantasyWarriorsState s = ordered(ordered(ford(), "skargs", Order.OPPOSE), "durins", Order.OPPOSE);
        return placed(s, "X1", 33, 34, 270);
    }

    @Test
    void initiativeDecidesWhoReachesTheGapFirst() throws Exception {
        List<TurnOrders.Move> moves = List.of(move("X1", "29,34"), move("O1", "30,34"));
        List<FantasyWarriorsEvent> orcsFirst = MovementPhase.resolve(gap(), moves, Set.of(), ScriptedDice.of(5, 2));
        assertEquals(List.of("orcs", "dwarves"), ((InitiativeRolled) orcsFirst.get(0)).order());
        assertEquals(Point.of(30, 34), ((PieceMoved) orcsFirst.get(1)).end());
        assertEquals("X1 charges O1: 0.5\" to 32.5,34, base to base (oppose orders, allowance 4\")",
                orcsFirst.get(2).describe());
        List<FantasyWarriorsEvent> dwarvesFirst = MovementPhase.resolve(gap(), moves, Set.of(), ScriptedDice.of(2, 5));
        assertEquals(Point.of(29, 34), ((PieceMoved) dwarvesFirst.get(1)).end());
        assertEquals("O1 charges X1: 1.5\" to 30,36.5, base to base (oppose orders, allowance 5\")",
                dwarvesFirst.get(2).describe());
    }

    @Test
    void tiedInitiativeIsRerolled() throws Exception {
        List<TurnOrders.Move> moves = List.of(move("X1", "29,34"), move("O1", "30,34"));
        InitiativeRolled r = (InitiativeRolled) MovementPhase.resolve(gap(), moves, Set.of(), ScriptedDice.of(3, 3, 1, 4))
                .get(0);
        assertEquals(List.of(List.of(3, 1), List.of(3, 4)), r.roll());
        assertEquals(List.of("dwarves", "orcs"), r.order());
        assertEquals("Initiative, 1D6 a side: orcs 3 (re-rolled 1), dwarves 3 (re-rolled 4). dwarves, then orcs, a move"
                + " each in turn.", r.describe());
    }

    @Test
    void aMoveBlockedByAnEarlierOneStopsAtContactAndSaysSo() throws Exception {
        FantasyWarriorsState s = placed(ordered(ford(), "skargs", Order.OPPOSE), "O1", 36, 34, 90);
        List<TurnOrders.Move> moves = List.of(move("O1", "41,34"), move("O2", "42,33"));
        assertEquals(Optional.empty(), MovementPhase.refusal(s, "orcs", moves.get(1)), "clear when written");
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s, moves, Set.of(), ScriptedDice.of());
        assertEquals("O2 moves 1.5\" to 42,36.5, facing 180° (S), and stops: O1 is in the way (oppose orders, allowance 5\")",
                events.get(1).describe());
        FantasyWarriorsState after = fold(s, events);
        assertFalse(after.unitOrThrow("O2").ground().overlaps(after.unitOrThrow("O1").ground()));
    }

    @Test
    void aDisorganisedUnitReorganisesInsteadOfMoving() throws Exception {
        FantasyWarriorsState s = ford();
        s = s.withUnit(s.unitOrThrow("O1").withDisorganised(true));
        assertEquals("O1 reorganises this phase, which takes its whole move: it cannot move as well",
                MovementPhase.refusal(s, "orcs", move("O1", "30,34"), Set.of("O1")).orElseThrow());
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s, List.of(), Set.of("O1"), ScriptedDice.of());
        assertEquals(List.of(new UnitReorganised("O1")), events);
        assertFalse(fold(s, events).unitOrThrow("O1").disorganised());
        FantasyWarriorsState drunk = s.withUnit(s.unitOrThrow("O1").withStanding(s.unitOrThrow("O1").standing()
                .withFirewater(true)));
        assertEquals(List.of(new OrderRefused("O1", "reorganise", "O1 has drunk firewater, and a unit on firewater never"
                + " reorganises (L279)")), MovementPhase.resolve(drunk, List.of(), Set.of("O1"), ScriptedDice.of()));
    }

    @Test
    void foldingThePhaseGivesTheBattleAfterIt() throws Exception {
        FantasyWarriorsState s = ordered(placed(ford(), "O1", 36, 27, 180), "skargs", Order.ATTACK);
        s = s.withUnit(s.unitOrThrow("A1").withDisorganised(true));
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s,
                List.of(move("O1", "36,23"), move("O2", "42,34"), move("D1", "36,14"), move("Gash", "36,42")),
                Set.of("A1"), ScriptedDice.of());
        FantasyWarriorsState after = fold(s, events);
        assertEquals(Point.of(36, 23), after.unitOrThrow("O1").ground().at());
        assertTrue(after.unitOrThrow("O1").disorganised());
        assertEquals(Point.of(42, 34), after.unitOrThrow("O2").ground().at());
        assertFalse(after.unitOrThrow("A1").disorganised());
        assertEquals(Point.of(36, 12), after.unitOrThrow("D1").ground().at(), "D1 holds: its move is refused");
        assertEquals(Point.of(36, 42), after.individual("Gash").orElseThrow().ground().at());
        List<String> lines = after.report().get(0).lines();
        assertEquals(events.size(), lines.size());
        assertTrue(lines.contains("D1 does not move: D1's command is on hold orders: it stays where it stands, though it"
                + " may turn on the spot"), lines.toString());
    }

    @Test
    void theEventsAreWrittenAndReadAsJson() throws Exception {
        ObjectMapper strict = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        List<FantasyWarriorsEvent> samples = List.of(
                new InitiativeRolled(List.of("orcs", "dwarves"), List.of(List.of(3, 5), List.of(3, 2)), List.of("orcs", "dwarves")),
                new PieceMoved("O1", List.of(Point.of(36, 27), Point.of(36, 23)), 180, 4.0, 5, 3.0, List.of("the ford (swamp)"),
                        "attack", "", ""),
                new UnitDisorganised("O1", "it hurried"), new UnitReorganised("O1"),
                new OrderRefused("D1", "move", "on hold"));
        for (FantasyWarriorsEvent e : samples) {
            String json = strict.writeValueAsString(e);
            assertEquals(e, strict.readValue(json, e.getClass()), json);
        }
    }
}
