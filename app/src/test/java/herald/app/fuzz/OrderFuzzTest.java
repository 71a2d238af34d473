package herald.app.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import herald.app.game.Rulesets;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.templates.Scenarios;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Any text a player can mail, checked as orders by each ruleset against a shipped scenario: the
 * check must answer (accepted, or rejected with at least one error) and never throw; orders it
 * accepts, given back in their normal form, must be accepted again. `mvn test` replays the corpus
 * in src/test/resources/herald/app/fuzz/OrderFuzzTestInputs; `-Pfuzz -Dfuzz.target=OrderFuzzTest#lonewolf`
 * looks for more.
 */
class OrderFuzzTest {
    private static final Ruleset LONEWOLF = Rulesets.byId("lonewolf");
    private static final Ruleset SKIRMISH = Rulesets.byId("skirmish");
    // durncrag has every kind of Lone Wolf piece: heroes, a Vordak, hidden troops, Kai Disciplines
    private static final RulesState DURNCRAG = opening(LONEWOLF, "durncrag");
    private static final RulesState VILLAGE = opening(SKIRMISH, "village");
    private static final Ruleset BASIC_FANTASY = Rulesets.byId("basicfantasy");
    // the barrow has every terrain type, wizards on both sides and every kind of unit
    private static final RulesState BARROW = opening(BASIC_FANTASY, "battle-of-the-barrow");

    @FuzzTest(maxDuration = "30s")
    void lonewolf(FuzzedDataProvider data) {
        checkEverySide(LONEWOLF, DURNCRAG, text(data));
    }

    @FuzzTest(maxDuration = "30s")
    void skirmish(FuzzedDataProvider data) {
        checkEverySide(SKIRMISH, VILLAGE, text(data));
    }

    @FuzzTest(maxDuration = "30s")
    void basicfantasy(FuzzedDataProvider data) {
        checkEverySide(BASIC_FANTASY, BARROW, text(data));
    }

    private static String text(FuzzedDataProvider data) {
        return new String(data.consumeRemainingAsBytes(), StandardCharsets.UTF_8);
    }

    private static void checkEverySide(Ruleset ruleset, RulesState state, String orders) {
        for (Side side : ruleset.sides(state)) {
            OrdersRuling ruling = ruleset.check(state, side.id(), orders);
            assertNotNull(ruling);
            if (ruling instanceof OrdersRuling.Accepted accepted) {
                OrdersRuling again = ruleset.check(state, side.id(), String.join("\n", accepted.normalised()));
                assertEquals(OrdersRuling.Accepted.class, again.getClass(),
                        "the normal form of accepted orders is refused: " + accepted.normalised() + " -> " + again);
            }
        }
    }

    private static RulesState opening(Ruleset ruleset, String scenario) {
        try {
            RulesState state = ruleset.initial();
            for (RuleEvent e : ruleset.setUp(Scenarios.read(ruleset.id(), scenario), scenario + ".json", Map.of())) {
                state = ruleset.apply(state, e);
            }
            return state;
        } catch (ScenarioException e) {
            throw new IllegalStateException("a shipped scenario no longer loads: " + scenario, e);
        }
    }
}
