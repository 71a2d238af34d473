package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.BlowsStruck;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FightJoined;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.TurnBegan;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Phase 4 on the table, at the Grimwater ford: Skarg's orcs (O1, 20 warriors five a rank, attack orders; O2, 15) come
 * at Durin's dwarves (D1, 16 warriors eight a rank, veterans, hold orders). Orcs strike with swords at strength 3 on
 * the dwarves' heavy armour and resilience 3, so only sixes kill; the dwarves' axes at strength 3 on light armour
 * and resilience 2 kill on 3 or more.
 */
class CombatPhaseTest {
    private FantasyWarriorsState ford;

    @BeforeEach
    void setUp() throws Exception {
        FantasyWarriorsState s = FantasyWarriorsState.deployed(Deployment.read(DeploymentTest.ford(), "grimwater-ford.json"));
        ford = new TurnBegan(1, 2).applyTo(s);
    }

    /** The unit with its front edge's centre moved to (x, y), its facing kept. */
    private FantasyWarriorsState at(FantasyWarriorsState s, String id, double x, double y) {
        Unit u = s.unitOrThrow(id);
        return s.withUnit(u.withGround(u.ground().movedTo(new Point(x, y))));
    }

    /**
     * <pre>
     *   y=16  OOOOO          O1 facing south, its front edge on D1's
     *   y=12  DDDDDDDD       D1 facing north, two ranks of eight
     * </pre>
     */
    private FantasyWarriorsState o1OnD1() {
        return at(ford, "O1", 36, 12);
    }

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    private static ScriptedDice ones(int n) {
        return new ScriptedDice(Collections.nCopies(n, 1), 0);
    }

