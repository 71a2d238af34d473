package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.fantasywarriors.events.PhaseBegan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Whole battles on the ford, played by the simulated warchiefs through the ruleset's own seams, as the app plays them. */
class BattleTest {

    /** The ford with the orcs' warriors drawn up before it and the crossbows on the Cairn, as the shipped scenario has them. */
    static String crossing() throws java.io.IOException {
        return DeploymentTest.ford().replace("\"at\": \"36,44\", \"facing\": \"S\"}", "\"at\": \"30,44\", \"facing\": \"S\"}")
                .replace("\"at\": \"30,38\"", "\"at\": \"36,32\"").replace("\"at\": \"42,38\"", "\"at\": \"36,40\"")
                .replace("\"at\": \"36,46\"", "\"at\": \"26,46\"").replace("\"at\": \"24,14\"", "\"at\": \"56,10\"");
    }

    @Test
    void theSimulatedWarchiefsFightTheFordToItsEndEveryOrderAccepted() throws Exception {
        int fought = 0;
        for (String seed : List.of("ford-1", "ford-2", "ford-3", "ford-4", "ford-5")) {
            List<String> phases = new ArrayList<>();
            int[] blows = {0};
            SimulatedBattle.Fought f = SimulatedBattle.fight(crossing(), "grimwater-ford.json", Map.of(), seed, 8,
                    (before, e, window) -> {
                        blows[0] += e instanceof herald.engine.fantasywarriors.events.BlowsStruck ? 1 : 0;
                        if (e instanceof PhaseBegan p && window == 0) {
                            phases.add(p.name());
                        }
                    });
            assertEquals(List.of("threat", "shooting", "movement and reorganisation", "combat", "new orders", "influence",
                    "command tests"), phases);
            fought += blows[0] > 0 ? 1 : 0;
            assertTrue(f.end().report().stream().anyMatch(r -> r.heading().equals("Result")), seed);
            System.out.println(seed + ": " + f.windows() + " turns, " + blows[0] + " blows, " + f.end().outcome());
        }
        assertTrue(fought > 0, "in some battle the orcs cross the ford and fight");
    }
}
