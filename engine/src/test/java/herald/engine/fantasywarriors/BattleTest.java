package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.SeededDice;
import herald.engine.fantasywarriors.events.PhaseBegan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Whole battles on the ford, played by the simulated warchiefs through the ruleset's own seams, as the app plays them. */
class BattleTest {
    private final FantasyWarriors rules = new FantasyWarriors();

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
            RulesState s = rules.initial();
            for (RuleEvent e : rules.setUp(crossing(), "grimwater-ford.json")) {
                s = rules.apply(s, e);
            }
            int windows = 0;
            List<String> phases = new ArrayList<>();
            int blows = 0;
            for (Optional<OrderWindow> w = rules.window(s); w.isPresent(); w = rules.window(s)) {
                Map<String, List<String>> orders = new LinkedHashMap<>();
                for (String side : w.get().sides()) {
                    String written = rules.simulatedOrders(s, side);
                    OrdersRuling r = rules.check(s, side, written);
                    assertTrue(r.accepted(), seed + " " + w.get().id() + " " + side + ":\n" + written + "\n" + r);
                    orders.put(side, ((OrdersRuling.Accepted) r).normalised());
                }
                for (RuleEvent e : rules.resolve(s, orders, new SeededDice(seed.getBytes(), w.get().id()))) {
                    s = rules.apply(s, e);
                    blows += e instanceof herald.engine.fantasywarriors.events.BlowsStruck ? 1 : 0;
                    if (e instanceof PhaseBegan p && windows == 0) {
                        phases.add(p.name());
                    }
                }
                windows++;
                assertTrue(windows <= 8, "the scenario has 8 turns");
            }
            assertEquals(List.of("threat", "shooting", "movement and reorganisation", "combat", "new orders", "influence",
                    "command tests"), phases);
            assertTrue(rules.outcome(s).isPresent(), seed);
            fought += blows > 0 ? 1 : 0;
            FantasyWarriorsState end = (FantasyWarriorsState) s;
            assertTrue(end.report().stream().anyMatch(r -> r.heading().equals("Result")), seed);
            System.out.println(seed + ": " + windows + " turns, " + blows + " blows, " + rules.outcome(s).get());
        }
        assertTrue(fought > 0, "in some battle the orcs cross the ford and fight");
    }
}
