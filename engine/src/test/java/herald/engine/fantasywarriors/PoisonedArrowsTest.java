package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.TurnBegan;
import herald.engine.fantasywarriors.events.VolleyShot;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Poisoned arrows on the table (Companion L281-292): counted out by the scenario, spent by the order, and lowering the
 * target's saves by one a poisoned counter (H1, FW-EX-2).
 */
class PoisonedArrowsTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    /** The ford with the orc archers carrying {@code poisoned} poisoned counters, facing X1 14 inches off. */
    private static FantasyWarriorsState ford(int poisoned) throws Exception {
        String json = DeploymentTest.ford().replace("\"entry\": \"orc-archers\", \"figures\": 12,",
                "\"entry\": \"orc-archers\", \"figures\": 12, \"poisoned\": " + poisoned + ",");
        FantasyWarriorsState s = FantasyWarriorsState.deployed(Deployment.read(json, "grimwater-ford.json"));
        s = new TurnBegan(1, s.period()).applyTo(s);
        Unit a1 = s.unitOrThrow("A1");
        Unit x1 = s.unitOrThrow("X1");
        s = s.withUnit(a1.withGround(a1.ground().movedTo(new Point(50, 30)).turnedTo(180)));
        return s.withUnit(x1.withGround(x1.ground().movedTo(new Point(50, 16)).turnedTo(0)));
    }

    @Test
    void theOrderSaysHowManyOfTheVolleyArePoisoned() {
        OrderLines.Parsed<OrderLine> p = OrderParser.parse("""
                shoot a1 at x1 2 volleys 1 poisoned
                SHOOT A1 AT X1 2 POISONED
                shoot a1 at x1 3 1 poisoned
                shoot a1 at x1 1 volley 0 poisoned
                shoot a1 at x1
                """);
        assertEquals(List.of(), p.errors());
        assertEquals(List.of("SHOOT A1 AT X1 2 VOLLEYS 1 POISONED", "SHOOT A1 AT X1 2 VOLLEYS 2 POISONED",
                "SHOOT A1 AT X1 3 VOLLEYS 1 POISONED", "SHOOT A1 AT X1 1 VOLLEY", "SHOOT A1 AT X1 1 VOLLEY"),
                p.orders().stream().map(OrderLine::normalised).toList());
        assertEquals(1, ((OrderLine.Shoot) p.orders().get(0)).poisoned());
    }

    @Test
    void aPoisonedCountThatIsNoNumberIsAnsweredWithTheForm() {
        for (String line : List.of("shoot a1 at x1 poisoned", "shoot a1 at x1 2 volleys 7 poisoned",
                "shoot a1 at x1 2 volleys poisoned 1", "shoot a1 at x1 2 volleys 1 poisoned 1")) {
            OrderLines.Parsed<OrderLine> p = OrderParser.parse(line);
            assertEquals(1, p.errors().size(), line);
            assertEquals("write SHOOT <your unit> AT <enemy unit> [1-6 VOLLEYS] [0-6 POISONED], e.g. SHOOT A1 AT D1 2"
                    + " VOLLEYS 1 POISONED", p.errors().get(0).message(), line);
        }
    }

    private static String check(FantasyWarriorsState s, String side, String body) {
        return OrderCheck.check(s, side, body).toString();
    }

    @Test
    void theShotSpendsOnlyThePoisonedCountersTheUnitHas() throws Exception {
        FantasyWarriorsState s = ford(2);
        assertEquals(2, s.unitOrThrow("A1").poisoned());
        assertEquals(new OrdersRuling.Accepted(List.of("SHOOT A1 AT X1 2 VOLLEYS 1 POISONED")),
                OrderCheck.check(s, "orcs", "shoot a1 at x1 2 volleys 1 poisoned"));
        assertTrue(check(s, "orcs", "SHOOT A1 AT X1 1 VOLLEY 2 POISONED")
                .contains("A1 cannot shoot: a volley of 1 counter has at most 1 poisoned, not 2"), check(s, "orcs",
                        "SHOOT A1 AT X1 1 VOLLEY 2 POISONED"));
        assertTrue(check(s, "orcs", "SHOOT A1 AT X1 3 POISONED")
                .contains("A1 cannot shoot: it has 2 poisoned counters left, not 3"));
        assertTrue(check(s, "dwarves", "SHOOT X1 AT A1 1 POISONED").contains("X1 cannot shoot: it has no poisoned arrows"));
        // two counters left, both poisoned: a plain volley is refused, not poisoned behind the player's back
        FantasyWarriorsState last = s.withUnit(s.unitOrThrow("A1").withVolleys(2, 2));
        assertTrue(check(last, "orcs", "SHOOT A1 AT X1").contains("A1 cannot shoot: it has 0 plain volley counters left,"
                + " not 1: say how many of the volley are POISONED"));
    }

    @Test
    void theSimulatedWarchiefLoosesHisPoisonedCountersFirst() throws Exception {
        assertTrue(SimulatedPlayer.orders(ford(1), "orcs").contains("SHOOT A1 AT X1 2 VOLLEYS 1 POISONED"),
                SimulatedPlayer.orders(ford(1), "orcs"));
        assertTrue(SimulatedPlayer.orders(ford(0), "orcs").contains("SHOOT A1 AT X1 2 VOLLEYS\n"));
    }

    /** Orc archers, ten in one rank, 10 inches from a barbarian giant (save 5, L249); his resilience the scenario's. */
    private static final String GIANT = """
            {"title": "FW-EX-2", "table": {"width": 48, "depth": 48},
             "sides": [
              {"id": "orcs", "name": "the orcs", "army": "orcs",
               "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "40,4"},
                 "units": [{"id": "A1", "entry": "orc-archers", "figures": 10, "files": 10, "poisoned": 1,
                            "at": "24,20", "facing": "N"}]}]},
              {"id": "men", "name": "the barbarians", "army": "men",
               "overrides": {"mercenary-giant": {"resilience": 2}},
               "commands": [{"id": "brans", "order": "oppose", "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "40,44"},
                 "units": [{"id": "G1", "entry": "mercenary-giant", "at": "24,30", "facing": "S"}]}]}]}""";

    @Test
    void fwEx2ThreeKillsOfAVolleyWithOnePoisonedCounterSlayTheGiantThroughTheBattle() throws Exception {
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(GIANT, "fw-ex-2.json", Map.of())) {
            s = rules.apply(s, e);
        }
        OrdersRuling r = rules.check(s, "orcs", "SHOOT A1 AT G1 3 VOLLEYS 1 POISONED");
        assertEquals(new OrdersRuling.Accepted(List.of("SHOOT A1 AT G1 3 VOLLEYS 1 POISONED")), r);
        List<Integer> dice = new ArrayList<>();
        dice.addAll(List.of(6, 6, 6)); // three of the 30 to-hit dice hit (blackening the sky: 5+)
        dice.addAll(Collections.nCopies(27, 1));
        dice.addAll(List.of(5, 5, 6)); // three kills (L247: "the orcs score three kills")
        // a giant has no leader, standard or musician: no specials check (H5)
        dice.addAll(List.of(4, 5, 3, 4, 3, 3)); // the saves: 9, 7 and 6 (L249)
        List<RuleEvent> events = rules.resolve(s, Map.of("orcs", ((OrdersRuling.Accepted) r).normalised()),
                new ScriptedDice(dice, 0));
        VolleyShot v = events.stream().filter(VolleyShot.class::isInstance).map(VolleyShot.class::cast).findFirst()
                .orElseThrow();
        assertEquals(3, v.counters());
        assertEquals(1, v.poisoned());
        assertEquals(3, v.kills());
        assertEquals(List.of(9, 7, 6), v.saveRoll());
        assertEquals(4, v.saveNeed(), "the giant's 5, -1 for the poisoned counter (H1)");
        assertEquals(1, v.lost(), "no luck, the giant is slain (L249)");
        assertTrue(v.describe().startsWith("A1 shoots 3 volley counters (1 poisoned) at G1"), v.describe());
        assertTrue(v.describe().contains("saves at 4 or under (5, -1 for 1 poisoned counter, L291): 9 7 6"), v.describe());
        assertTrue(events.stream().anyMatch(e -> e instanceof FiguresLost f && f.unit().equals("G1") && f.left() == 0),
                events.toString());
        FantasyWarriorsState after = s;
        for (RuleEvent e : events) {
            after = ((FantasyWarriorsEvent) e).applyTo(after);
        }
        assertEquals(3, after.unitOrThrow("A1").volleys());
        assertEquals(0, after.unitOrThrow("A1").poisoned(), "the poisoned counter is spent");
    }

    private static String refused(String json) {
        return assertThrows(ScenarioException.class, () -> Deployment.read(json, "t.json")).getMessage();
    }

    @Test
    void aScenarioGivesPoisonedArrowsOnlyWhereTheListAndTheCompanionAllow() {
        assertEquals("t.json: sides[0].commands[0].units[0].poisoned: 1 to 6 of its 6 volley counters may be poisoned"
                + " (L286-287), not 7", refused(GIANT.replace("\"poisoned\": 1", "\"poisoned\": 7")));
        assertEquals("t.json: sides[0].commands[0].units[0].poisoned: 1 to 6 of its 6 volley counters may be poisoned"
                + " (L286-287), not -1", refused(GIANT.replace("\"poisoned\": 1", "\"poisoned\": -1")));
        assertEquals("t.json: sides[0].commands[0].units[0].poisoned: the orc-warriors entry may not buy poisoned arrows:"
                + " only units with bows of goblins, orcs, amazons and mercenaries whose list allows them (L284-285)",
                refused(GIANT.replace("\"orc-archers\"", "\"orc-warriors\"")));
    }
}