    private static <T> List<T> of(List<FantasyWarriorsEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private static FantasyWarriorsState fold(FantasyWarriorsState s, List<FantasyWarriorsEvent> events) {
        for (FantasyWarriorsEvent e : events) {
            s = e.applyTo(s);
        }
        return s;
    }

    @Test
    void unitsBaseToBaseFightAndAHalfInchApartDoNot() {
        assertEquals(List.of(), CombatPhase.melees(ford), "as deployed, nobody touches");
        assertEquals(List.of(new Melee(List.of("O1", "D1"), List.of(new Melee.Contact("O1", "D1")))),
                CombatPhase.melees(o1OnD1()));
        FantasyWarriorsState apart = at(ford, "O1", 36, 12.5);
        assertEquals(List.of(), CombatPhase.melees(apart));
        assertEquals(List.of(), CombatPhase.resolve(apart, dice()), "no fight, no dice");
    }

    @Test
    void twoOrcUnitsOnOneDwarfUnitAreOneFightAndTheDwarvesShareTheirDice() {
        // O1 and O2 side by side on D1's front (x 30.5-35.5 and 36.5-41.5 on D1's 32-40); D1 on attack orders: 9 dice
        FantasyWarriorsState s = at(at(ford, "O1", 33, 12), "O2", 39, 12);
        s = s.withCommand(s.commands().get("durins").withOrder(Order.ATTACK));
        assertEquals(List.of(new Melee(List.of("O1", "O2", "D1"),
                List.of(new Melee.Contact("O1", "D1"), new Melee.Contact("O2", "D1")))), CombatPhase.melees(s));
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(s, ones(40));
        assertEquals("Combat: O1 with D1, O2 with D1", events.get(0).describe());
        List<BlowsStruck> blows = of(events, BlowsStruck.class);
        assertEquals(List.of("O1>D1", "O2>D1", "D1>O1", "D1>O2"), blows.stream().map(b -> b.unit() + ">" + b.enemy()).toList());
        assertEquals("5 of its 9 dice (8 worth, +1 for attack orders)", blows.get(2).dice(), "the odd die to the first");
        assertEquals("4 of its 9 dice (8 worth, +1 for attack orders)", blows.get(3).dice());
        assertEquals(List.of("O1", "O2", "D1"), of(events, UnitTested.class).stream().map(UnitTested::unit).toList());
    }

    @Test
    void separateFightsAreResolvedApartAndArchersFightWithTheirHandWeapons() {
        // A1 turned to face south, its front on X1's (x 21-27 on 21.5-26.5), well away from O1 on D1
        Unit a1 = ford.unitOrThrow("A1");
        FantasyWarriorsState s = o1OnD1().withUnit(a1.withGround(a1.ground().turnedTo(180).movedTo(new Point(24, 14))));
        assertEquals(List.of(List.of("O1", "D1"), List.of("A1", "X1")), CombatPhase.melees(s).stream().map(Melee::units)
                .toList());
        List<Integer> script = new ArrayList<>(Collections.nCopies(16, 1)); // O1 on D1: every die a miss, two tests
        // A1's 6 dice need 5 (average v veteran): 2 hits; hand weapon v light armour 5, +3 strength -3: a 5 kills
        script.addAll(List.of(6, 6, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 4, 4));
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(s, new ScriptedDice(script, 0));
        BlowsStruck a1Blows = of(events, BlowsStruck.class).get(2);
        assertEquals("A1 strikes X1 with 6 dice (6 worth): to hit in combat: 6 6 1 1 1 1 against 4 −1 quality worse, so 5"
                + " or more: 2; kill, hand-weapon v light armour: 5 1 against 5 +3 strength −3 resilience, so 5 or more: 1;"
                + " specials check: 1: 0 on specials or individuals; X1 loses 1", a1Blows.describe());
        assertEquals("X1 loses 1 figure in combat with A1: 9 left", of(events, FiguresLost.class).get(0).describe());
    }

    @Test
    void aFightFromItsBlowsToItsCombatTests() {
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(o1OnD1(), dice(
                6, 5, 4, 3, 2, 1, // O1: 5 worth +1 attack orders, needing 5 (worse quality): 2 hits
                6, 3, // kills on 6 (sword v heavy 6, +3 -3): 1
                2, // the specials check: not on D1's leader
                6, 5, 4, 3, 3, 2, 1, 1, // D1: 8 worth, needing 3 (better quality): 5 hits
                6, 5, 3, 2, 1, // kills on 3 (axe v light 4, +3 -2): 3
                1, 2, 3, // specials: none
                3, // O1's combat test
                2)); // D1's
        assertEquals(List.of(
                "Combat: O1 with D1",
                "O1 strikes D1 with 6 dice (5 worth, +1 for attack orders): to hit in combat: 6 5 4 3 2 1 against 4 −1"
                        + " quality worse, so 5 or more: 2; kill, sword v heavy armour: 6 3 against 6 +3 strength −3"
                        + " resilience, so 6: 1; specials check: 2: 0 on specials or individuals; D1 loses 1",
                "D1 strikes O1 with 8 dice (8 worth): to hit in combat: 6 5 4 3 3 2 1 1 against 4 +1 quality better, so 3"
                        + " or more: 5; kill, double-handed-axe v light armour: 6 5 3 2 1 against 4 +3 strength −2"
                        + " resilience, so 3 or more: 3; specials check: 1 2 3: 0 on specials or individuals; O1 loses 3",
                "O1 loses 3 figures in combat with D1: 17 left",
                "D1 loses 1 figure in combat with O1: 15 left",
                "O1 takes a combat test (lost 3, D1 1): rolled 3 −1 lost more +1 leader = 3: shaken",
                "D1 takes a combat test (lost 1, O1 3): rolled 2 +1 veteran +1 hold +1 lost fewer +1 leader = 6: blood-lust"),
                events.stream().map(FantasyWarriorsEvent::describe).toList());
        BlowsStruck o1 = of(events, BlowsStruck.class).get(0);
        assertEquals(List.of(6, 5, 4, 3, 2, 1), o1.roll());
        assertEquals(5, o1.need());
        assertEquals(List.of(6, 3), o1.killRoll());
        assertEquals(6, o1.killNeed());

        FantasyWarriorsState after = fold(o1OnD1(), events);
        assertEquals(17, after.unitOrThrow("O1").figures());
        assertTrue(after.unitOrThrow("O1").standing().shaken());
        assertEquals(15, after.unitOrThrow("D1").figures());
        assertTrue(after.unitOrThrow("D1").standing().bloodLust());
        assertEquals(events.size(), after.report().get(after.report().size() - 1).lines().size(), "a report line each");
    }

    @Test
    void bothSidesStrikeWithWhatTheyHadWhenThePhaseBegan() {
        // D1 down to a single rank of 5: O1's six kills take them all, and all 5 still strike back
        Unit d1 = ford.unitOrThrow("D1");
        FantasyWarriorsState s = o1OnD1().withUnit(d1.withFigures(5).withGround(Base.of(ford.profile(d1))
                .ground(5, 8, d1.ground().at(), d1.ground().facing())));
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(s, dice(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1,
                6, 6, 6, 6, 6, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 4));
        BlowsStruck d1Blows = of(events, BlowsStruck.class).get(1);
        assertEquals(5, d1Blows.roll().size());
        assertEquals(5, d1Blows.lost());
        assertEquals(5, of(events, BlowsStruck.class).get(0).lost(), "six kills, five figures to lose");
        assertEquals(List.of("O1 loses 5 figures in combat with D1: 15 left",
                "D1 loses 5 figures in combat with O1: 0 left, and is gone"),
                of(events, FiguresLost.class).stream().map(FiguresLost::describe).toList());
        assertEquals(List.of("O1"), of(events, UnitTested.class).stream().map(UnitTested::unit).toList(),
                "a unit that is gone takes no test");
        assertFalse(fold(s, events).unitOrThrow("D1").onTable());
    }

    @Test
    void attackOrdersAddADieForEachFiveWorthAndAnAttachedWarchiefHisWorth() {
        FantasyWarriorsState s = o1OnD1();
        assertEquals(6, of(CombatPhase.resolve(s, ones(40)), BlowsStruck.class).get(0).roll().size(), "5 +1");
        FantasyWarriorsState held = s.withCommand(s.commands().get("skargs").withOrder(Order.HOLD));
        assertEquals(5, of(CombatPhase.resolve(held, ones(40)), BlowsStruck.class).get(0).roll().size());
        FantasyWarriorsState durin = s.withIndividual(s.individual("Durin").orElseThrow().withJoined("D1"));
        assertEquals("11 dice (11 worth)", of(CombatPhase.resolve(durin, ones(40)), BlowsStruck.class).get(1).dice(),
                "8 in the front rank and the warchief's 3 (L1372, L1422)");
    }

    @Test
    void pavisesTakeTwoWorthFromBothUnitsAndWithItTheAttackOrdersDie() {
        // FW-D-1: three pavises, ceil(3/2) = 2 from both; O1's 5 worth falls to 3, too little for an attack-orders die
        EquipmentWorth.Penalty p = EquipmentWorth.pavises(3, EquipmentTables.shipped());
        List<BlowsStruck> blows = of(CombatPhase.resolve(o1OnD1(), ones(40),
                Map.of("O1", List.of(p.attacker()), "D1", List.of(p.defender()))), BlowsStruck.class);
        assertEquals("3 dice (5 worth −2 3 pavis = 3)", blows.get(0).dice());
        assertEquals("6 dice (8 worth −2 3 pavis = 6)", blows.get(1).dice());
    }

    @Test
    void bloodLustHitsOnFourAndStandsFirmer() {
        Unit o1 = ford.unitOrThrow("O1");
        FantasyWarriorsState s = o1OnD1();
        s = s.withUnit(s.unitOrThrow("O1").withStanding(o1.standing().withBloodLust(true)));
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(s, ones(40));
        assertEquals(4, of(events, BlowsStruck.class).get(0).need(), "4 +1 blood lust −1 quality worse");
        assertEquals("rolled 1 +2 blood lust +1 leader = 4: ok", of(events, UnitTested.class).get(0).workings());
    }

    @Test
    void aUnitThatRoutsLeavesTheTableAtOnce() {
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(o1OnD1(), dice(6, 5, 4, 3, 2, 1, 6, 3, 2,
                6, 5, 4, 3, 3, 2, 1, 1, 6, 5, 3, 2, 1, 1, 2, 3, 1, 2));
        assertEquals("rout", of(events, UnitTested.class).get(0).result(), "1 −1 lost more +1 leader = 1");
        Unit o1 = fold(o1OnD1(), events).unitOrThrow("O1");
        assertFalse(o1.onTable());
        assertEquals(1, o1.routed());
        assertEquals(List.of(), CombatPhase.melees(fold(o1OnD1(), events)), "the fight is over");
    }

    @Test
    void theNewEventsAreWrittenAndReadByJackson() throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<FantasyWarriorsEvent> samples = List.of(new FightJoined(List.of("O1", "D1"), List.of("O1 with D1")),
                new BlowsStruck("O1", "D1", "6 dice (5 worth, +1 for attack orders)", List.of(6, 5, 4, 3, 2, 1), 5, 2,
                        List.of(6, 3), 6, 1, List.of(2), 0, List.of(), 0, 1, "to hit in combat: ..."));
        for (FantasyWarriorsEvent e : samples) {
            assertEquals(e, json.readValue(json.writeValueAsString(e), e.getClass()));
        }
    }
}
