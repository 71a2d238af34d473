package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.ScriptedDice;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Phase 1 on the table: threats within 12 inches that can be seen, refused as values when the rules do not allow them,
 * tested in order of the threatener's worth, each counter-threat answered by a test of the threatener.
 */
class ThreatPhaseTest {
    private static final Tables CORE = Tables.core();

    /** A block 4 inches wide at (x, y) facing the bearing given. */
    private static Footprint block(double x, double y, double facing) {
        return new Footprint.Block(new Point(x, y), facing, 4, 2);
    }

    private static ThreatPhase.Contender unit(String id, String side, Footprint ground, int worth) {
        return new ThreatPhase.Contender(id, side, ground, Standing.plain(), worth, false, 0, false);
    }

    private static ThreatPhase.Outcome phase(List<ThreatPhase.Contender> units, Map<String, String> threats,
            Set<String> counters, List<Feature> terrain, Integer... dice) {
        return ThreatPhase.resolve(units, new ThreatPhase.Declared(threats, counters), terrain, false,
                new ScriptedDice(List.of(dice), 0), CORE);
    }

    @Test
    void aThreatAndItsCounterThreatAreTestedInOrderOfWorth() {
        var orcs = unit("O1", "orcs", block(20, 20, 0), 12);
        var men = unit("M1", "men", block(20, 30, 180), 10); // front edges 10 inches apart, facing each other
        var wolves = unit("W1", "orcs", block(30, 20, 0), 14);
        var archers = unit("M2", "men", block(30, 29, 180), 6);
        Map<String, String> threats = new LinkedHashMap<>();
        threats.put("O1", "M1");
        threats.put("W1", "M2");
        ThreatPhase.Outcome o = phase(List.of(orcs, men, wolves, archers), threats, Set.of("M1"), List.of(), 3, 4, 5);
        assertEquals(List.of(), o.refused());
        // W1 is worth more, so its threat is tested first; then O1's, and M1's answer makes O1 test in turn.
        assertEquals(List.of("M2 by W1", "M1 by O1", "O1 by M1 (counter)"), o.tests().stream()
                .map(t -> t.unit() + " by " + t.by() + (t.counter() ? " (counter)" : "")).toList());
        // M2: 3 +1 leader -1 greater worth = 3, shaken; M1: 4 +1 -1 = 4, ok; O1: 5 +1 +1 smaller worth = 7, ok
        assertEquals(List.of("shaken", "ok", "ok"), o.tests().stream().map(t -> t.roll().result()).toList());
    }

    @Test
    void threatsTheRulesDoNotAllowAreRefusedNamingWhy() {
        var orcs = unit("O1", "orcs", block(20, 20, 0), 10);
        var far = unit("M1", "men", block(20, 33, 180), 10); // front edges 13 inches apart: beyond 12
        var friend = unit("O2", "orcs", block(30, 20, 0), 10);
        var fighting = new ThreatPhase.Contender("O3", "orcs", block(40, 20, 0), Standing.plain(), 10, false, 0, true);
        var wild = new ThreatPhase.Contender("O4", "orcs", block(50, 20, 0), Standing.plain().withBloodLust(true), 10, false,
                0, false);
        var near = unit("M2", "men", block(45, 28, 180), 10);
        Map<String, String> threats = new LinkedHashMap<>();
        threats.put("O1", "M1");
        threats.put("O2", "O1");
        threats.put("O3", "M2");
        threats.put("O4", "M2");
        threats.put("O5", "M2");
        ThreatPhase.Outcome o = phase(List.of(orcs, far, friend, fighting, wild, near), threats, Set.of("M1"), List.of());
        assertEquals(List.of(
                "O1: M1 is 13.0\" from O1, beyond the 12\" of a threat",
                "O2: O1 is on O2's own side: a unit threatens the enemy",
                "O3: O3 is in combat and cannot threaten (L1402)",
                "O4: O4 is in blood lust and cannot threaten",
                "O5: there is no unit O5",
                "M1: a counter-threat answers a threat, and M1 was not threatened"),
                o.refused().stream().map(r -> r.unit() + ": " + r.reason()).toList());
        assertEquals(List.of(), o.tests());
    }

    @Test
    void aWoodBetweenThemOrAUnitInTheWayHidesTheTarget() {
        var orcs = unit("O1", "orcs", block(20, 20, 0), 10);
        var men = unit("M1", "men", block(20, 30, 180), 10);
        Feature wood = new Feature("wood", "wood", "Dark wood",
                List.of(new Point(10, 23), new Point(30, 23), new Point(30, 26), new Point(10, 26)));
        ThreatPhase.Outcome o = phase(List.of(orcs, men), Map.of("O1", "M1"), Set.of(), List.of(wood));
        assertEquals(List.of("O1 cannot see M1"), o.refused().stream().map(ThreatPhase.Refusal::reason).toList());
        var between = unit("O2", "orcs", new Footprint.Block(new Point(20, 26), 0, 14, 2), 10);
        assertEquals("O1 cannot see M1", phase(List.of(orcs, men, between), Map.of("O1", "M1"), Set.of(), List.of())
                .refused().get(0).reason(), "units block sight (L1364)");
    }

    @Test
    void aUnitThatRoutsFromItsTestMakesNoCounterThreat() {
        var dragon = new ThreatPhase.Contender("D1", "orcs", block(20, 20, 0), Standing.plain(), 20, true, 0, false);
        var men = unit("M1", "men", block(20, 30, 180), 10);
        // 1 +1 leader -1 greater worth -2 terrible of greater worth = -1: rout, and its counter-threat is void
        ThreatPhase.Outcome o = phase(List.of(dragon, men), Map.of("D1", "M1"), Set.of("M1"), List.of(), 1);
        assertEquals(1, o.tests().size());
        assertEquals("rout", o.tests().get(0).roll().result());
    }
}
