package herald.app.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.ScenarioException;
import herald.templates.Scenarios;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What `--scenario` names: a scenario shipped with Herald, or a club's own file on disk. A value with a path
 * separator in it, or ending {@code .json}, is a file; any other is a shipped scenario's name.
 *
 * <p>A game keeps only {@code name}: its set-up events carry the whole scenario as the rules read it, so the game
 * replays, verifies and exports after the file is gone. The name of a file is its file name alone (the folder is the
 * club's business, not the archive's), and it ends {@code .json}, which no shipped scenario's name does.
 *
 * @param name what the game records as its scenario
 * @param source what errors name: the path given, or the shipped file's name
 * @param json the scenario as the ruleset reads it (without the {@code "ruleset"} key, which is Herald's, not the
 *     rules')
 * @param rulesetId the ruleset the file says it is for, if it says
 */
public record ScenarioSource(String name, String source, String json, Optional<String> rulesetId) {

    public static boolean isFile(String value) {
        return value.contains("/") || value.contains("\\") || value.endsWith(".json");
    }

    /** A file on disk, read but not yet checked against any ruleset. */
    public static ScenarioSource file(Path file) {
        String shown = file.toString();
        if (Files.isDirectory(file)) {
            throw new UserError("scenario " + shown + " is a folder, not a scenario file");
        }
        if (!Files.isRegularFile(file)) {
            throw new UserError("no scenario file " + file.toAbsolutePath()
                    + " (a scenario named with a / or ending .json is a file; without, a shipped scenario's name)");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new UserError(shown + ": not UTF-8 text; save it as UTF-8 (a JSON file is always UTF-8)");
        } catch (IOException e) {
            throw new UserError("cannot read scenario " + shown + ": " + e.getMessage(), e);
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1); // Notepad's byte order mark: not JSON, but meant as none
        }
        String name = file.getFileName().toString();
        return withoutRulesetKey(name.endsWith(".json") ? name : name + ".json", shown, text);
    }

    /** {@code value} as `--scenario` gives it, for {@code ruleset}: a file (see {@link #isFile}) or a shipped name. */
    public static ScenarioSource of(Ruleset ruleset, String value) {
        if (isFile(value)) {
            return file(Path.of(value)).requireFor(ruleset);
        }
        try {
            return new ScenarioSource(value, value + ".json", Scenarios.read(ruleset.id(), value), Optional.empty());
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage() + " (or give a scenario file: ./NAME.json)", e);
        }
    }

    /** This scenario, refused if the file says it is for another ruleset. */
    public ScenarioSource requireFor(Ruleset ruleset) {
        rulesetId.filter(id -> !id.equalsIgnoreCase(ruleset.id())).ifPresent(id -> {
            throw new UserError(source + ": ruleset: the file is for \"" + id + "\", not " + ruleset.id());
        });
        return this;
    }

    /** The ruleset the file names, else {@code given}; neither is an error saying to give --ruleset. */
    public Ruleset ruleset(String given) {
        if (given != null) {
            Ruleset r = Rulesets.byId(given);
            requireFor(r);
            return r;
        }
        return Rulesets.byId(rulesetId.orElseThrow(() -> new UserError(source
                + " does not say its ruleset (a \"ruleset\" key at the top): give --ruleset ID (`herald rulesets`)")));
    }

    /** The ruleset's set-up events, every mistake a {@link UserError} naming the file and the place. */
    public List<RuleEvent> setUp(Ruleset ruleset, Map<String, String> options) {
        try {
            return ruleset.setUp(json, source, options);
        } catch (ScenarioException | IllegalArgumentException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    /**
     * The top-level {@code "ruleset"} key is read here and taken out, so the rulesets, which refuse every key they do
     * not know, see only their own format. Text that is not a JSON object is left for the ruleset to refuse.
     */
    private static ScenarioSource withoutRulesetKey(String name, String source, String text) {
        JsonNode tree;
        try {
            tree = EventCodec.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            return new ScenarioSource(name, source, text, Optional.empty());
        }
        if (!(tree instanceof ObjectNode object) || !object.has("ruleset")) {
            return new ScenarioSource(name, source, text, Optional.empty());
        }
        JsonNode id = object.remove("ruleset");
        if (!id.isTextual()) {
            throw new UserError(source + ": ruleset: a ruleset id in quotes, e.g. \"lonewolf\", not " + id);
        }
        Rulesets.byId(id.asText()); // an unknown id is named now, not as a missing ruleset later
        return new ScenarioSource(name, source, object.toString(), Optional.of(id.asText()));
    }
}
