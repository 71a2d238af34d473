package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.SeededDice;
import herald.engine.lonewolf.events.MoraleTested;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** M3: however many reasons, a unit takes one morale test a turn, in any game the simulated players play. */
class MoraleOncePropertyTest {

    @Property(tries = 12)
    void a_unit_never_tests_twice_in_one_turn(@ForAll long seed) {
        LoneWolfState s = Battle.patrol().state;
        LoneWolf rules = Battle.RULES;
        while (rules.outcome(s).isEmpty()) {
            String window = rules.window(s).orElseThrow().id();
            Map<String, List<String>> orders = new HashMap<>();
            for (String side : s.sideIds()) {
                OrdersRuling r = rules.check(s, side, rules.simulatedOrders(s, side));
                assertTrue(r.accepted(), r.toString());
                orders.put(side, ((OrdersRuling.Accepted) r).normalised());
            }
            List<RuleEvent> events = rules.resolve(s, orders, new SeededDice(Long.toString(seed).getBytes(StandardCharsets.UTF_8), window));
            Set<String> tested = new HashSet<>();
            for (RuleEvent e : events) {
                if (e instanceof MoraleTested m) {
                    assertTrue(tested.add(m.side() + "/" + m.unit()), "turn " + window + ": " + m.unit() + " tested twice");
                }
                s = rules.apply(s, e);
            }
        }
    }

    /** The same over every shipped encounter, heroes, monsters, hidden units and routs included. */
    @Property(tries = 12)
    void in_any_shipped_encounter_a_unit_tests_morale_at_most_once_a_turn(@ForAll("encounters") String encounter, @ForAll long seed) {
        Set<String> tested = new HashSet<>();
        SimulatedGame.play(SimulatedGame.encounter(encounter), Long.toString(seed), (s, e) -> {
            if (e instanceof herald.engine.lonewolf.events.TurnBegan) {
                tested.clear();
            } else if (e instanceof MoraleTested m) {
                assertTrue(tested.add(m.side() + "/" + m.unit()), encounter + ", turn " + s.turn() + ": " + m.unit() + " tested twice");
            }
        });
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> encounters() {
        return net.jqwik.api.Arbitraries.of(SimulatedGame.ENCOUNTERS);
    }
}
