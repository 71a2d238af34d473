package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.CannonFired;
import herald.engine.fantasywarriors.events.CrewLost;
import herald.engine.fantasywarriors.events.DragonBreathed;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.TurnBegan;
import herald.engine.fantasywarriors.events.VolleyShot;
import herald.engine.table.Point;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Companion's artillery and huge creatures in phase 2 and beyond (L681-860). The dwarves' war cannon C1 and the
 * men's ballista B1 and mercenary giant GI face orc archers A1 and a mercenary dragon DR, or goblins with a war giant.
 */
class ArtilleryTest {
    private static final String GUNS = """
            {"title": "guns", "table": {"width": 48, "depth": 48}, "sides": [
              {"id": "dwarves", "name": "the dwarves", "army": "dwarves", "overrides": {"cannon-crew": {"resilience": 1}},
               "commands": [
                {"id": "durins", "order": "hold", "leader": {"id": "Durin", "entry": "dwarf-warchief", "at": "44,2"},
                 "units": [{"id": "C1", "entry": "war-cannon", "at": "24,6", "facing": "N"}]}]},
              {"id": "orcs", "name": "the orcs", "army": "orcs", "commands": [
                {"id": "skargs", "order": "oppose", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "44,46"},
                 "units": [{"id": "A1", "entry": "orc-archers", "figures": 10, "files": 10, "at": "24,20", "facing": "S"},
                           {"id": "DR", "entry": "mercenary-dragon", "at": "24,12", "facing": "S"}]}]}]}
            """;
    private static final String GIANTS = """
            {"title": "giants", "table": {"width": 48, "depth": 48}, "sides": [
              {"id": "men", "name": "the men", "army": "men", "commands": [
                {"id": "brans", "order": "oppose", "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "44,2"},
                 "units": [{"id": "B1", "entry": "ballista", "at": "20,6", "facing": "N"},
                           {"id": "GI", "entry": "mercenary-giant", "at": "30,6", "facing": "N"}]}]},
              {"id": "goblins", "name": "the goblins", "army": "goblins", "commands": [
                {"id": "grishnaks", "order": "attack", "leader": {"id": "Grish", "entry": "goblin-warchief", "at": "44,46"},
                 "units": [{"id": "G1", "entry": "war-giant", "at": "24,30", "facing": "S"}]}]}]}
            """;

    private static FantasyWarriorsState battle(String json) throws Exception {
        FantasyWarriorsState s = FantasyWarriorsState.deployed(Deployment.read(json, "artillery.json"));
        return new TurnBegan(1, s.period()).applyTo(s);
    }

    private static Optional<String> refusal(FantasyWarriorsState s, String side, String unit, String target, int n) {
        return ShootingPhase.refusal(s, side, new TurnOrders.Shoot(unit, target, n));
    }

