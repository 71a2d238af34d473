package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.TurnBegan;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.fantasywarriors.events.VolleyShot;
import herald.engine.fantasywarriors.events.VolleyWithheld;
import herald.engine.table.Point;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Phase 2 on the Grimwater ford (the core §5): the orc archers A1 (12 figures, 6 a rank, bows 12in/24in, no armour,
 * resilience 2) and the dwarf crossbowmen X1 (10 figures, 5 a rank, crossbows of strength 2, 15in/30in, light armour,
 * resilience 3, veteran), moved where each rule needs them. Both carry a leader, so every kill takes a specials die.
 *
 * <pre>
 *   y=32  +------A1------+      A1 at 50,30 facing south: 6 x 2 inches
 *   y=30  +--------------+
 *                                14.0" of open ground (the river's east arm, which hides nothing, lies between)
 *   y=16    +----X1----+        X1 at 50,16 facing north: 5 x 2 inches
 *   y=14    +----------+
 * </pre>
 */
class ShootingPhaseTest {

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    private static FantasyWarriorsState ford(String json) throws Exception {
        FantasyWarriorsState s = FantasyWarriorsState.deployed(Deployment.read(json, "grimwater-ford.json"));
        return new TurnBegan(1, s.period()).applyTo(s);
    }

    private static FantasyWarriorsState place(FantasyWarriorsState s, String id, double x, double y, double facing) {
        Unit u = s.unitOrThrow(id);
        return s.withUnit(u.withGround(u.ground().movedTo(new Point(x, y)).turnedTo(facing)));
    }

    /** A1 and X1 face each other 14 inches apart: long range for the bows, short for the crossbows. */
    private static FantasyWarriorsState acrossTheRiver() throws Exception {
        return place(place(ford(DeploymentTest.ford()), "A1", 50, 30, 180), "X1", 50, 16, 0);
    }

    private static FantasyWarriorsState fold(FantasyWarriorsState s, List<FantasyWarriorsEvent> events) {
        for (FantasyWarriorsEvent e : events) {
            s = e.applyTo(s);
        }
        return s;
    }

    private static Optional<String> refusal(FantasyWarriorsState s, String side, String unit, String target, int volleys) {
        return ShootingPhase.refusal(s, side, new TurnOrders.Shoot(unit, target, volleys));
    }

    @Test
    void aLegalShotIsNotRefused() throws Exception {
        assertEquals(Optional.empty(), refusal(acrossTheRiver(), "dwarves", "X1", "A1", 3));
        assertEquals(Optional.empty(), refusal(acrossTheRiver(), "orcs", "A1", "X1", 1));
    }

    @Test
    void aShotNamesUnitsThatExist() throws Exception {
        assertEquals(Optional.of("there is no unit X9"), refusal(acrossTheRiver(), "dwarves", "X9", "A1", 1));
        assertEquals(Optional.of("there is no unit A9"), refusal(acrossTheRiver(), "dwarves", "X1", "A9", 1));
    }

    @Test
    void aSideShootsWithItsOwnUnitsAtTheEnemy() throws Exception {
        assertEquals(Optional.of("A1 is not one of your units: it serves Skarg's warband"),
                refusal(acrossTheRiver(), "dwarves", "A1", "X1", 1));
        assertEquals(Optional.of("D1 is on your own side: a unit shoots at the enemy"),
                refusal(acrossTheRiver(), "dwarves", "X1", "D1", 1));
    }

    @Test
    void onlyAMissileWeaponShoots() throws Exception {
        assertEquals(Optional.of("D1 has no missile weapon to shoot with (it fights with double handed axe)"),
                refusal(acrossTheRiver(), "dwarves", "D1", "A1", 1));
    }

    @Test
    void aRoutedUnitNeitherShootsNorIsShotAt() throws Exception {
        FantasyWarriorsState s = acrossTheRiver();
        s = s.withUnit(s.unitOrThrow("A1").withRouted(1));
        assertEquals(Optional.of("A1 has routed and left the table"), refusal(s, "dwarves", "X1", "A1", 1));
        assertEquals(Optional.of("A1 has routed and left the table"), refusal(s, "orcs", "A1", "X1", 1));
    }

