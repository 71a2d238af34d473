package herald.app.cli;

import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.engine.Ruleset;
import herald.templates.Scenarios;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "scenarios", mixinStandardHelpOptions = true,
        description = "Lists the scenarios shipped for a ruleset and its house-rule options; --format prints how to "
                + "write one's own scenario file.")
public final class ScenariosCommand implements Callable<Integer> {
    @Parameters(paramLabel = "RULESET")
    String rulesetId;

    @Option(names = "--format", description = "Print the ruleset's scenario format (its SCENARIOS.md) instead.")
    boolean format;

    @Override
    public Integer call() {
        Ruleset ruleset = Rulesets.byId(rulesetId);
        if (format) {
            System.out.print(formatOf(ruleset));
            return 0;
        }
        for (String name : Scenarios.names(ruleset.id())) {
            var state = Games.setUp(ruleset, name);
            String sides = String.join(" v ", ruleset.sides(state).stream().map(s -> s.id() + " (" + s.name() + ")").toList());
            System.out.printf("%-14s %s: %s%n", name, ruleset.view(state, null).scenarioTitle(), sides);
        }
        System.out.println();
        System.out.println("your own scenario: `herald scenarios " + ruleset.id() + " --format` says how to write one, "
                + "`herald check-scenario FILE` draws it");
        print("house-rule options (new-game --option KEY=VALUE):", ruleset.options());
        ruleset.campaign().ifPresent(c -> print("campaign rules (new-campaign --rule KEY=VALUE; docs/CAMPAIGNS.md):",
                c.options()));
        return 0;
    }

    private static void print(String heading, java.util.List<herald.engine.RuleOption> options) {
        if (options.isEmpty()) {
            return;
        }
        System.out.println();
        System.out.println(heading);
        for (var o : options) {
            System.out.printf("  %s=%s%s%n      %s%n", o.key(), o.defaultValue(),
                    o.allowed().isEmpty() ? "" : "   (" + String.join(" | ", o.allowed()) + ")", o.meaning());
        }
    }

    /** The scenario format, kept in Markdown beside the ruleset's data (so it ships in the jar a club runs). */
    public static String formatOf(Ruleset ruleset) {
        String name = "/herald/engine/" + ruleset.id() + "/SCENARIOS.md";
        try (java.io.InputStream in = ruleset.getClass().getResourceAsStream(name)) {
            if (in == null) {
                throw new herald.app.game.UserError("the " + ruleset.id() + " ruleset has no scenario format written "
                        + "down (" + name + ")");
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
