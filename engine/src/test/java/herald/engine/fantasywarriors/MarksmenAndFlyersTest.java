package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.CommandTested;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FlyingCounterMoved;
import herald.engine.fantasywarriors.events.PieceMoved;
import herald.engine.fantasywarriors.events.Sniped;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The new individuals and flyers in play: the barbarians' marksman M1 snipes at the orc battle leader Gorbag, who
 * stands alone 10 inches off (L895-922); the wood elves' eagle riders E1 fly over their own archers (L302-309).
 */
class MarksmenAndFlyersTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    private static final String SNIPERS = """
            {"title": "Snipers", "period": %d, "table": {"width": 48, "depth": 48},
             "sides": [
              {"id": "men", "name": "the barbarians", "army": "men",
               "commands": [{"id": "brans", "order": "hold", "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "6,4"},
                 "units": [{"id": "S1", "entry": "spearmen", "figures": 10, "at": "10,10", "facing": "N"}]}],
               "individuals": [{"id": "M1", "entry": "marksman", "at": "24,20"}]},
              {"id": "orcs", "name": "the orcs", "army": "orcs",
               "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "40,46"},
                 "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "at": "10,40", "facing": "S"}]},
                 {"id": "gorbags", "order": "hold", "leader": {"id": "Gorbag", "entry": "orc-battle-leader", "at": "24,31"},
                 "units": [{"id": "O2", "entry": "orc-warriors", "figures": 10, "at": "40,40", "facing": "S"}]}]}]}""";

    private static final String FLYERS = """
            {"title": "Eagles", "table": {"width": 48, "depth": 48},
             "sides": [
              {"id": "elves", "name": "the elves", "army": "wood-elves",
               "commands": [{"id": "aelfs", "order": "oppose", "leader": {"id": "Aelf", "entry": "elf-warchief", "at": "6,4"},
                 "units": [{"id": "E1", "entry": "eagle-riders", "figures": 4, "files": 4, "at": "24,6", "facing": "N"},
                           {"id": "B1", "entry": "elf-archers", "figures": 10, "at": "24,10", "facing": "N"}]}]},
              {"id": "orcs", "name": "the orcs", "army": "orcs",
               "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "40,46"},
                 "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "at": "24,44", "facing": "S"},
                           {"id": "A1", "entry": "orc-archers", "figures": 10, "at": "12,14", "facing": "S"}]}]}]}""";

    private FantasyWarriorsState setUp(String json) throws Exception {
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        return s;
    }

    private List<RuleEvent> turn(FantasyWarriorsState s, Map<String, List<String>> orders, Integer... first) {
        List<Integer> faces = new ArrayList<>(List.of(first));
        faces.addAll(Collections.nCopies(60, 4));
        return rules.resolve(s, orders, new ScriptedDice(faces, 0));
    }

    private static <T> List<T> of(List<RuleEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /**
     * 10" is short range for his 12" bow: 3 hits (L920). The kill: bow on light armour 5, +2 strength -3 resilience,
     * so 6: the 6 kills; Gorbag has no save. A battle leader killed calls the orcs' command tests.
     */
    @Test
    void aMarksmanPicksOffALoneBattleLeader() throws Exception {
        FantasyWarriorsState s = setUp(SNIPERS.formatted(1));
        assertEquals(Optional.empty(), Sniping.refusal(s, "men", new TurnOrders.Snipe("M1", "Gorbag")));
        assertTrue(rules.check(s, "men", "SNIPE m1 AT gorbag").accepted());
        List<RuleEvent> events = turn(s, Map.of("men", List.of("SNIPE M1 AT Gorbag")), 3, 6);
        Sniped shot = of(events, Sniped.class).get(0);
        assertEquals(3, shot.need());
        assertTrue(shot.hit() && shot.killed(), shot.describe());
        assertEquals(List.of("skargs"), of(events, CommandTested.class).stream().map(CommandTested::command).toList());
    }

    @Test
    void byNightHeNeedsOneMore() throws Exception {
        FantasyWarriorsState s = setUp(SNIPERS.formatted(8));
        Sniped shot = of(turn(s, Map.of("men", List.of("SNIPE M1 AT Gorbag")), 3), Sniped.class).get(0);
        assertEquals(4, shot.need());
        assertFalse(shot.hit());
    }

    @Test
    void heSnipesOnlyIndividualsWithNoUnitAndNotFromAUnit() throws Exception {
        FantasyWarriorsState s = setUp(SNIPERS.formatted(1));
        assertTrue(Sniping.refusal(s, "men", new TurnOrders.Snipe("M1", "Skarg")).orElseThrow().contains("beyond"));
        Individual g = s.individual("Gorbag").orElseThrow();
        FantasyWarriorsState withUnit = s.withIndividual(g.withJoined("O2"));
        assertTrue(Sniping.refusal(withUnit, "men", new TurnOrders.Snipe("M1", "Gorbag")).orElseThrow()
                .contains("stands with a unit"));
        assertTrue(Sniping.refusal(s, "men", new TurnOrders.Snipe("Bran", "Gorbag")).orElseThrow()
                .contains("no marksman"));
    }

    /** E1 behind B1: on the ground it cannot pass through B1; flying, 18" over it to 24,22. */
    @Test
    void aFlyerTakesToTheAirAndPassesOverUnits() throws Exception {
        FantasyWarriorsState s = setUp(FLYERS);
        assertFalse(rules.check(s, "elves", "MOVE E1 TO 24,22").accepted(), "on the ground it meets B1");
        assertTrue(rules.check(s, "elves", "FLY E1\nMOVE E1 TO 24,22").accepted());
        assertFalse(rules.check(s, "elves", "FLY B1").accepted(), "archers do not fly");
        List<RuleEvent> events = turn(s, Map.of("elves", List.of("FLY E1", "MOVE E1 TO 24,22")));
        assertEquals(List.of(new FlyingCounterMoved("E1", true)), of(events, FlyingCounterMoved.class));
        PieceMoved moved = of(events, PieceMoved.class).get(0);
        assertEquals("E1", moved.piece());
        FantasyWarriorsState after = s;
        for (RuleEvent e : events) {
            after = ((FantasyWarriorsEvent) e).applyTo(after);
        }
        assertTrue(Flying.airborne(after, "E1"));
        assertEquals(22.0, after.unitOrThrow("E1").ground().at().y(), 1e-9);
    }

    /** A1 shoots at E1 from 8" or so, short range for its bow; airborne, E1 is always at long range (L1430). */
    @Test
    void shootingAtAFlyerIsAtLongRangeOnlyWhileItIsAirborne() throws Exception {
        FantasyWarriorsState s = setUp(FLYERS);
        List<TurnOrders.Shoot> shot = List.of(new TurnOrders.Shoot("A1", "E1", 1));
        ScriptedDice misses = new ScriptedDice(Collections.nCopies(40, 1), 0);
        assertFalse(((herald.engine.fantasywarriors.events.VolleyShot) ShootingPhase.resolve(s, shot, misses).get(0))
                .longRange());
        FantasyWarriorsState up = new FlyingCounterMoved("E1", true).applyTo(s);
        assertTrue(((herald.engine.fantasywarriors.events.VolleyShot) ShootingPhase.resolve(up, shot,
                new ScriptedDice(Collections.nCopies(40, 1), 0)).get(0)).longRange());
    }

    /** A marksman touching bowmen adds his worth, 1, to their front rank's dice (L916): 5 + 1 and 5 behind. */
    @Test
    void aMarksmanWithBowmenAddsHisWorthToTheirShooting() throws Exception {
        String json = SNIPERS.formatted(1).replace("\"army\": \"men\",", "\"army\": \"men\", \"overrides\":"
                + " {\"handgunners\": {\"weapon\": {\"line\": \"bow\", \"strength\": 1, \"shortRange\": 12,"
                + " \"longRange\": 24}}},").replace("{\"id\": \"S1\", \"entry\": \"spearmen\", \"figures\": 10, \"at\": \"10,10\"",
                "{\"id\": \"S1\", \"entry\": \"handgunners\", \"figures\": 10, \"at\": \"10,30\"");
        FantasyWarriorsState s = setUp(json);
        List<TurnOrders.Shoot> shot = List.of(new TurnOrders.Shoot("S1", "O1", 1));
        var alone = (herald.engine.fantasywarriors.events.VolleyShot) ShootingPhase.resolve(s, shot,
                new ScriptedDice(Collections.nCopies(40, 1), 0)).get(0);
        assertEquals(10, alone.figures());
        Individual m = s.individual("M1").orElseThrow();
        FantasyWarriorsState with = s.withIndividual(m.withGround(m.ground().movedTo(herald.engine.table.Point.of(10, 30.5))));
        assertEquals(1, Sniping.withBowmen(with, with.unitOrThrow("S1")));
        var together = (herald.engine.fantasywarriors.events.VolleyShot) ShootingPhase.resolve(with, shot,
                new ScriptedDice(Collections.nCopies(40, 1), 0)).get(0);
        assertEquals(11, together.figures(), together.workings().toString());
        assertTrue(together.workings().toString().contains("marksman's worth"));
    }

    @Test
    void aPaladinShieldsAUnitOfHisRaceFromTerror() throws Exception {
        String json = """
                {"title": "Paladin", "table": {"width": 48, "depth": 48},
                 "sides": [
                  {"id": "dwarves", "name": "the dwarves", "army": "dwarves",
                   "commands": [{"id": "durins", "order": "hold", "leader": {"id": "Durin", "entry": "dwarf-warchief", "at": "6,4"},
                     "units": [{"id": "D1", "entry": "dwarf-warriors", "figures": 10, "at": "24,10", "facing": "N"}]}],
                   "individuals": [{"id": "P1", "entry": "dwarf-paladin", "at": "24,10.5"}]},
                  {"id": "orcs", "name": "the orcs", "army": "orcs",
                   "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "40,46"},
                     "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "at": "24,44", "facing": "S"}]}]}]}""";
        FantasyWarriorsState s = setUp(json);
        assertTrue(Paladins.shelter(s, s.unitOrThrow("D1")));
        assertFalse(Paladins.shelter(s, s.unitOrThrow("O1")));
        FantasyWarriorsState away = s.withIndividual(s.individual("P1").orElseThrow().withGround(
                s.individual("P1").orElseThrow().ground().movedTo(herald.engine.table.Point.of(40, 20))));
        assertFalse(Paladins.shelter(away, away.unitOrThrow("D1")));
    }
}
