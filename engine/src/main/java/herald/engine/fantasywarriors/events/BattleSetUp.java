package herald.engine.fantasywarriors.events;

import herald.engine.ScenarioException;
import herald.engine.fantasywarriors.Deployment;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.Map;

/**
 * The battle set up: the scenario's text and the text of each army list it names, as they were when the game began, so
 * that it replays from its journal alone though the shipped files change.
 *
 * @param lists an army list's key to its JSON text
 * @param options the club's house rules as chosen; absent in a game begun before there were any: every default
 */
public record BattleSetUp(String scenario, String source, Map<String, String> lists, Map<String, String> options)
        implements FantasyWarriorsEvent {
    public BattleSetUp {
        lists = Map.copyOf(lists);
        options = options == null ? Map.of() : Map.copyOf(options);
    }

    @Override
    public String describe() {
        return "The armies are set up.";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        try {
            return FantasyWarriorsState.deployed(Deployment.read(scenario, source, lists).withOptions(options));
        } catch (ScenarioException e) {
            throw new IllegalStateException("a journalled set-up no longer reads: " + e.getMessage(), e);
        }
    }
}
