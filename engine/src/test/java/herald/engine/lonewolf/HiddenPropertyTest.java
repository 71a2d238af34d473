package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.SeededDice;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** L311-317: in any game the simulated players play, nothing the enemy may read names a hidden piece. */
class HiddenPropertyTest {

    @Property(tries = 10)
    void no_view_report_line_or_visible_event_names_an_unrevealed_hidden_enemy(@ForAll long seed) {
        LoneWolfState s = Battle.forestRoad().state;
        LoneWolf rules = Battle.RULES;
        assertNoLeak(s);
        while (rules.outcome(s).isEmpty()) {
            String window = rules.window(s).orElseThrow().id();
            Map<String, List<String>> orders = new HashMap<>();
            for (String side : s.sideIds()) {
                OrdersRuling r = rules.check(s, side, rules.simulatedOrders(s, side));
                assertTrue(r.accepted(), r.toString());
                orders.put(side, ((OrdersRuling.Accepted) r).normalised());
            }
            List<RuleEvent> events = rules.resolve(s, orders, new SeededDice(Long.toString(seed).getBytes(StandardCharsets.UTF_8), window));
            for (RuleEvent e : events) {
                s = rules.apply(s, e);
                for (String enemy : s.sideIds()) {
                    if (e.visibleTo().isEmpty() || e.visibleTo().contains(enemy)) {
                        assertFalse(namesHiddenOf(s, enemy, e.describe()), () -> "sent to " + enemy + ": " + e.describe());
                    }
                }
            }
            assertNoLeak(s);
        }
    }

    private static void assertNoLeak(LoneWolfState s) {
        for (String side : s.sideIds()) {
            // the reference card's examples name pieces (G3, S2) of no game in particular
            String seen = Battle.RULES.view(s, side).withOrders(null).toString();
            assertFalse(namesHiddenOf(s, side, seen), () -> "the view of " + side + " names a hidden enemy: " + seen);
        }
    }

    /** Does {@code text} name a piece hidden from {@code reader}? */
    private static boolean namesHiddenOf(LoneWolfState s, String reader, String text) {
        return s.pieces().stream().filter(p -> !p.side().equals(reader) && s.hidden(p.id()))
                .anyMatch(p -> Pattern.compile("\\b" + p.id() + "\\b").matcher(text).find());
    }
}
