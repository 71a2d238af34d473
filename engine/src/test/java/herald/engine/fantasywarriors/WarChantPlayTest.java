package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.CommandTested;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.WarChantRaised;
import herald.engine.fantasywarriors.events.WarChantStopped;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The goblin war chant on the table (Companion L525-564): Gruk's goblins, G1 and Snaga's archers G2, on hold; Durin's
 * dwarves D1 ten inches before G1.
 *
 * <pre>
 *   y=22  [D1]        dwarves, facing south
 *   y=10  [G1]  [G2]  goblins, facing north
 * </pre>
 */
class WarChantPlayTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    static String field(int period, String snagasOrder) {
        return """
                {"title": "The chant", "period": %d, "table": {"width": 48, "depth": 48},
                 "sides": [
                  {"id": "goblins", "name": "Gruk's horde", "army": "goblins",
                   "commands": [
                    {"id": "gruks", "order": "hold", "leader": {"id": "Gruk", "entry": "goblin-warchief", "at": "6,4"},
                     "units": [{"id": "G1", "entry": "goblin-warriors", "figures": 20, "at": "16,10", "facing": "N"}]},
                    {"id": "snagas", "order": "%s", "leader": {"id": "Snaga", "entry": "goblin-battle-leader", "at": "42,4"},
                     "units": [{"id": "G2", "entry": "goblin-archers", "figures": 10, "at": "36,10", "facing": "N"}]}]},
                  {"id": "dwarves", "name": "the dwarves", "army": "dwarves",
                   "commands": [{"id": "durins", "order": "hold", "leader": {"id": "Durin", "entry": "dwarf-warchief", "at": "40,46"},
                     "units": [{"id": "D1", "entry": "dwarf-warriors", "figures": 16, "files": 8, "at": "16,20", "facing": "S"}]}]}]}"""
                .formatted(period, snagasOrder);
    }

    private FantasyWarriorsState setUp(String json) throws Exception {
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        return s;
    }

    private List<RuleEvent> turn(FantasyWarriorsState s, String goblins, String dwarves, Integer... first) {
        List<Integer> faces = new ArrayList<>(List.of(first));
        faces.addAll(Collections.nCopies(60, 4));
        return rules.resolve(s, Map.of("goblins", List.of(goblins.split("\n")), "dwarves", List.of(dwarves)),
                new ScriptedDice(faces, 0));
    }

    private static FantasyWarriorsState fold(FantasyWarriorsState s, List<RuleEvent> events) {
        for (RuleEvent e : events) {
            s = ((FantasyWarriorsEvent) e).applyTo(s);
        }
        return s;
    }

    private static <T> List<T> of(List<RuleEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void onlyAGoblinArmyOnHoldBeginsTheChantAndOnlyInTheFirstTurn() throws Exception {
        FantasyWarriorsState s = setUp(field(1, "hold"));
        assertEquals(Optional.empty(), WarChantPlayed.refusal(s, "goblins"));
        assertTrue(WarChantPlayed.refusal(s, "dwarves").orElseThrow().contains("goblin army's trick"));
        assertTrue(WarChantPlayed.refusal(setUp(field(1, "attack")), "goblins").orElseThrow()
                .contains("snagas is on attack orders"));
        assertTrue(WarChantPlayed.refusal(s.withClock(2, 2), "goblins").orElseThrow().contains("first threat phase"));
    }

    @Test
    void aChantingArmyDoesNothingElse() throws Exception {
        FantasyWarriorsState s = setUp(field(1, "hold"));
        OrdersRuling r = rules.check(s, "goblins", "CHANT\nTHREATEN G1 AT D1");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("while the army chants no unit"), r.toString());
        assertFalse(rules.check(s, "goblins", "chant\nANSWER G1").accepted(), "a counter-threat is doing something");
        assertTrue(rules.check(s, "goblins", "chant").accepted());
        assertFalse(rules.check(s, "dwarves", "CHANT").accepted());
    }

    /** By day 1D6: 6 + 4 leadership = 10, the chant goes on; D1 threatens G1, whose test of 4 - 1 ... shakes it. */
    @Test
    void aUnitThatReactsBreaksTheChantAsASeven() throws Exception {
        FantasyWarriorsState s = setUp(field(1, "hold"));
        List<RuleEvent> events = turn(s, "CHANT", "THREATEN D1 AT G1", 6, 1);
        WarChantRaised chant = of(events, WarChantRaised.class).get(0);
        assertEquals(10, chant.score());
        assertEquals("goes-on", chant.result());
        WarChantStopped broken = of(events, WarChantStopped.class).get(0);
        assertTrue(broken.broken(), broken.describe());
        assertEquals("G1", broken.unit());
        FantasyWarriorsState after = fold(s, events);
        assertTrue(after.unitOrThrow("G2").standing().shaken(), "every unit shaken, as on a 7");
        assertEquals(CommandTest.Sign.BAD, Omens.of(after, "goblins"), "bad for the rest of the battle");
        assertTrue(WarChantPlayed.refusal(after, "goblins").orElseThrow().contains("over for this battle"));
    }

    /** Night: 6 + 6 + 4 = 16: blood lust and attack orders, and the dwarves take their command test this turn. */
    @Test
    void sixteenCallsTheEnemysCommandTests() throws Exception {
        FantasyWarriorsState s = setUp(field(7, "hold"));
        List<RuleEvent> events = turn(s, "CHANT", "HOLD", 6, 6);
        assertEquals("enemy-command-test", of(events, WarChantRaised.class).get(0).result());
        FantasyWarriorsState after = fold(s, events);
        assertTrue(after.unitOrThrow("G1").standing().bloodLust());
        assertEquals(Order.ATTACK, after.commands().get("snagas").order());
        assertEquals(List.of("durins"), of(events, CommandTested.class).stream().map(CommandTested::command).toList());
    }

    @Test
    void aChantThatGoesOnEndsWhenTheGoblinsLeaveItOff() throws Exception {
        FantasyWarriorsState s = setUp(field(1, "hold"));
        FantasyWarriorsState after = fold(s, turn(s, "CHANT", "HOLD", 6));
        assertTrue(after.companion().mercenariesAndTricks().chanting("goblins"));
        assertEquals(Optional.empty(), WarChantPlayed.refusal(after, "goblins"), "it may go on in turn 2");
        List<RuleEvent> next = turn(after, "HOLD", "HOLD");
        WarChantStopped stopped = of(next, WarChantStopped.class).get(0);
        assertFalse(stopped.broken());
        assertFalse(fold(after, next).unitOrThrow("G1").standing().shaken());
    }

    /** Several players to a side mail apart: a chant with another player's move beside it is broken at once. */
    @Test
    void aChantWithOtherOrdersBesideItIsBroken() throws Exception {
        FantasyWarriorsState s = setUp(field(1, "hold"));
        List<RuleEvent> events = turn(s, "CHANT\nANSWER G2", "HOLD");
        assertTrue(of(events, WarChantRaised.class).isEmpty(), "no roll");
        assertTrue(of(events, WarChantStopped.class).get(0).broken());
        assertTrue(fold(s, events).unitOrThrow("G1").standing().shaken());
    }
}
