package herald.engine.skirmish;

import static herald.engine.ScenarioException.require;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A scenario's own play-sheet values: {@code "overrides": {"types": {"knight": {"mounted": {"attack": 9}}},
 * "terrain": {"scrub": {"foot": 3}}}}. Each named type or terrain row is the shipped one with the override
 * merged over it key by key (objects merge, any other value replaces, null included: a terrain cost of null
 * is impassable), then checked as strictly as the shipped files. Only shipped types and terrain can be
 * changed, never added. The set-up event carries the result, so a game replays without the files.
 */
public final class Overrides {
    private static final Set<String> KEYS = Set.of("types", "terrain");

    private Overrides() {}

    /** The roster and terrain table in force. */
    public record Sheets(Map<String, CharacterType> roster, Map<String, TerrainType> terrain) {}

    /** The shipped data with {@code overrides} (null: none) merged in. */
    public static Sheets apply(JsonNode overrides, String src) throws ScenarioException {
        if (overrides == null) {
            return new Sheets(Data.roster(), Data.terrain());
        }
        require(overrides.isObject(), src, "overrides", "an object with \"types\" and/or \"terrain\"");
        for (String key : (Iterable<String>) overrides::fieldNames) {
            require(KEYS.contains(key), src, "overrides." + key, "unknown key; known: terrain, types");
        }
        Map<String, CharacterType> roster = new LinkedHashMap<>(Data.roster());
        JsonNode types = overrides.path("types");
        if (!types.isMissingNode()) {
            require(types.isObject(), src, "overrides.types", "an object keyed by character type, e.g. {\"knight\": {\"foot\": {\"attack\": 7}}}");
            JsonNode shipped = Data.tree("characters.json").get("types");
            for (Map.Entry<String, JsonNode> e : types.properties()) {
                String at = "overrides.types." + e.getKey();
                require(roster.containsKey(e.getKey()), src, at, "no character type \"" + e.getKey() + "\" (known: "
                        + String.join(", ", roster.keySet()) + ")");
                require(e.getValue().isObject(), src, at, "an object of the type's fields to change");
                CharacterType c = StrictJson.bind(merge(shipped.get(e.getKey()).deepCopy(), e.getValue()), CharacterType.class, src, at);
                Data.checkType(c, src, at);
                roster.put(e.getKey(), c);
            }
        }
        Map<String, TerrainType> terrain = new LinkedHashMap<>(Data.terrain());
        JsonNode rows = overrides.path("terrain");
        if (!rows.isMissingNode()) {
            require(rows.isObject(), src, "overrides.terrain", "an object keyed by terrain, e.g. {\"scrub\": {\"foot\": 3}}");
            for (Map.Entry<String, JsonNode> e : rows.properties()) {
                String at = "overrides.terrain." + e.getKey();
                require(terrain.containsKey(e.getKey()), src, at, "no terrain \"" + e.getKey() + "\" (known: "
                        + String.join(", ", terrain.keySet()) + ")");
                require(e.getValue().isObject(), src, at, "an object of the terrain's fields to change");
                require(!e.getValue().has("key"), src, at + ".key", "a terrain's key cannot be changed");
                TerrainType t = StrictJson.bind(merge(shippedRow(e.getKey()), e.getValue()), TerrainType.class, src, at);
                Data.checkTerrain(t, src, at);
                terrain.put(e.getKey(), t);
            }
        }
        return new Sheets(Collections.unmodifiableMap(roster), Collections.unmodifiableMap(terrain));
    }

    private static JsonNode shippedRow(String key) throws ScenarioException {
        for (JsonNode row : Data.tree("terrain.json").get("terrain")) {
            if (key.equals(row.path("key").asText())) {
                return row.deepCopy();
            }
        }
        throw new IllegalStateException("terrain.json has no row " + key);
    }

    private static JsonNode merge(JsonNode base, JsonNode override) {
        if (!(base instanceof ObjectNode target) || !override.isObject()) {
            return override.deepCopy();
        }
        for (Map.Entry<String, JsonNode> e : override.properties()) {
            JsonNode existing = target.get(e.getKey());
            target.set(e.getKey(), existing == null ? e.getValue().deepCopy() : merge(existing, e.getValue()));
        }
        return target;
    }
}
