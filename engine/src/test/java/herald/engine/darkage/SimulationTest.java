package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.SeededDice;
import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.ShotRolled;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shipped scenario fought out to its end by simulated players with fair seeded dice: every mail they write is
 * accepted, the game ends within its turns, and the fighting really happens.
 */
class SimulationTest {

    static List<String> scenarios() {
        return ScenariosTest.SHIPPED;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void theSimulatedPlayersFightTheScenarioToItsEnd(String name) {
        int blows = 0;
        int shots = 0;
        int fates = 0;
        for (String seed : List.of("alpha", "bravo", "charlie")) {
            DarkAgeState s = Game.scenario(name).state;
            DarkAge rules = Game.RULES;
            int turns = 0;
            while (rules.outcome(s).isEmpty() && turns <= s.scenario().turns()) {
                var window = rules.window(s).orElseThrow();
                Map<String, List<String>> lines = new LinkedHashMap<>();
                for (String side : window.sides()) {
                    String body = rules.simulatedOrders(s, side);
                    OrdersRuling r = rules.check(s, side, body);
                    String where = name + " " + seed + " " + window.id() + " " + side;
                    assertTrue(r.accepted(), () -> where + " rejected:\n" + body + "\n" + r);
                    lines.put(side, ((OrdersRuling.Accepted) r).normalised());
                }
                List<RuleEvent> events = rules.resolve(s, lines,
                        new SeededDice(seed.getBytes(StandardCharsets.UTF_8), window.id()));
                for (RuleEvent e : events) {
                    s = rules.apply(s, e);
                    blows += e instanceof BlowRolled ? 1 : 0;
                    shots += e instanceof ShotRolled ? 1 : 0;
                    fates += e instanceof FateRolled ? 1 : 0;
                }
                turns++;
            }
            assertTrue(rules.outcome(s).isPresent() && turns <= s.scenario().turns(),
                    name + " " + seed + " has not ended after " + turns + " turns");
        }
        assertTrue(blows > 0 && fates > 0, name + ": blows " + blows + ", Fate rolls " + fates);
        assertTrue(shots > 0 || name.equals("sea-fight.json"), name + ": shots " + shots);
    }
}
