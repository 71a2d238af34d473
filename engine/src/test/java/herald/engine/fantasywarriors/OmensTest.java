package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.CommandTested;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OmensRead;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The omens before the battle (H17, omens.json), when the scenario reads them, and what they do to command tests. */
class OmensTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    private FantasyWarriorsState ford(boolean omens) throws Exception {
        String json = DeploymentTest.ford().replace("\"period\": 2,", "\"period\": 2," + (omens ? " \"omens\": true," : ""))
                .replace("{\"id\": \"Gash\", \"entry\": \"orc-wizard\", \"at\": \"36,46\"}",
                        "{\"id\": \"Gash\", \"entry\": \"orc-wizard\", \"at\": \"36,46\"}, {\"id\": \"Grishnak\","
                                + " \"entry\": \"orc-soothsayer\", \"at\": \"34,46\"}");
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "ford.json")) {
            s = rules.apply(s, e);
        }
        return (FantasyWarriorsState) s;
    }

    @Test
    void eachArmyReadsItsOmensBeforeTheFirstThreatTheSoothsayerAddingOne() throws Exception {
        FantasyWarriorsState s = ford(true);
        List<Integer> script = new ArrayList<>(List.of(4, 2));
        script.addAll(Collections.nCopies(100, 3));
        RulesState after = s;
        List<OmensRead> read = new ArrayList<>();
        for (RuleEvent e : rules.resolve(s, Map.of("orcs", List.of("HOLD"), "dwarves", List.of("HOLD")),
                new ScriptedDice(script, 0))) {
            after = rules.apply(after, e);
            if (e instanceof OmensRead o) {
                read.add(o);
            }
        }
        assertEquals(List.of(new OmensRead("orcs", 4, true, 5, "good"), new OmensRead("dwarves", 2, false, 2, "bad")), read);
        FantasyWarriorsState t2 = (FantasyWarriorsState) after;
        assertEquals(CommandTest.Sign.GOOD, Omens.of(t2, "orcs"));
        assertEquals(CommandTest.Sign.BAD, Omens.of(t2, "dwarves"));
        assertTrue(t2.report().get(0).lines().contains("The omens for Skarg's warband: rolled 4 +1 for the soothsayer"
                + " = 5, good (+1 to its command tests)"), t2.report().toString());

        // Gorbag falls: the orcs' commands test, with their good omens
        Individual gorbag = t2.individual("Gorbag").orElseThrow();
        FantasyWarriorsState fallen = t2.withIndividual(gorbag.withDead(2));
        List<FantasyWarriorsEvent> tests = CommandPhases.commandTests(t2, fallen, new ScriptedDice(List.of(3, 3, 3), 0));
        CommandTested skargs = tests.stream().filter(e -> e instanceof CommandTested).map(e -> (CommandTested) e)
                .filter(c -> c.command().equals("skargs")).findFirst().orElseThrow();
        assertTrue(skargs.workings().contains("good omens"), skargs.workings());
    }

    @Test
    void aScenarioThatDoesNotAskReadsNone() throws Exception {
        FantasyWarriorsState s = ford(false);
        List<RuleEvent> events = rules.resolve(s, Map.of("orcs", List.of("HOLD"), "dwarves", List.of("HOLD")),
                new ScriptedDice(Collections.nCopies(100, 3), 0));
        assertTrue(events.stream().noneMatch(e -> e instanceof OmensRead));
        assertEquals(CommandTest.Sign.NONE, Omens.of(s, "orcs"));
    }
}
