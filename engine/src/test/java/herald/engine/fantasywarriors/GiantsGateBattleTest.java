package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.fantasywarriors.events.CannonFired;
import herald.engine.fantasywarriors.events.VolleyShot;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Whole battles at the giants' gate (scenarios/giants-gate.json): dwarves with a war cannon, a giant crossbow and a
 * runesmith against goblins with a war giant and a shaman, played by the simulated warchiefs through the ruleset's
 * seams, as the app plays them.
 */
class GiantsGateBattleTest {

    static String gate() throws java.io.IOException {
        try (InputStream in = GiantsGateBattleTest.class.getResourceAsStream("scenarios/giants-gate.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Barbarians with a war mammoth, a ballista and a mercenary giant against orcs with a mercenary dragon. */
    private static final String BEASTS = """
            {"title": "beasts", "turns": 8, "table": {"width": 60, "depth": 48}, "sides": [
              {"id": "men", "name": "the barbarians", "army": "men", "commands": [
                {"id": "brans", "order": "attack", "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "30,2"},
                 "units": [{"id": "M1", "entry": "war-mammoth", "at": "30,12", "facing": "N"},
                           {"id": "B1", "entry": "ballista", "at": "40,8", "facing": "N"},
                           {"id": "S1", "entry": "spearmen", "figures": 16, "files": 8, "at": "18,10", "facing": "N"}]},
                {"id": "hrolfs", "order": "oppose", "leader": {"id": "Hrolf", "entry": "barbarian-battle-leader", "at": "50,2"},
                 "units": [{"id": "GI", "entry": "mercenary-giant", "at": "50,10", "facing": "N"}]}]},
              {"id": "orcs", "name": "the orcs", "army": "orcs", "commands": [
                {"id": "skargs", "order": "attack", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "30,46"},
                 "units": [{"id": "O1", "entry": "orc-warriors", "figures": 20, "files": 10, "at": "24,36", "facing": "S"},
                           {"id": "A1", "entry": "orc-archers", "figures": 12, "files": 6, "at": "40,38", "facing": "S"}]},
                {"id": "gorbags", "order": "oppose", "leader": {"id": "Gorbag", "entry": "orc-battle-leader", "at": "50,46"},
                 "units": [{"id": "DR", "entry": "mercenary-dragon", "at": "50,36", "facing": "S"}]}]}]}
            """;

    @Test
    void mammothBallistaGiantAndDragonFightToTheEndEveryOrderAccepted() throws Exception {
        for (String seed : List.of("beasts-1", "beasts-2", "beasts-3")) {
            int[] shots = {0};
            SimulatedBattle.Fought f = SimulatedBattle.fight(BEASTS, "beasts.json", Map.of(), seed, 8, (before, e, w) ->
                    shots[0] += e instanceof VolleyShot v && List.of("M1", "B1", "DR").contains(v.unit()) ? 1 : 0);
            assertTrue(shots[0] > 0, seed + ": the mammoth's archers, the ballista or the dragon shoot");
            System.out.println(seed + ": " + f.windows() + " turns, " + shots[0] + " shots by beasts and engines, "
                    + f.end().outcome());
        }
    }

    @Test
    void theSimulatedWarchiefsFightTheGateToItsEndEveryOrderAcceptedAndTheArtilleryFires() throws Exception {
        for (String seed : List.of("gate-1", "gate-2", "gate-3", "gate-4", "gate-5")) {
            int[] fired = new int[3]; // the cannon, the giant crossbow, the giant's ballistas
            SimulatedBattle.Fought f = SimulatedBattle.fight(gate(), "giants-gate.json", Map.of(), seed, 8, (before, e, w) -> {
                fired[0] += e instanceof CannonFired ? 1 : 0;
                fired[1] += e instanceof VolleyShot v && v.unit().equals("B1") ? 1 : 0;
                fired[2] += e instanceof VolleyShot v && v.unit().equals("G1") ? 1 : 0;
            });
            assertTrue(fired[0] > 0, seed + ": the cannon lays a spark at least once");
            assertTrue(fired[1] > 0, seed + ": the giant crossbow shoots at least once");
            System.out.println(seed + ": " + f.windows() + " turns, cannon " + fired[0] + ", crossbow " + fired[1]
                    + ", giant's ballistas " + fired[2] + ", " + f.end().outcome());
        }
    }
}
