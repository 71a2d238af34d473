package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.Influenced;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.PhaseBegan;
import herald.engine.fantasywarriors.events.SpeechMade;
import herald.engine.fantasywarriors.events.UnitTested;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Before the battle (Companion L193-279): the warchief's speech rolled as turn 1's phase 0, firewater given at
 * deployment. The wood elves' warchief Aelf (leadership 4, L241) leads S1 and B1; his battle leader Thal leads B2;
 * an orc warband waits 30 inches away, out of reach.
 *
 * <pre>
 *   y=40          [O1]          orcs, facing south
 *   y=10  [S1]  [B1]    [B2]    elves, facing north: S1, B1 Aelf's command, B2 Thal's
 * </pre>
 */
class BeforeTheBattleTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    /** The elves with {@code elves} added to their side's keys and {@code b2} to B2's. */
    static String field(String elves, String b2) {
        return """
                {"title": "Before the battle", "table": {"width": 48, "depth": 48},
                 "sides": [
                  {"id": "elves", "name": "the elves", "army": "wood-elves", %s
                   "commands": [
                    {"id": "aelfs", "order": "hold", "leader": {"id": "Aelf", "entry": "elf-warchief", "at": "10,4"},
                     "units": [{"id": "S1", "entry": "elf-spearmen", "figures": 10, "at": "10,10", "facing": "N"},
                               {"id": "B1", "entry": "elf-archers", "figures": 10, "at": "20,10", "facing": "N"}]},
                    {"id": "thals", "order": "hold", "leader": {"id": "Thal", "entry": "elf-battle-leader", "at": "34,4"},
                     "units": [{"id": "B2", "entry": "elf-archers", "figures": 10, "at": "34,10", "facing": "N" %s}]}]},
                  {"id": "orcs", "name": "the orcs", "army": "orcs",
                   "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "24,46"},
                     "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "at": "24,40", "facing": "S"}]}]}]}"""
                .formatted(elves, b2);
    }

    private FantasyWarriorsState setUp(String json) throws Exception {
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        return s;
    }

    /** Turn 1 with no orders, its dice scripted; command tests roll 3s after the script's own. */
    private List<RuleEvent> turn(FantasyWarriorsState s, Map<String, List<String>> orders, Integer... first) {
        List<Integer> faces = new ArrayList<>(List.of(first));
        faces.addAll(java.util.Collections.nCopies(40, 3));
        return rules.resolve(s, orders, new ScriptedDice(faces, 0));
    }

    private static FantasyWarriorsState fold(FantasyWarriorsState s, List<RuleEvent> events, int untilPhase) {
        for (RuleEvent e : events) {
            if (e instanceof PhaseBegan p && p.phase() == untilPhase) {
                break;
            }
            s = ((herald.engine.fantasywarriors.events.FantasyWarriorsEvent) e).applyTo(s);
        }
        return s;
    }

    @Test
    void fwEx1TheLegendarySpeechPutsTheWholeCommandInBloodLustBeforeTheFirstThreat() throws Exception {
        // L239-241: leadership 4, the army standard, the shapechangers (here S1) in his command; 1D6 = 4
        FantasyWarriorsState s = setUp(field("\"talismans\": 1, \"speech\": {\"to\": \"S1\"},", ""));
        assertEquals("S1", s.individual("Aelf").orElseThrow().joined(), "he starts the battle with the unit (L226)");
        assertEquals(s.unitOrThrow("S1").ground().at(), s.individual("Aelf").orElseThrow().ground().at());
        List<RuleEvent> events = turn(s, Map.of(), 4);
        assertEquals(new PhaseBegan(0, "before the battle"), events.get(1));
        SpeechMade speech = (SpeechMade) events.get(2);
        assertEquals(List.of(4), speech.roll());
        assertEquals(10, speech.score());
        assertEquals("legendary", speech.result());
        assertEquals("rolled 4 +4 leadership +1 talisman +1 in the warchief's command = 10: legendary", speech.workings());
        assertEquals(List.of("S1", "B1"), speech.units(), "every unit of S1's command, not Thal's B2");
        assertEquals(new PhaseBegan(1, "threat"), events.get(3));
        FantasyWarriorsState after = fold(s, events, 1);
        assertTrue(after.unitOrThrow("S1").standing().bloodLust());
        assertTrue(after.unitOrThrow("B1").standing().bloodLust());
        assertFalse(after.unitOrThrow("B2").standing().bloodLust());
        assertTrue(after.report().get(0).lines().get(0).endsWith("S1, B1 go into blood lust"), after.report().toString());
    }

    @Test
    void aThreatWrittenBeforeTheSpeechIsReportedNotTestedWhenTheSpeechBroughtBloodLust() throws Exception {
        FantasyWarriorsState s = setUp(field("\"talismans\": 1, \"speech\": {\"to\": \"S1\"},", ""));
        Unit o1 = s.unitOrThrow("O1");
        s = s.withUnit(o1.withGround(o1.ground().movedTo(new herald.engine.table.Point(10, 20))));
        assertTrue(rules.check(s, "elves", "THREATEN S1 AT O1").accepted());
        List<RuleEvent> events = turn(s, Map.of("elves", List.of("THREATEN S1 AT O1")), 4);
        assertEquals(new PhaseBegan(1, "threat"), events.get(3));
        OrderRefused refused = (OrderRefused) events.get(4);
        assertEquals("S1", refused.piece());
        assertEquals("threaten O1", refused.order());
        assertTrue(refused.reason().contains("blood lust"), refused.reason());
        assertTrue(events.stream().noneMatch(e -> e instanceof UnitTested t && t.unit().equals("O1")
                && t.test().equals("threat test")));
    }

    @ParameterizedTest(name = "to {0}, {1} talismans, period {2}, 1D6 = {3}: {4} {5} on {6}")
    @CsvSource(delimiter = ';', value = {
        "S1; 1; 1; 3; 9; blood-lust; S1",
        "S1; 1; 1; 6; 12; legendary; S1 B1",
        "S1; 0; 1; 2; 7; no-effect; ''",
        "B2; 0; 1; 2; 6; shaken-and-disorganised; B2",
        "B2; 0; 1; 1; 5; command-shaken-and-disorganised; B2",
        "S1; 0; 7; 1; 5; command-shaken-and-disorganised; S1 B1"})
    void everyLineOfTheSpeechTableFallsOnItsUnits(String to, int talismans, int period, int die, int score, String result,
            String units) throws Exception {
        String keys = "\"talismans\": " + talismans + ", \"speech\": {\"to\": \"" + to + "\"},";
        FantasyWarriorsState s = setUp(field(keys, "").replace("\"title\"", "\"period\": " + period + ", \"title\""));
        List<RuleEvent> events = turn(s, Map.of(), die);
        SpeechMade speech = (SpeechMade) events.get(2);
        assertEquals(score, speech.score(), speech.workings());
        assertEquals(result, speech.result());
        List<String> reached = units.isBlank() ? List.of() : List.of(units.split(" "));
        assertEquals(reached, speech.units());
        FantasyWarriorsState after = fold(s, events, 1);
        for (String u : List.of("S1", "B1", "B2")) {
            Unit unit = after.unitOrThrow(u);
            boolean hit = reached.contains(u);
            assertEquals(hit && result.contains("blood-lust") || hit && result.equals("legendary"),
                    unit.standing().bloodLust(), u);
            assertEquals(hit && result.contains("shaken"), unit.standing().shaken() && unit.disorganised(), u);
        }
    }

    @Test
    void theWarchiefInBadLightLosesOneAndAUnitOfAnotherCommandGainsNothing() throws Exception {
        FantasyWarriorsState s = setUp(field("\"speech\": {\"to\": \"B2\"},", "").replace("\"title\"", "\"period\": 8, \"title\""));
        SpeechMade speech = (SpeechMade) turn(s, Map.of(), 6).get(2);
        assertEquals("rolled 6 +4 leadership −1 warchief in bad light = 9: blood-lust", speech.workings());
    }

    @Test
    void withNoSpeechTurnOneBeginsWithTheThreatPhase() throws Exception {
        List<RuleEvent> events = turn(setUp(field("", "")), Map.of());
        assertEquals(new PhaseBegan(1, "threat"), events.get(1));
        assertTrue(events.stream().noneMatch(e -> e instanceof SpeechMade));
    }

    @Test
    void firewaterIsGivenAtDeploymentAndAddsOneInTheUnitsTests() throws Exception {
        FantasyWarriorsState s = setUp(field("", ", \"firewater\": true"));
        assertTrue(s.unitOrThrow("B2").standing().firewater());
        assertFalse(s.unitOrThrow("B1").standing().firewater());
        // the orcs come within 12 inches of B2 and threaten it: its threat test counts the firewater (L277)
        Unit o1 = s.unitOrThrow("O1");
        s = s.withUnit(o1.withGround(o1.ground().movedTo(new herald.engine.table.Point(34, 20))));
        List<RuleEvent> events = turn(s, Map.of("orcs", List.of("THREATEN O1 AT B2")));
        UnitTested test = events.stream().filter(e -> e instanceof UnitTested t && t.unit().equals("B2"))
                .map(UnitTested.class::cast).findFirst().orElseThrow();
        assertTrue(test.workings().contains("+1 firewater"), test.workings());
        assertTrue(fold(s, events, 99).unitOrThrow("B2").standing().firewater(), "kept the whole battle (L272)");
    }

    @Test
    void aUnitOnFirewaterShakenByTheSpeechNeverReorganisesNotEvenByInfluence() throws Exception {
        FantasyWarriorsState s = setUp(field("\"speech\": {\"to\": \"B2\"},", ", \"firewater\": true"));
        // 2 + 4 leadership = 6: B2 shaken and disorganised (L255)
        s = fold(s, turn(s, Map.of(), 2), 1);
        assertTrue(s.unitOrThrow("B2").disorganised());
        OrdersRuling r = rules.check(s, "elves", "REORGANISE B2");
        assertTrue(r.toString().contains("B2 has drunk firewater, and a unit on firewater never reorganises (L279)"),
                r.toString());
        // Thal steadies it: no longer shaken, but still disorganised
        s = new Influenced("Thal", "B2", 1, 3, true, "ok").applyTo(s);
        assertFalse(s.unitOrThrow("B2").standing().shaken());
        assertTrue(s.unitOrThrow("B2").disorganised());
        assertEquals(java.util.Optional.of("B2 has drunk firewater: it stays disorganised (L279), and influence cannot"
                + " reorganise it either"), CommandPhases.refusal(s, "elves", new TurnOrders.Influence("Thal", "B2")));
    }

    @Test
    void theScenarioFormatsExampleSetsUpItsSpeechFirewaterPoisonAndTalismans() throws Exception {
        String doc;
        try (java.io.InputStream in = BeforeTheBattleTest.class.getResourceAsStream("SCENARIOS.md")) {
            doc = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        String json = doc.substring(doc.indexOf("```json") + 7, doc.indexOf("```", doc.indexOf("```json") + 7));
        // the app reads the ruleset key and hands the rest to the ruleset
        FantasyWarriorsState s = setUp(json.replace("\"ruleset\": \"fantasywarriors\",", ""));
        assertTrue(s.unitOrThrow("O1").standing().firewater());
        assertEquals(2, s.unitOrThrow("A1").poisoned());
        assertEquals("O1", s.individual("Skarg").orElseThrow().joined());
        assertEquals(1, s.talismans("dwarves"));
        assertTrue(BeforeTheBattle.hasSpeeches(s));
    }

    private static String refused(String json) {
        return assertThrows(ScenarioException.class, () -> Deployment.read(json, "t.json")).getMessage();
    }

    @Test
    void aScenarioSaysWhereItsSpeechOrFirewaterBreaksTheRules() {
        assertEquals("t.json: sides[0].speech.to: the warchief speaks to one unit of his own army: elves has no unit"
                + " \"O1\"", refused(field("\"speech\": {\"to\": \"O1\"},", "")));
        assertEquals("t.json: sides[0].speech.to: the warchief speaks to one unit of his own army: elves has no unit"
                + " \"Z9\"", refused(field("\"speech\": {\"to\": \"Z9\"},", "")));
        assertEquals("t.json: sides[0].speech.to: B2 scouted, and a unit that scouted hears no speech (L225)",
                refused(field("\"speech\": {\"to\": \"b2\"},", ", \"scouted\": true")));
        assertEquals("t.json: sides[0].talismans: 0 to 9 talismans, the army standard among them, not -1",
                refused(field("\"talismans\": -1,", "")));
        assertEquals("t.json: sides[0].commands[1].units[0].firewater: B2 scouted, and units that scouted are not given"
                + " firewater (L273)", refused(field("", ", \"scouted\": true, \"firewater\": true")));
        String giant = field("", "").replace("{\"id\": \"O1\", \"entry\": \"orc-warriors\", \"figures\": 10,",
                "{\"id\": \"O1\", \"entry\": \"mercenary-dragon\", \"firewater\": true,")
                .replace("\"order\": \"hold\", \"leader\": {\"id\": \"Skarg\"", "\"order\": \"oppose\", \"leader\": {\"id\": \"Skarg\"");
        assertEquals("t.json: sides[1].commands[0].units[0].firewater: mercenary-dragon is not a unit of warriors: one"
                + " counter serves a whole unit (L266), not an engine or a huge creature", refused(giant));
    }
}
