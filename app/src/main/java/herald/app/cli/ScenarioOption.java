package herald.app.cli;

import herald.app.game.Rulesets;
import herald.app.game.ScenarioSource;
import herald.app.game.UserError;
import herald.engine.Ruleset;
import java.nio.file.Path;

/** `--ruleset` beside `--scenario`: a scenario file may name its own ruleset, a shipped name never does. */
final class ScenarioOption {
    static final String HELP = "A shipped scenario's name (`herald scenarios RULESET` lists them) or the club's own "
            + "scenario file: a value with a / in it or ending .json is a file (its format: `herald scenarios RULESET "
            + "--format`).";

    private ScenarioOption() {}

    /** The ruleset given, else the one the scenario file names, else {@code fallback} (null: an error). */
    static Ruleset ruleset(String given, String scenario, String fallback) {
        if (scenario != null && ScenarioSource.isFile(scenario)) {
            ScenarioSource file = ScenarioSource.file(Path.of(scenario));
            return given == null && file.rulesetId().isEmpty() && fallback != null ? Rulesets.byId(fallback)
                    : file.ruleset(given);
        }
        if (given == null && fallback == null) {
            throw new UserError("--ruleset is needed with a shipped scenario (`herald rulesets` lists them)");
        }
        return Rulesets.byId(given != null ? given : fallback);
    }
}