    @Test
    void aUnitInCombatDoesNotShootAndIsNotShotAt() throws Exception {
        // D1's front edge (8 x 2 inches, facing north) meets A1's at y=30
        FantasyWarriorsState s = place(acrossTheRiver(), "D1", 50, 30, 0);
        assertEquals(Optional.of("A1 is in combat with D1 and cannot shoot"), refusal(s, "orcs", "A1", "X1", 1));
        assertEquals(Optional.of("A1 is in combat with D1: shooting into combat is not allowed (L1410)"),
                refusal(s, "dwarves", "X1", "A1", 1));
    }

    @Test
    void aVolleyUsesOneToThreeOfTheCountersLeft() throws Exception {
        FantasyWarriorsState s = acrossTheRiver();
        assertEquals(Optional.of("X1 cannot shoot: a unit uses 3 volley counters a phase at most, not 4"),
                refusal(s, "dwarves", "X1", "A1", 4));
        assertEquals(Optional.of("X1 cannot shoot: no unit carries more than 6 volley counters, not 7"),
                refusal(s, "dwarves", "X1", "A1", 7));
        assertEquals(Optional.of("a volley uses at least one volley counter, not 0"), refusal(s, "dwarves", "X1", "A1", 0));
        s = s.withUnit(s.unitOrThrow("X1").withVolleys(2));
        assertEquals(Optional.of("X1 cannot shoot: the unit has 2 volley counters left, not 3"),
                refusal(s, "dwarves", "X1", "A1", 3));
    }

    @Test
    void aTargetBeyondLongRangeBaseToBaseIsRefused() throws Exception {
        // as the ford deploys them, A1 stands far up the east bank and X1 by the west arm of the river
        FantasyWarriorsState s = ford(DeploymentTest.ford());
        assertEquals(Optional.of("X1 is 36.5\" from A1, beyond the long range of its bow, 24\""), refusal(s, "orcs", "A1", "X1", 1));
        // 24.0" is within the bow's 24" (A1 moved 10 inches back from 14.0")
        assertEquals(Optional.empty(), refusal(place(acrossTheRiver(), "A1", 50, 40, 180), "orcs", "A1", "X1", 1));
        assertTrue(refusal(place(acrossTheRiver(), "A1", 50, 40.1, 180), "orcs", "A1", "X1", 1).orElseThrow()
                .startsWith("X1 is 24.1\" from A1"));
    }

    @Test
    void unitsInterruptTheLineOfSight() throws Exception {
        // D1, 8 inches wide, stands between them at y 17-19
        FantasyWarriorsState s = place(acrossTheRiver(), "D1", 50, 19, 0);
        assertEquals(Optional.of("A1 cannot see X1: terrain or other units block every line of sight"),
                refusal(s, "orcs", "A1", "X1", 1));
    }

    @Test
    void aWoodHidesWhatIsBeyondItButNotWhatIsInIt() throws Exception {
        FantasyWarriorsState s = place(ford(DeploymentTest.ford()), "X1", 13, 19, 0);
        assertEquals(Optional.of("X1 cannot see A1: terrain or other units block every line of sight"),
                refusal(place(s, "A1", 13, 45, 180), "dwarves", "X1", "A1", 1), "A1 beyond Ashwood");
        assertEquals(Optional.empty(), refusal(place(s, "A1", 13, 32, 180), "dwarves", "X1", "A1", 1), "A1 in Ashwood");
    }

