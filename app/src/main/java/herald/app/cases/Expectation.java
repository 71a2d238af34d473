package herald.app.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a case expects, checked against a run. `events`: each pattern must match a later outcome
 * than the one before (an ordered subsequence), where a pattern names the `type` and any payload
 * fields, nested objects matched the same way. `report`: lines that must appear, in order. `state`:
 * fields the final state must have. A pattern {"$contains": "words"} matches a text holding those
 * words, or a list with such a text. Every difference is written for the rules lawyer.
 */
public final class Expectation {
    private Expectation() {}

    public static List<String> differences(JsonNode expect, RuleCase.Run run) {
        List<String> problems = new ArrayList<>();
        int from = 0;
        for (JsonNode pattern : expect.path("events")) {
            int found = -1;
            for (int i = from; i < run.events().size() && found < 0; i++) {
                if (matchesEvent(pattern, run.events().get(i))) {
                    found = i;
                }
            }
            if (found < 0) {
                problems.add("no event after #" + from + " matches " + pattern);
            } else {
                from = found + 1;
            }
        }
        int line = 0;
        for (JsonNode wanted : expect.path("report")) {
            int at = run.report().subList(line, run.report().size()).indexOf(wanted.asText());
            if (at < 0) {
                problems.add("no report line \"" + wanted.asText() + "\"" + (line > 0 ? " after line " + line : ""));
            } else {
                line += at + 1;
            }
        }
        if (expect.has("state")) {
            match(expect.get("state"), run.state(), "state", problems);
        }
        return problems;
    }

    private static boolean matchesEvent(JsonNode pattern, ObjectNode event) {
        List<String> scratch = new ArrayList<>();
        for (Map.Entry<String, JsonNode> f : pattern.properties()) {
            JsonNode actual = f.getKey().equals("type") || f.getKey().equals("window") ? event.get(f.getKey())
                    : event.path("payload").get(f.getKey());
            match(f.getValue(), actual, f.getKey(), scratch);
        }
        return scratch.isEmpty();
    }

    private static void match(JsonNode expected, JsonNode actual, String path, List<String> problems) {
        if (actual == null || actual.isMissingNode()) {
            problems.add(path + ": expected " + expected + ", but there is no such field");
        } else if (expected.isObject() && expected.has("$contains")) {
            // A text, or any text of a list, that holds these words: for messages written for players.
            String words = expected.get("$contains").asText();
            boolean found = actual.isArray() ? java.util.stream.StreamSupport.stream(actual.spliterator(), false)
                    .anyMatch(a -> a.asText().contains(words)) : actual.asText().contains(words);
            if (!found) {
                problems.add(path + ": expected a text containing \"" + words + "\", got " + actual);
            }
        } else if (expected.isObject()) {
            for (Map.Entry<String, JsonNode> f : expected.properties()) {
                match(f.getValue(), actual.get(f.getKey()), path + "." + f.getKey(), problems);
            }
        } else if (expected.isNumber() && actual.isNumber() ? expected.asDouble() != actual.asDouble()
                : !expected.equals(actual)) {
            problems.add(path + ": expected " + expected + ", got " + actual);
        }
    }
}
