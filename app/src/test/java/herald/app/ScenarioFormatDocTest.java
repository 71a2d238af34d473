package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import herald.app.cli.ScenariosCommand;
import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.app.game.ScenarioSource;
import herald.engine.Ruleset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each ruleset's SCENARIOS.md holds one complete example, and it sets up as written: the format's doc cannot rot. */
class ScenarioFormatDocTest {
    private static final Pattern JSON_BLOCK = Pattern.compile("(?ms)^```json\\s*\\n(.*?)^```");

    @TempDir
    Path dir;

    /** The ```json blocks of a ruleset's scenario format, as `herald scenarios RULESET --format` prints it. */
    static List<String> examples(Ruleset ruleset) {
        Matcher m = JSON_BLOCK.matcher(ScenariosCommand.formatOf(ruleset));
        List<String> blocks = new java.util.ArrayList<>();
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    @Test
    void every_rulesets_example_sets_up_as_a_scenario_file_naming_its_ruleset() throws IOException {
        assertFalse(Rulesets.all().isEmpty());
        for (Ruleset ruleset : Rulesets.all()) {
            List<String> blocks = examples(ruleset);
            assertEquals(1, blocks.size(), ruleset.id() + "'s SCENARIOS.md has exactly one ```json example");
            Path file = Files.writeString(dir.resolve(ruleset.id() + "-example.json"), blocks.get(0));
            ScenarioSource source = ScenarioSource.file(file);
            assertEquals(ruleset.id(), source.ruleset(null).id(), "the example names its ruleset");
            var state = Games.setUp(ruleset, source, java.util.Map.of());
            assertEquals(2, ruleset.sides(state).size(), ruleset.id() + ": two sides set up");
        }
    }
}
