package herald.app.cli;

import herald.app.game.Rulesets;
import herald.engine.Ruleset;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "rulesets", mixinStandardHelpOptions = true, description = "Lists the installed rulesets.")
public final class RulesetsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.out.printf("%-12s %-8s %-14s %s%n", "ID", "VERSION", "BOARD", "TITLE");
        for (Ruleset r : Rulesets.all()) {
            System.out.printf("%-12s %-8s %-14s %s%n", r.id(), r.version(), r.boardKind().label(), r.title());
        }
        return 0;
    }
}
