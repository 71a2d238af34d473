package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.ScoutingWon;
import herald.engine.fantasywarriors.events.ScoutsReported;
import herald.engine.fantasywarriors.events.TerrainPlaced;
import herald.engine.table.Feature;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Scouting and laying out the terrain before the battle (H16, UPD 15), when the scenario plays it. */
class ScoutingTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    /** The ford with Ashwood and the Cairn movable, and O2 marked as having scouted. */
    private FantasyWarriorsState ford() throws Exception {
        String json = DeploymentTest.ford().replace("\"period\": 2,", "\"period\": 2, \"scouting\": {\"movable\":"
                + " [\"ashwood\", \"cairn\"]},").replace("{\"id\": \"O2\", \"entry\": \"orc-warriors\", \"figures\": 15,",
                "{\"id\": \"O2\", \"entry\": \"orc-warriors\", \"figures\": 15, \"scouted\": true,");
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "ford.json")) {
            s = rules.apply(s, e);
        }
        return (FantasyWarriorsState) s;
    }

    private List<RuleEvent> turn(FantasyWarriorsState s, int orcs, int dwarves) {
        Map<String, List<String>> orders = Map.of("orcs", List.of("PLACE ASHWOOD AT 16,34"), "dwarves",
                List.of("PLACE cairn AT 64,16", "PLACE ashwood AT 14,33"));
        for (Map.Entry<String, List<String>> e : orders.entrySet()) {
            OrdersRuling r = rules.check(s, e.getKey(), String.join("\n", e.getValue()));
            assertTrue(r instanceof OrdersRuling.Accepted, e.getKey() + ": " + r);
        }
        List<Integer> dice = new ArrayList<>(List.of(orcs, dwarves));
        dice.addAll(Collections.nCopies(200, 3));
        return rules.resolve(s, orders, new ScriptedDice(dice, 0));
    }

    private static Point centre(FantasyWarriorsState s, String id) {
        Feature f = s.table().features().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        return new Point(Math.round(f.centre().x() * 10) / 10.0, Math.round(f.centre().y() * 10) / 10.0);
    }

    private static FantasyWarriorsState after(FantasyWarriorsState s, List<RuleEvent> events) {
        for (RuleEvent e : events) {
            s = ((herald.engine.fantasywarriors.events.FantasyWarriorsEvent) e).applyTo(s);
        }
        return s;
    }

    @Test
    void theArmyThatOutscoutsLaysOutTheTerrainAsItWrote() throws Exception {
        FantasyWarriorsState s = ford();
        Point cairn = centre(s, "cairn");
        List<RuleEvent> events = turn(s, 4, 2);
        assertEquals(List.of(new ScoutsReported("orcs", 4, 1, 5), new ScoutsReported("dwarves", 2, 0, 2),
                new ScoutingWon(List.of("orcs"), 3), new TerrainPlaced("ashwood", new Point(16, 34))),
                events.stream().filter(e -> e instanceof ScoutsReported || e instanceof ScoutingWon
                        || e instanceof TerrainPlaced).toList());
        FantasyWarriorsState t2 = after(s, events);
        assertEquals(new Point(16, 34), centre(t2, "ashwood"));
        assertEquals(cairn, centre(t2, "cairn"), "the dwarves lost the scouting: their placing is not carried out");
        assertTrue(t2.report().get(0).lines().contains("Skarg's warband outmanoeuvre the enemy (by 3) and lay out the"
                + " terrain"), t2.report().get(0).lines().toString());
        assertTrue(rules.check(t2, "orcs", "PLACE ashwood AT 20,34") instanceof OrdersRuling.Rejected r
                && r.errors().get(0).message().contains("laid out before the battle"));
    }

    @Test
    void tiedArmiesLayOutTheTerrainInTurn() throws Exception {
        FantasyWarriorsState s = ford();
        // orcs 2 + 1, dwarves 3: a tie; the orcs set Ashwood down first, so the dwarves' Ashwood is refused
        FantasyWarriorsState t2 = after(s, turn(s, 2, 3));
        assertEquals(new Point(16, 34), centre(t2, "ashwood"));
        assertEquals(new Point(64, 16), centre(t2, "cairn"));
    }

    @Test
    void aPlacingIsCheckedAgainstTheTable() throws Exception {
        FantasyWarriorsState s = ford();
        assertRefused(s, "PLACE ford AT 20,20", "may set down ashwood, cairn, not ford");
        assertRefused(s, "PLACE ashwood AT 30,38", "would lie under O1");
        assertRefused(s, "PLACE ashwood AT 2,2", "would not lie wholly on the table");
        assertRefused(s, "PLACE cairn AT 36,24", "would lie on river");
        assertRefused(s, "PLACE ashwood AT 16,34\nPLACE Ashwood AT 17,34", "ashwood is placed twice");
        assertRefused(s, "PLACE ashwood", "write PLACE <terrain feature> AT <x,y>");
        String json = DeploymentTest.ford().replace("\"period\": 2,", "\"period\": 2, \"scouting\": {\"movable\": [\"elmwood\"]},");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Deployment.read(json, "ford.json"));
        assertTrue(e.getMessage().contains("scouting.movable[0]: no terrain feature \"elmwood\""), e.getMessage());
    }

    private void assertRefused(FantasyWarriorsState s, String orders, String expected) {
        OrdersRuling r = rules.check(s, "orcs", orders);
        assertTrue(r instanceof OrdersRuling.Rejected rej && rej.errors().stream().anyMatch(x -> x.message()
                .contains(expected)), orders + " -> " + r);
    }
}
