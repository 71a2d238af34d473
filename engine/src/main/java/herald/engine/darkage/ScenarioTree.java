package herald.engine.darkage;

import static herald.engine.ScenarioException.require;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;

/**
 * A scenario's JSON read before it is bound to {@link Scenario}, so that what the binding would take quietly or
 * answer in Java's words is refused in the players': a key written twice, a null, a list where an object belongs, 4.5
 * where a whole number does, a profile of the scenario's own that leaves a key out.
 */
final class ScenarioTree {
    private ScenarioTree() {}

    /** The document as a tree; a key written twice in one object is refused with its place. */
    static JsonNode read(String json, String src) throws ScenarioException {
        JsonNode tree;
        try {
            tree = StrictJson.MAPPER.reader().with(StreamReadFeature.STRICT_DUPLICATE_DETECTION).readTree(json);
        } catch (JsonProcessingException e) {
            String m = e.getOriginalMessage();
            if (e.getProcessor() instanceof JsonParser p && m.startsWith("Duplicate field '") && m.endsWith("'")) {
                var object = p.getParsingContext().getParent();
                String key = m.substring("Duplicate field '".length(), m.length() - 1);
                String at = join(object == null ? "" : path(object.pathAsPointer().toString()), key);
                throw new ScenarioException(src + ": " + at + ": written twice in one object: write each key once", e);
            }
            // not JSON at all: the shared reader says so as every ruleset does
            tree = StrictJson.tree(json, src);
        }
        require(tree != null && tree.isObject(), src, "the whole file",
                "a scenario is one JSON object, {\"schema\": 1, \"title\": …}");
        return tree;
    }

    /** Checks every value of {@code node} against the type it is bound to, at {@code at}. */
    static void check(JsonNode node, Type type, String src, String at) throws ScenarioException {
        require(!node.isNull(), src, at, "null is not a value here: leave the key out for its default");
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        if (raw == Integer.class || raw == int.class) {
            require(node.isIntegralNumber(), src, at, "a whole number, not " + node);
        } else if (raw == Double.class || raw == double.class) {
            require(node.isNumber(), src, at, "a number of inches, not " + node);
        } else if (raw == Boolean.class || raw == boolean.class) {
            require(node.isBoolean(), src, at, "true or false, not " + node);
        } else if (raw == String.class) {
            require(node.isTextual(), src, at, "a string in quotes, not " + node);
        } else if (List.class.isAssignableFrom(raw)) {
            require(node.isArray(), src, at, "a list [ … ], not " + kind(node));
            for (int i = 0; i < node.size(); i++) {
                check(node.get(i), argument(type, 0), src, at + "[" + i + "]");
            }
        } else if (Map.class.isAssignableFrom(raw)) {
            require(node.isObject(), src, at, "an object { … } by key, not " + kind(node));
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                check(e.getValue(), argument(type, 1), src, join(at, e.getKey()));
            }
        } else if (raw.isRecord()) {
            require(node.isObject(), src, at, "an object { … }, not " + kind(node));
            for (RecordComponent c : raw.getRecordComponents()) {
                JsonNode value = node.get(c.getName());
                if (value != null) {
                    check(value, c.getGenericType(), src, join(at, c.getName()));
                } else if (raw == Profile.class && !c.getName().equals("note")) {
                    throw new ScenarioException(src + ": " + at + ": missing \"" + c.getName() + "\": a profile writes"
                            + " every key as warband.json does ([] for an empty list, 0 for none)");
                }
            }
        }
    }

    private static Type argument(Type type, int i) {
        return type instanceof ParameterizedType p ? p.getActualTypeArguments()[i] : Object.class;
    }

    private static String kind(JsonNode node) {
        return node.isArray() ? "a list" : node.isObject() ? "an object" : node.toString();
    }

    private static String join(String at, String key) {
        return at.isEmpty() ? key : at + "." + key;
    }

    /** "/figures/0/id" as a scenario's place is written: "figures[0].id". */
    private static String path(String pointer) {
        StringBuilder b = new StringBuilder();
        for (String part : pointer.split("/")) {
            if (part.isEmpty()) {
                continue;
            }
            String key = part.replace("~1", "/").replace("~0", "~");
            b.append(key.matches("\\d+") ? "[" + key + "]" : (b.length() == 0 ? "" : ".") + key);
        }
        return b.toString();
    }
}
