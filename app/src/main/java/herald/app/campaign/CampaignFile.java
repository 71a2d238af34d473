package herald.app.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import herald.app.game.Rulesets;
import herald.app.game.UserError;
import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A campaign file, for `herald new-campaign --file`: what the command line gives, written down once.
 * <pre>
 * {"name": "Sommerlund-1", "ruleset": "lonewolf", "muster": "patrol",
 *  "players": {"sommerlund": "anna@example.org", "giaks": "ben@example.org"},
 *  "rules": {"recovery-target": "5"}, "learns": {"LW": ["healing", "hunting"]}}
 * </pre>
 * A muster that is a file is found beside the campaign file.
 */
public record CampaignFile(String name, String ruleset, String muster, Map<String, String> players,
        Map<String, String> rules, Map<String, List<String>> learns) {

    public CampaignFile {
        players = players == null ? Map.of() : new LinkedHashMap<>(players);
        rules = rules == null ? Map.of() : new LinkedHashMap<>(rules);
        learns = learns == null ? Map.of() : new LinkedHashMap<>(learns);
    }

    public static CampaignFile read(Path file) {
        String shown = file.toString();
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new UserError("cannot read campaign file " + shown + ": " + e.getMessage(), e);
        }
        CampaignFile read;
        try {
            JsonNode tree = StrictJson.tree(text.startsWith("\uFEFF") ? text.substring(1) : text, shown);
            read = StrictJson.bind(tree, CampaignFile.class, shown, "");
        } catch (ScenarioException e) {
            throw new UserError(e.getMessage(), e);
        }
        Map<String, String> required = new LinkedHashMap<>();
        required.put("name", read.name());
        required.put("ruleset", read.ruleset());
        required.put("muster", read.muster());
        required.forEach((key, value) -> {
            if (value == null || value.isBlank()) {
                throw new UserError(shown + ": " + key + ": missing (a campaign file gives name, ruleset, muster and players)");
            }
        });
        Rulesets.byId(read.ruleset());
        String muster = read.muster();
        if (herald.app.game.ScenarioSource.isFile(muster) && !Path.of(muster).isAbsolute()) {
            Path dir = file.toAbsolutePath().getParent();
            muster = dir.resolve(muster).toString();
        }
        return new CampaignFile(read.name(), read.ruleset(), muster, read.players(), read.rules(), read.learns());
    }
}