    @Test
    void aVolleyFromToHitToCasualtyTest() throws Exception {
        FantasyWarriorsState s = acrossTheRiver();
        ScriptedDice d = dice(
                6, 6, 5, 5, 4, 4, 3, 2, 1, 1, // first rank, 5 figures x 2 counters, 5+ (4, −1 blackening the sky)
                6, 5, 5, 4, 3, 3, 2, 2, 1, 1, // second rank, 6 (−1 more)
                6, 4, 3, 2, 1, // kills: crossbow 3 + no armour, +2 strength −2 resilience: 3+
                2, 3, 4, // specials check: no 6
                4); // casualty test: 4 +1 leader −1 losses this phase −1 a quarter lost = 3
        List<FantasyWarriorsEvent> events = ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("X1", "A1", 2)), d);
        assertEquals(29, d.used());
        VolleyShot v = (VolleyShot) events.get(0);
        assertEquals(14.0, v.inches());
        assertFalse(v.longRange());
        assertEquals(10, v.figures());
        assertEquals(5, v.need());
        assertEquals(6, v.secondRankNeed());
        assertEquals(5, v.hits());
        assertEquals(3, v.killNeed());
        assertEquals(3, v.kills());
        assertEquals(3, v.lost());
        assertEquals(List.of("to hit: 6 6 5 5 4 4 3 2 1 1 against 4 −1 blackening the sky, so 5 or more: 4",
                "to hit, second rank: 6 5 5 4 3 3 2 2 1 1 against 4 −1 blackening the sky −1 second rank, so 6: 1",
                "kill, crossbow v none armour: 6 4 3 2 1 against 3 +2 strength −2 resilience, so 3 or more: 3",
                "specials check: 2 3 4, on specials or individuals: 0"), v.workings());
        assertEquals("X1 shoots 2 volley counters at A1, 14.0\" away (short range), 10 figures — to hit: 6 6 5 5 4 4 3 2 1 1"
                + " against 4 −1 blackening the sky, so 5 or more: 4; to hit, second rank: 6 5 5 4 3 3 2 2 1 1 against 4 −1"
                + " blackening the sky −1 second rank, so 6: 1; kill, crossbow v none armour: 6 4 3 2 1 against 3 +2 strength"
                + " −2 resilience, so 3 or more: 3; specials check: 2 3 4, on specials or individuals: 0; 3 slain", v.describe());
        assertEquals(new FiguresLost("A1", 3, 9, "to X1's volley"), events.get(1));
        assertEquals("A1 loses 3 figures to X1's volley: 9 left", events.get(1).describe());
        UnitTested test = (UnitTested) events.get(2);
        assertEquals("A1 takes a casualty test (lost 3 of the 12 figures it began the phase with, 3 of 12 in all): rolled 4"
                + " +1 leader −1 losses this phase −1 losses quarter = 3: shaken-and-disorganised", test.describe());
        assertEquals(List.of(4), test.roll());
        assertEquals(3, events.size());

        FantasyWarriorsState after = fold(s, events);
        assertEquals(4, after.unitOrThrow("X1").volleys(), "6 less the 2 spent");
        Unit a1 = after.unitOrThrow("A1");
        assertEquals(9, a1.figures());
        assertTrue(a1.standing().shaken());
        assertTrue(a1.disorganised());
        assertEquals(events.stream().map(FantasyWarriorsEvent::describe).toList(),
                after.report().get(after.report().size() - 1).lines());
    }

    @Test
    void aRoutTakesTheUnitOffTheTable() throws Exception {
        FantasyWarriorsState s = acrossTheRiver();
        ScriptedDice d = dice(6, 6, 5, 5, 4, 4, 3, 2, 1, 1, 6, 5, 5, 4, 3, 3, 2, 2, 1, 1, 6, 4, 3, 2, 1, 2, 3, 4,
                1); // 1 +1 leader −1 −1 = 0: rout
        FantasyWarriorsState after = fold(s, ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("X1", "A1", 2)), d));
        assertFalse(after.unitOrThrow("A1").onTable());
        assertEquals(1, after.unitOrThrow("A1").routed(), "routed in battle turn 1");
        assertEquals(List.of("O1", "O2", "D1", "X1"), after.onTable().stream().map(Unit::id).toList());
    }

    @Test
    void aUnitInAWoodClaimsSoftCoverInTheKills() throws Exception {
        // A1 wholly inside Ashwood, X1 13 inches south of it: short range
        FantasyWarriorsState s = place(place(ford(DeploymentTest.ford()), "X1", 13, 19, 0), "A1", 13, 32, 180);
        ScriptedDice d = dice(6, 5, 4, 3, 2, /* second rank, 5+ */ 6, 5, 1, 1, 1, /* kills, 4+ */ 6, 4, 3, 3, 2,
                /* specials */ 1, 1);
        List<FantasyWarriorsEvent> events = ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("X1", "A1", 1)), d);
        VolleyShot v = (VolleyShot) events.get(0);
        assertEquals("soft", v.cover());
        assertEquals(5, v.hits());
        assertEquals(4, v.killNeed(), "3 in the open, 4 in soft cover");
        assertEquals("kill, crossbow v none armour: 6 4 3 3 2 against 3 +2 strength −2 resilience −1 soft cover, so 4 or"
                + " more: 2", v.workings().get(2));
        assertEquals(2, v.lost());
        assertEquals(List.of(v, new FiguresLost("A1", 2, 10, "to X1's volley")), events, "2 of 12 calls for no test");
        assertEquals(Cover.NONE, TerrainCover.of(acrossTheRiver().unitOrThrow("A1"), s.table(), Terrain.shipped()));
    }

    @Test
    void aUnitClaimsTheCoverHalfOrMoreOfItsFiguresStandIn() throws Exception {
        // Ashwood's north edge runs from 6,30 to 18,29; A1 faces north with its front rank over the edge
        FantasyWarriorsState s = ford(DeploymentTest.ford());
        assertEquals(Cover.SOFT, TerrainCover.of(place(s, "A1", 13, 30.5, 0).unitOrThrow("A1"), s.table(),
                Terrain.shipped()), "the front rank's 6 of 12 figures in the wood");
        assertEquals(Cover.NONE, TerrainCover.of(place(s, "A1", 13, 30, 0).unitOrThrow("A1"), s.table(),
                Terrain.shipped()), "4 of 12");
    }

    @Test
    void figuresWithASavingThrowMakeOneForEachKill() throws Exception {
        // the orc archers given a save of 7 here (no shipped unit has one): 2D6 at or under 7 saves (H1)
        String json = DeploymentTest.ford().replace("\"army\": \"orcs\",",
                "\"army\": \"orcs\", \"overrides\": {\"orc-archers\": {\"save\": 7}},");
        FantasyWarriorsState s = place(place(ford(json), "A1", 50, 30, 180), "X1", 50, 16, 0);
        ScriptedDice d = dice(6, 6, 6, 1, 1, 1, 1, 1, 1, 1, /* kills */ 6, 6, 6, /* specials */ 1, 1, 1,
                /* saves */ 3, 3, 4, 4, 1, 2);
        List<FantasyWarriorsEvent> events = ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("X1", "A1", 1)), d);
        VolleyShot v = (VolleyShot) events.get(0);
        assertEquals(List.of(6, 8, 3), v.saveRoll());
        assertEquals(7, v.saveNeed());
        assertEquals(3, v.kills());
        assertEquals(1, v.lost(), "the 8 fails");
        assertEquals("saves at 7 or under: 6 8 3", v.workings().get(4));
        assertEquals(11, fold(s, events).unitOrThrow("A1").figures());
    }

    @Test
    void bothSidesShootAtOnceEachVolleyCountingTheFiguresAtThePhasesStart() throws Exception {
        // the orc bows given strength 3 here, so that A1 can kill X1 (5+ against light armour and resilience 3)
        String json = DeploymentTest.ford().replace("\"army\": \"orcs\",",
                "\"army\": \"orcs\", \"overrides\": {\"orc-archers\": {\"weapon\": {\"strength\": 3}}},");
        FantasyWarriorsState s = place(place(ford(json), "A1", 50, 30, 180), "X1", 50, 16, 0);
        ScriptedDice d = dice(
                6, 6, 5, 5, 1, 1, 6, 1, 1, 1, 1, 1, // A1 first (the orcs are the first side): long range, 5+ and 6
                6, 5, 5, 2, 1, 1, 1, 1, // 3 kills on 5+, no specials
                4, 4, 4, 1, 1, 5, 1, 1, 1, 1, // X1 still shoots with all 10 figures, 4+ and 5+
                3, 3, 2, 1, 1, 1, // 2 kills on 3+, no specials
                5); // X1's casualty test: 5 +1 veteran +1 leader −1 −1 = 5, ok; A1's 2 of 12 calls for none
        List<FantasyWarriorsEvent> events = ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("X1", "A1", 1),
                new TurnOrders.Shoot("A1", "X1", 1)), d);
        assertEquals(37, d.used());
        VolleyShot a1 = (VolleyShot) events.get(0);
        VolleyShot x1 = (VolleyShot) events.get(1);
        assertEquals("A1", a1.unit());
        assertTrue(a1.longRange());
        assertEquals(3, a1.lost());
        assertEquals(10, x1.figures(), "the 3 A1 killed still shoot");
        assertEquals(5, x1.secondRankRoll().size());
        assertEquals(2, x1.lost());
        assertEquals(new FiguresLost("X1", 3, 7, "to A1's volley"), events.get(2));
        assertEquals("ok", ((UnitTested) events.get(3)).result());
        assertEquals(new FiguresLost("A1", 2, 10, "to X1's volley"), events.get(4));
        assertEquals(5, events.size());

        FantasyWarriorsState after = fold(s, events);
        assertEquals(7, after.unitOrThrow("X1").figures());
        assertEquals(10, after.unitOrThrow("A1").figures());
        assertEquals(5, after.unitOrThrow("X1").volleys());
        assertEquals(5, after.unitOrThrow("A1").volleys());
    }

    @Test
    void aShotTheRulesNoLongerAllowIsReportedNotShot() throws Exception {
        // A1 routed in the threat phase, after the mail was written
        FantasyWarriorsState s = acrossTheRiver();
        s = s.withUnit(s.unitOrThrow("A1").withRouted(1));
        ScriptedDice d = dice();
        List<FantasyWarriorsEvent> events = ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("X1", "A1", 2)), d);
        assertEquals(List.of(new VolleyWithheld("X1", "A1", 2, "A1 has routed and left the table")), events);
        assertEquals(0, d.used());
        FantasyWarriorsState after = fold(s, events);
        assertEquals(6, after.unitOrThrow("X1").volleys());
        assertEquals(List.of("X1 does not shoot its 2 volley counters at A1: A1 has routed and left the table"),
                after.report().get(after.report().size() - 1).lines());
    }

    @Test
    void aUnitLoosesOneVolleyAPhase() throws Exception {
        FantasyWarriorsState s = acrossTheRiver();
        ScriptedDice d = dice(1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
        List<FantasyWarriorsEvent> events = ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("X1", "A1", 1),
                new TurnOrders.Shoot("X1", "A1", 1)), d);
        assertEquals(new VolleyWithheld("X1", "A1", 1, "X1 has shot this phase already: a unit looses one volley a phase"),
                events.get(1));
        assertEquals(5, fold(s, events).unitOrThrow("X1").volleys());
    }

    @Test
    void theEventsAreWrittenAndReadAsJson() throws Exception {
        FantasyWarriorsState s = acrossTheRiver();
        ScriptedDice d = dice(6, 6, 5, 5, 4, 4, 3, 2, 1, 1, 6, 5, 5, 4, 3, 3, 2, 2, 1, 1, 6, 4, 3, 2, 1, 2, 3, 4, 4);
        List<FantasyWarriorsEvent> events = new java.util.ArrayList<>(ShootingPhase.resolve(s,
                List.of(new TurnOrders.Shoot("X1", "A1", 2)), d));
        events.add(new VolleyWithheld("A1", "X1", 1, "A1 cannot see X1"));
        ObjectMapper plain = new ObjectMapper();
        for (FantasyWarriorsEvent e : events) {
            String json = plain.writeValueAsString(e);
            assertEquals(e, plain.readValue(json, e.getClass()), json);
        }
    }
}
