package herald.engine.campaign;

import com.fasterxml.jackson.annotation.JsonProperty;
import herald.engine.RuleOption;
import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A ruleset's campaign.json: where its campaign rules come from, and each rule with its default, the values it takes,
 * what it does and whose it is (the book's, or Herald's).
 */
public record CampaignData(String source, List<Option> options) {

    public record Option(String key, String meaning, String source, List<String> allowed,
            @JsonProperty("default") String defaultValue) {}

    /** The file {@code resource} beside {@code anchor}'s package, read and bound, or an error naming it. */
    public static CampaignData read(Class<?> anchor, String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the classpath");
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return StrictJson.bind(StrictJson.tree(json, resource), CampaignData.class, resource, "");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The rules as options, each meaning ending with whose it is. */
    public List<RuleOption> rules() {
        return options.stream().map(o -> new RuleOption(o.key(), o.defaultValue(), o.allowed(),
                o.meaning() + " (" + o.source() + ")")).toList();
    }
}
