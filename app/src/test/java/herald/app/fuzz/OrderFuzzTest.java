package herald.app.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import herald.app.game.Rulesets;
import herald.engine.OrderError;
import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.SeededDice;
import herald.engine.Side;
import herald.templates.Scenarios;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
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

    private static final Ruleset DARKAGE = Rulesets.byId("darkage");
    // the raid: two sides by day, a torch and a haystack; the hall: three sides at night, allies, fire, both kinds of magic
    private static final RulesState RAID = opening(DARKAGE, "raid");
    private static final RulesState HALL = opening(DARKAGE, "burning-hall");
    // the raid two turns on, as the simulated players fight it: figures out of the game, the haystack alight
    private static final RulesState RAID_FOUGHT = played(DARKAGE, RAID, 2);

    private static final Ruleset FANTASY_WARRIORS = Rulesets.byId("fantasywarriors");
    // the ford at Grimwater: orcs on attack and oppose orders, dwarves on hold, archers and crossbowmen, leaders apart
    private static final RulesState GRIMWATER = opening(FANTASY_WARRIORS, "grimwater");
    // six battle turns on, as the simulated warchiefs fight it, by bad light: the orc archers routed, volley counters
    // spent, O1 (shaken) and D1 (in blood lust) in combat at the dwarves' bank, O2 in the ford
    private static final RulesState GRIMWATER_FOUGHT = played(FANTASY_WARRIORS, GRIMWATER, 6);
    // six players: battle leaders' players who may order only their own commands, couriers, messages between allies
    private static final RulesState COUNCIL = opening(FANTASY_WARRIORS, "council-of-war");

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

    /** The dark-age check by day, at night and two turns into a fight, strictly ({@link #checkAndResolve}). */
    @FuzzTest(maxDuration = "30s")
    void darkage(FuzzedDataProvider data) {
        checkAndResolve(DARKAGE, List.of(RAID, HALL, RAID_FOUGHT), text(data));
    }

    /**
     * The Fantasy Warriors check at the ford before a blow is struck and six battle turns into the simulated
     * warchiefs' fight, as strictly as the dark-age one ({@link #checkAndResolve}).
     */
    @FuzzTest(maxDuration = "30s")
    void fantasywarriors(FuzzedDataProvider data) {
        checkAndResolve(FANTASY_WARRIORS, List.of(GRIMWATER, GRIMWATER_FOUGHT, COUNCIL), text(data));
    }

    /**
     * The strict check: every error names a line of the mail (or the mail as a whole when it has no order in it), the
     * normal form checks again to itself, and accepted orders resolve a turn with seeded dice without throwing, each
     * side's alone and every accepting side's together.
     */
    private static void checkAndResolve(Ruleset ruleset, List<RulesState> states, String orders) {
        byte[] seed = Integer.toString(orders.hashCode()).getBytes(StandardCharsets.UTF_8);
        for (RulesState state : states) {
            Map<String, List<String>> every = new LinkedHashMap<>();
            for (Side side : ruleset.sides(state)) {
                List<String> normal = checkOneSide(ruleset, state, side.id(), orders);
                if (normal != null) {
                    resolve(ruleset, state, Map.of(side.id(), normal), seed);
                    every.put(side.id(), normal);
                }
            }
            if (every.size() > 1) {
                resolve(ruleset, state, every, seed);
            }
        }
    }

    /** The normal lines of accepted orders, checked again to themselves; null when refused, every error on a line. */
    private static List<String> checkOneSide(Ruleset ruleset, RulesState state, String side, String orders) {
        OrdersRuling ruling = ruleset.check(state, side, orders);
        assertNotNull(ruling);
        int lines = orders.split("\\r?\\n|\\r", -1).length;
        if (ruling instanceof OrdersRuling.Rejected rejected) {
            for (OrderError e : rejected.errors()) {
                assertTrue(e.line() >= 1 && e.line() <= lines || e.line() == 0 && rejected.errors().size() == 1,
                        "an error names no line of the mail: " + e);
                assertTrue(e.message() != null && !e.message().isBlank(), "an error says nothing: " + e);
            }
            return null;
        }
        List<String> normal = ((OrdersRuling.Accepted) ruling).normalised();
        OrdersRuling again = ruleset.check(state, side, String.join("\n", normal));
        assertEquals(new OrdersRuling.Accepted(normal), again, "the normal form of accepted orders checks otherwise");
        return normal;
    }

    private static RulesState resolve(Ruleset ruleset, RulesState state, Map<String, List<String>> orders, byte[] seed) {
        String window = ruleset.window(state).map(OrderWindow::id).orElse("over");
        List<RuleEvent> events = ruleset.resolve(state, orders, new SeededDice(seed, window));
        assertNotNull(events);
        for (RuleEvent e : events) {
            state = ruleset.apply(state, e);
        }
        return state;
    }

    /** {@code turns} turns played by the simulated players with seeded dice. */
    private static RulesState played(Ruleset ruleset, RulesState state, int turns) {
        for (int t = 0; t < turns && ruleset.window(state).isPresent(); t++) {
            Map<String, List<String>> orders = new LinkedHashMap<>();
            for (Side side : ruleset.sides(state)) {
                if (ruleset.check(state, side.id(), ruleset.simulatedOrders(state, side.id()))
                        instanceof OrdersRuling.Accepted a) {
                    orders.put(side.id(), a.normalised());
                }
            }
            state = resolve(ruleset, state, orders, "played".getBytes(StandardCharsets.UTF_8));
        }
        return state;
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
