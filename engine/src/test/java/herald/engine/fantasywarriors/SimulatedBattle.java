package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.SeededDice;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A battle the demo's warchiefs fight to its end with seeded dice through the ruleset's seams, as the app plays it:
 * every order they write is checked and must be accepted, and the battle must end within its turns.
 */
final class SimulatedBattle {
    private SimulatedBattle() {}

    /** What a test looks at as the battle goes: each event, the state it applies to, and the window's index (0 first). */
    @FunctionalInterface
    interface Watch {
        void seen(FantasyWarriorsState before, RuleEvent event, int window);
    }

    record Fought(FantasyWarriorsState end, int windows) {}

    static Fought fight(String scenario, String source, Map<String, String> options, String seed, int turns, Watch watch)
            throws Exception {
        FantasyWarriors rules = new FantasyWarriors();
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(scenario, source, options)) {
            s = rules.apply(s, e);
        }
        int windows = 0;
        for (Optional<OrderWindow> w = rules.window(s); w.isPresent(); w = rules.window(s)) {
            Map<String, List<String>> orders = new LinkedHashMap<>();
            for (String side : w.get().sides()) {
                String written = rules.simulatedOrders(s, side);
                OrdersRuling r = rules.check(s, side, written);
                assertTrue(r.accepted(), seed + " " + w.get().id() + " " + side + ":\n" + written + "\n" + r);
                orders.put(side, ((OrdersRuling.Accepted) r).normalised());
            }
            for (RuleEvent e : rules.resolve(s, orders, new SeededDice(seed.getBytes(), w.get().id()))) {
                watch.seen((FantasyWarriorsState) s, e, windows);
                s = rules.apply(s, e);
            }
            windows++;
            assertTrue(windows <= turns, seed + ": the battle has " + turns + " turns");
        }
        assertTrue(rules.outcome(s).isPresent(), seed + ": the battle ends");
        return new Fought((FantasyWarriorsState) s, windows);
    }
}
