package herald.app.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

/**
 * The pattern language of every expectation. An object pattern names only the fields it cares about,
 * nested objects matched the same way; a list pattern matches a list of as many entries, each entry a
 * pattern for the entry in its place; a number matches any equal number (7 and 7.0); anything else
 * must be equal. Special objects: {"$contains": "words"} matches a text holding those words, or a list
 * with such a text; {"$contains": {pattern}} a list with at least one entry matching the pattern;
 * {"$size": n} a list (or object) of exactly n entries.
 */
final class Patterns {
    private Patterns() {}

    /** An outcome event matches when its type and window and every payload field named match. */
    static boolean matchesEvent(JsonNode pattern, ObjectNode event) {
        List<String> scratch = new ArrayList<>();
        for (Map.Entry<String, JsonNode> f : pattern.properties()) {
            JsonNode actual = f.getKey().equals("type") || f.getKey().equals("window") ? event.get(f.getKey())
                    : event.path("payload").get(f.getKey());
            match(f.getValue(), actual, f.getKey(), scratch);
        }
        return scratch.isEmpty();
    }

    /** Adds to {@code problems} one line for every way {@code actual} (at {@code path}) differs from {@code expected}. */
    static void match(JsonNode expected, JsonNode actual, String path, List<String> problems) {
        if (actual == null || actual.isMissingNode()) {
            problems.add(path + ": expected " + expected + ", but there is no such field");
        } else if (expected.isObject() && expected.has("$contains") && expected.get("$contains").isObject()) {
            // A list with at least one entry like this: one modifier among several, say.
            JsonNode like = expected.get("$contains");
            boolean found = actual.isArray() && StreamSupport.stream(actual.spliterator(), false).anyMatch(a -> {
                List<String> scratch = new ArrayList<>();
                match(like, a, path, scratch);
                return scratch.isEmpty();
            });
            if (!found) {
                problems.add(path + ": expected a list with an entry like " + like + ", got " + actual);
            }
        } else if (expected.isObject() && expected.has("$contains")) {
            // A text, or any text of a list, that holds these words: for messages written for players.
            String words = expected.get("$contains").asText();
            boolean found = actual.isArray() ? StreamSupport.stream(actual.spliterator(), false)
                    .anyMatch(a -> a.asText().contains(words)) : actual.asText().contains(words);
            if (!found) {
                problems.add(path + ": expected a text containing \"" + words + "\", got " + actual);
            }
        } else if (expected.isObject() && expected.has("$size")) {
            int want = expected.get("$size").asInt();
            if (!actual.isContainerNode()) {
                problems.add(path + ": expected a list of " + entries(want) + ", got " + actual);
            } else if (actual.size() != want) {
                problems.add(path + ": expected " + entries(want) + ", got " + entries(actual.size()) + ": " + actual);
            }
        } else if (expected.isObject()) {
            if (!actual.isObject()) {
                problems.add(path + ": expected an object like " + expected + ", got " + actual);
                return;
            }
            for (Map.Entry<String, JsonNode> f : expected.properties()) {
                match(f.getValue(), actual.get(f.getKey()), path + "." + f.getKey(), problems);
            }
        } else if (expected.isArray() && actual.isArray()) {
            // Entry by entry, each a pattern: [{"turn": 0}] matches a list of one wound dated turn 0.
            if (expected.size() != actual.size()) {
                problems.add(path + ": expected " + entries(expected.size()) + " like " + expected + ", got "
                        + entries(actual.size()) + ": " + actual);
                return;
            }
            for (int i = 0; i < expected.size(); i++) {
                match(expected.get(i), actual.get(i), path + "[" + i + "]", problems);
            }
        } else if (expected.isNumber() && actual.isNumber() ? expected.asDouble() != actual.asDouble()
                : !expected.equals(actual)) {
            problems.add(path + ": expected " + expected + ", got " + actual
                    + (expected.isNumber() && actual.isArray() ? " (to count a list, write {\"$size\": " + expected + "})" : ""));
        }
    }

    private static String entries(int n) {
        return n == 1 ? "1 entry" : n + " entries";
    }

    /** How a difference names one outcome event: its number, window, type and report line. */
    static String event(List<ObjectNode> events, int i) {
        ObjectNode e = events.get(i);
        return "event #" + i + " (" + e.path("window").asText() + ", " + e.path("type").asText() + ")"
                + (e.hasNonNull("report") ? ": \"" + e.get("report").asText() + "\"" : "");
    }
}
