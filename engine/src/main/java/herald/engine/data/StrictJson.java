package herald.engine.data;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import herald.engine.ScenarioException;

/** Reads a ruleset's own JSON (scenarios, play sheets, tables) strictly: unknown keys are errors naming file and key. */
public final class StrictJson {
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            // "turnLimit": 3.5 is a mistake to name, not a 3 to guess
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);

    private StrictJson() {}

    public static JsonNode tree(String json, String source) throws ScenarioException {
        try {
            // a key given twice would otherwise be read as its last value, the first silently lost
            return MAPPER.reader().with(StreamReadFeature.STRICT_DUPLICATE_DETECTION).readTree(json);
        } catch (JsonProcessingException e) {
            throw new ScenarioException(source + ": not valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Binds {@code node} to {@code type}; {@code place} prefixes the JSON path in messages ("overrides.human"). */
    public static <T> T bind(JsonNode node, Class<T> type, String source, String place) throws ScenarioException {
        try {
            return MAPPER.treeToValue(node, type);
        } catch (UnrecognizedPropertyException e) {
            String where = path(place, e);
            throw new ScenarioException(source + ": " + (where.isEmpty() ? "" : where + ": ") + "unknown key \""
                    + e.getPropertyName() + "\" (known keys: " + String.join(", ", known(e)) + ")", e);
        } catch (JsonMappingException e) {
            String where = path(place, e);
            throw new ScenarioException(source + ": " + (where.isEmpty() ? "" : where + ": ") + e.getOriginalMessage(), e);
        } catch (JsonProcessingException e) {
            throw new ScenarioException(source + ": " + e.getOriginalMessage(), e);
        }
    }

    private static java.util.List<String> known(UnrecognizedPropertyException e) {
        return e.getKnownPropertyIds() == null ? java.util.List.of()
                : e.getKnownPropertyIds().stream().map(String::valueOf).sorted().toList();
    }

    private static String path(String place, JsonMappingException e) {
        StringBuilder b = new StringBuilder(place);
        var refs = e.getPath();
        // the last reference of an unknown key is the key itself: it is named separately
        int n = e instanceof UnrecognizedPropertyException ? refs.size() - 1 : refs.size();
        for (int i = 0; i < n; i++) {
            var r = refs.get(i);
            if (r.getFieldName() != null) {
                b.append(b.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }
}