    private static List<FantasyWarriorsEvent> shoot(FantasyWarriorsState s, String unit, String target, int n,
            Integer... dice) {
        return ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot(unit, target, n)), new ScriptedDice(List.of(dice), 0));
    }

    private static FantasyWarriorsState fold(FantasyWarriorsState s, List<FantasyWarriorsEvent> events) {
        for (FantasyWarriorsEvent e : events) {
            s = e.applyTo(s);
        }
        return s;
    }

    @Test
    void aCannonTakesOneToThreeChargesAndInBloodLustTheMost() throws Exception {
        FantasyWarriorsState s = battle(GUNS);
        assertTrue(refusal(s, "dwarves", "C1", "A1", 3).isEmpty());
        assertTrue(refusal(s, "dwarves", "C1", "A1", 4).orElseThrow().contains("3 at most (L711)"));
        Unit c = s.unitOrThrow("C1");
        FantasyWarriorsState lust = s.withUnit(c.withStanding(c.standing().withBloodLust(true)));
        assertTrue(refusal(lust, "dwarves", "C1", "A1", 2).orElseThrow().contains("maximum charge, 3 (L745)"));
    }

    @Test
    void aCannonThatFiresRollsItsChargesWorthInDiceAndSpendsItsCounters() throws Exception {
        FantasyWarriorsState s = battle(GUNS);
        // ignition 6 −1 double charge = 5: good, 2 charges 16 +2 = 18 dice, all missing
        Integer[] dice = new Integer[19];
        dice[0] = 6;
        java.util.Arrays.fill(dice, 1, 19, 1);
        List<FantasyWarriorsEvent> events = shoot(s, "C1", "A1", 2, dice);
        CannonFired fired = (CannonFired) events.get(0);
        assertEquals(List.of(5, "good", 18), List.of(fired.score(), fired.result(), fired.worth()));
        VolleyShot v = (VolleyShot) events.get(1);
        assertEquals(18, v.roll().size());
        assertEquals(4, fold(s, events).unitOrThrow("C1").volleys());
    }

    @Test
    void theCrewIsShotAtForTheEngineAndTheEngineGoesWithTheLastOfThem() throws Exception {
        FantasyWarriorsState s = battle(GUNS);
        s = s.withUnit(s.unitOrThrow("DR").withRouted(1)); // out of the line of sight
        // ten 6s to hit, ten 6s to kill (bow 5 +1 strength −1 resilience −1 soft cover = 4): four crew, no specials or saves
        List<FantasyWarriorsEvent> events = shoot(s, "A1", "C1", 1, Collections.nCopies(20, 6).toArray(Integer[]::new));
        assertEquals(new CrewLost("C1", 4, 0, "to A1's volley"), events.get(1));
        VolleyShot v = (VolleyShot) events.get(0);
        assertEquals("soft", v.cover()); // the gun does not fire this phase: its crew claims soft cover (L699)
        FantasyWarriorsState after = fold(s, events);
        assertFalse(after.unitOrThrow("C1").onTable());
        assertEquals(0, after.companion().artillery().crewOf(after, after.unitOrThrow("C1")));
    }

    @Test
    void aDragonBreathesWithin6InchesAndRoutsWhenItHasNotTheBreath() throws Exception {
        FantasyWarriorsState s = battle(GUNS);
        assertTrue(refusal(s, "orcs", "DR", "C1", 1).isEmpty());
        assertTrue(refusal(s, "orcs", "DR", "C1", 2).orElseThrow().contains("1D6 breath counters (L845)"));
        s = s.withCompanion(s.companion().withArtillery(s.companion().artillery().withBreath("DR", 2)));
        List<FantasyWarriorsEvent> events = shoot(s, "DR", "C1", 1, 5);
        assertEquals(new DragonBreathed("DR", "C1", List.of(5), 2, 2, true), events.get(0));
        assertEquals(1, events.size());
        assertFalse(fold(s, events).unitOrThrow("DR").onTable());
        Unit dr = s.unitOrThrow("DR");
        FantasyWarriorsState far = s.withUnit(dr.withGround(dr.ground().movedTo(new Point(24, 20))));
        assertTrue(refusal(far, "orcs", "DR", "C1", 1).orElseThrow().contains("beyond the range of its breath, 6\""));
    }

    @Test
    void aGiantDoesNotShootAndABallistaOfOneCrewCannotBlackenTheSky() throws Exception {
        FantasyWarriorsState s = battle(GIANTS);
        assertTrue(refusal(s, "men", "GI", "G1", 1).orElseThrow().contains("no missile and no breath"));
        assertTrue(refusal(s, "men", "B1", "G1", 2).isEmpty());
        FantasyWarriorsState one = s.withCompanion(s.companion().withArtillery(s.companion().artillery().withCrew("B1", 1)));
        assertTrue(refusal(one, "men", "B1", "G1", 2).orElseThrow().contains("needs 2 crew to blacken the sky, and has 1"));
        assertTrue(refusal(one, "men", "B1", "G1", 1).isEmpty());
        assertEquals(4, EngineCrew.move(s, s.unitOrThrow("B1")));
        assertEquals(2, EngineCrew.move(one, one.unitOrThrow("B1"))); // 2" a living crew member (L691)
    }

    @Test
    void aWarGiantsBallistasShootAtTheEnemyItFights() throws Exception {
        FantasyWarriorsState s = battle(GIANTS);
        Unit g = s.unitOrThrow("G1");
        Unit gi = s.unitOrThrow("GI");
        s = s.withUnit(g.withGround(g.ground().movedTo(new Point(30, 9))));
        assertTrue(Worth.inCombat(s, s.unitOrThrow("G1")), "the giants touch");
        assertTrue(refusal(s, "goblins", "G1", "GI", 1).isEmpty());
        assertTrue(refusal(s, "goblins", "G1", "B1", 1).orElseThrow().contains("only at the enemy it fights (L784, L815)"));
        assertTrue(gi.onTable());
    }

    @Test
    void anExplosionKillsTheCrewAndWhatStandsWithinAFootAndTheIndividualsUnlessTheySave() throws Exception {
        FantasyWarriorsState s = battle(GUNS);
        Individual durin = s.individual("Durin").orElseThrow();
        s = s.withIndividual(durin.withGround(durin.ground().movedTo(new Point(28, 4))));
        // ignition 1 −2 treble = −1: explodes; the dragon (3in across, 6in off) saves 7 −> 8 fails; Durin saves 6 at 7
        List<FantasyWarriorsEvent> events = shoot(s, "C1", "A1", 3, 1, 4, 4, 3, 3);
        assertEquals("explodes", ((CannonFired) events.get(0)).result());
        assertTrue(events.contains(new herald.engine.fantasywarriors.events.IndividualCaught("Durin", "C1", List.of(6), 7,
                false)), events.toString());
        FantasyWarriorsState after = fold(s, events);
        assertFalse(after.unitOrThrow("C1").onTable());
        assertFalse(after.unitOrThrow("DR").onTable());
        assertTrue(after.individual("Durin").orElseThrow().onTable());
        assertTrue(after.companion().artillery().explodedIn(after, "dwarves", 1));
    }

    @Test
    void aWarGiantShootsAndIsShotOverTheUnitItTouchesWhichGivesItSoftCover() throws Exception {
        FantasyWarriorsState s = battle(GIANTS.replace("""
                "units": [{"id": "G1", "entry": "war-giant", "at": "24,30", "facing": "S"}]""", """
                "units": [{"id": "G1", "entry": "war-giant", "at": "24,28.5", "facing": "S"},
                          {"id": "W1", "entry": "goblin-warriors", "figures": 20, "files": 20, "at": "24,26", "facing": "S"}]"""));
        assertTrue(refusal(s, "goblins", "G1", "B1", 1).isEmpty(), "the giant's ballistas shoot over W1 (L781)");
        assertTrue(refusal(s, "men", "B1", "G1", 1).isEmpty(), "and the ballista shoots over W1 at the giant (L782)");
        List<FantasyWarriorsEvent> events = shoot(s, "B1", "G1", 1, 1, 1);
        assertEquals("soft", ((VolleyShot) events.get(0)).cover());
        Unit w = s.unitOrThrow("W1");
        FantasyWarriorsState apart = s.withUnit(w.withGround(w.ground().movedTo(new Point(24, 24))));
        assertTrue(refusal(apart, "men", "B1", "G1", 1).orElseThrow().contains("cannot see"));
    }

    @Test
    void theSheetsShowTheCrewLeftAndTheBreathLeft() throws Exception {
        FantasyWarriorsState s = battle(GUNS);
        s = s.withCompanion(s.companion().withArtillery(s.companion().artillery().withCrew("C1", 3).withBreath("DR", 4)));
        String dwarves = RecordSheet.own(s, "dwarves").toString();
        String orcs = RecordSheet.own(s, "orcs").toString();
        assertTrue(dwarves.contains("crew 3/4"), dwarves);
        assertTrue(dwarves.contains("cannon S4 30\"") && !dwarves.contains("crossbow S4 30"), "an engine's weapon is"
                + " itself, not the weapon line its list borrows: " + dwarves);
        assertTrue(orcs.contains("breath 4/6"), orcs);
    }

    @Test
    void aWarGiantBellowsAsTwoMusiciansForTheUnitItThreatens() throws Exception {
        FantasyWarriorsState s = battle(GIANTS);
        assertEquals(2, ThreatStep.contenders(s).stream().filter(c -> c.id().equals("G1")).findFirst().orElseThrow()
                .musicians());
    }
}
