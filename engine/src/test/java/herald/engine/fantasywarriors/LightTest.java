package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.VolleyShot;
import herald.engine.table.Point;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Bad light (light.json): the night for every army by default, the time dial's H15 as the house rule light=dial. */
class LightTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    private FantasyWarriorsState ford(Map<String, String> options, int period) throws Exception {
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(DeploymentTest.ford(), "ford.json", options)) {
            s = rules.apply(s, e);
        }
        return ((FantasyWarriorsState) s).withClock(1, period);
    }

    @Test
    void byDefaultTheNightIsBadLightForEveryArmy() throws Exception {
        assertFalse(Light.bad(ford(Map.of(), 1), "orcs"));
        assertFalse(Light.bad(ford(Map.of(), 6), "dwarves"));
        assertTrue(Light.bad(ford(Map.of(), 7), "orcs"));
        assertTrue(Light.bad(ford(Map.of(), 12), "dwarves"));
    }

    @Test
    void onTheTimeDialDawnAndDuskAreBadForAllAndTheNightForThoseWhoDoNotFavourIt() throws Exception {
        Map<String, String> dial = Map.of("light", "dial");
        assertTrue(Light.bad(ford(dial, 1), "orcs") && Light.bad(ford(dial, 1), "dwarves"), "dawn");
        assertTrue(Light.bad(ford(dial, 6), "dwarves"), "dusk");
        assertFalse(Light.bad(ford(dial, 3), "orcs"));
        assertTrue(Light.bad(ford(dial, 9), "orcs") && Light.bad(ford(dial, 9), "dwarves"));
        String json = AllianceTest.marches();
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "border-war.json", dial)) {
            s = rules.apply(s, e);
        }
        FantasyWarriorsState marches = ((FantasyWarriorsState) s).withClock(1, 9);
        assertFalse(Light.bad(marches, "goblins"), "goblins favour the night [P S10]");
        assertTrue(Light.bad(marches, "orcs"));
        assertTrue(Light.bad(marches.withClock(1, 1), "goblins"), "dawn is bad light for goblins too");
    }

    /** The orc archers 14 inches from the crossbowmen, one volley: by night each die needs one more. */
    @Test
    void aVolleyInBadLightNeedsOneMore() throws Exception {
        int day = volley(2).need();
        VolleyShot night = volley(8);
        assertEquals(day + 1, night.need(), night.workings().toString());
        assertTrue(night.workings().stream().anyMatch(w -> w.contains("bad light")), night.workings().toString());
    }

    private VolleyShot volley(int period) throws Exception {
        FantasyWarriorsState s = ford(Map.of(), period);
        Unit a1 = s.unitOrThrow("A1");
        Unit x1 = s.unitOrThrow("X1");
        s = s.withUnit(a1.withGround(a1.ground().movedTo(new Point(50, 30)).turnedTo(180)));
        s = s.withUnit(x1.withGround(x1.ground().movedTo(new Point(50, 16)).turnedTo(0)));
        ScriptedDice dice = new ScriptedDice(Collections.nCopies(200, 1), 0);
        return ShootingPhase.resolve(s, List.of(new TurnOrders.Shoot("A1", "X1", 1)), dice).stream()
                .filter(e -> e instanceof VolleyShot).map(e -> (VolleyShot) e).findFirst().orElseThrow();
    }
}
