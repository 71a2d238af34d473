package herald.app.cli;

import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.engine.Ruleset;
import herald.templates.Scenarios;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "scenarios", mixinStandardHelpOptions = true, description = "Lists the scenarios shipped for a ruleset.")
public final class ScenariosCommand implements Callable<Integer> {
    @Parameters(paramLabel = "RULESET")
    String rulesetId;

    @Override
    public Integer call() {
        Ruleset ruleset = Rulesets.byId(rulesetId);
        for (String name : Scenarios.names(ruleset.id())) {
            var state = Games.setUp(ruleset, name);
            String sides = String.join(" v ", ruleset.sides(state).stream().map(s -> s.id() + " (" + s.name() + ")").toList());
            System.out.printf("%-14s %s: %s%n", name, ruleset.view(state, null).scenarioTitle(), sides);
        }
        if (!ruleset.options().isEmpty()) {
            System.out.println();
            System.out.println("house-rule options (new-game --option KEY=VALUE):");
            for (var o : ruleset.options()) {
                System.out.printf("  %s=%s%s%n      %s%n", o.key(), o.defaultValue(),
                        o.allowed().isEmpty() ? "" : "   (" + String.join(" | ", o.allowed()) + ")", o.meaning());
            }
        }
        return 0;
    }
}
