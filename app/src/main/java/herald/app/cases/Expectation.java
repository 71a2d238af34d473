package herald.app.cases;

import com.fasterxml.jackson.databind.JsonNode;
import herald.app.game.UserError;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * What a case expects, checked against a run; the pattern language is {@link Patterns}'s. `events`:
 * each pattern must match a later outcome than the one before (an ordered subsequence). `absent`:
 * no outcome matches any of these patterns. `report`: lines that must appear, in order. `state`:
 * fields the final state must have. `pieces`: fields of single pieces of the final state, found by id
 * ({@link PieceExpectation}). `view`: what one side is shown ({@link ViewExpectation}). Every difference
 * is written for the rules lawyer.
 */
public final class Expectation {
    static final Set<String> KEYS = Set.of("events", "absent", "report", "state", "pieces", "view");

    private Expectation() {}

    public static List<String> differences(JsonNode expect, RuleCase.Run run) {
        List<String> problems = new ArrayList<>();
        int from = 0;
        for (JsonNode pattern : expect.path("events")) {
            int found = -1;
            for (int i = from; i < run.events().size() && found < 0; i++) {
                if (Patterns.matchesEvent(pattern, run.events().get(i))) {
                    found = i;
                }
            }
            if (found < 0) {
                problems.add("no event after #" + from + " matches " + pattern);
            } else {
                from = found + 1;
            }
        }
        JsonNode absent = expect.path("absent");
        for (int k = 0; k < absent.size(); k++) {
            for (int i = 0; i < run.events().size(); i++) {
                if (Patterns.matchesEvent(absent.get(k), run.events().get(i))) {
                    problems.add("absent[" + k + "]: " + absent.get(k) + " must not happen, but it did: "
                            + Patterns.event(run.events(), i));
                }
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
            Patterns.match(expect.get("state"), run.state(), "state", problems);
        }
        if (expect.has("pieces")) {
            PieceExpectation.check(expect.get("pieces"), run.state(), problems);
        }
        for (JsonNode view : ViewExpectation.list(expect.path("view"))) {
            ViewExpectation.check(view, run, problems);
        }
        return problems;
    }

    /** Refuses, naming the place, an expect section a run could never be compared with (unknown keys, wrong shapes). */
    static void checkShape(JsonNode expect, String source) {
        if (expect.isMissingNode()) {
            return;
        }
        if (!expect.isObject()) {
            throw new UserError(source + ": expect: an object with " + String.join(", ", KEYS.stream().sorted().toList()));
        }
        onlyKeys(expect, KEYS, source, "expect.");
        for (String list : List.of("events", "absent")) {
            JsonNode patterns = expect.path(list);
            if (!patterns.isMissingNode() && !(patterns.isArray() && allObjects(patterns))) {
                throw new UserError(source + ": expect." + list + ": a list of event patterns, e.g. [{\"type\": \"PieceRemoved\", \"piece\": \"G1\"}]");
            }
        }
        JsonNode pieces = expect.path("pieces");
        if (!pieces.isMissingNode()) {
            if (!pieces.isObject()) {
                throw new UserError(source + ": expect.pieces: an object of piece id → fields, e.g. {\"G1\": {\"square\": \"C5\"}}");
            }
            pieces.properties().forEach(p -> {
                if (!p.getValue().isObject()) {
                    throw new UserError(source + ": expect.pieces." + p.getKey() + ": the fields to compare, e.g. {\"square\": \"C5\"}");
                }
            });
        }
        ViewExpectation.checkShape(expect.path("view"), source);
    }

    private static boolean allObjects(JsonNode list) {
        for (JsonNode n : list) {
            if (!n.isObject()) {
                return false;
            }
        }
        return true;
    }

    static void onlyKeys(JsonNode node, Set<String> known, String source, String where) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!known.contains(key)) {
                throw new UserError(source + ": " + where + key + ": unknown key; known: " + String.join(", ",
                        known.stream().sorted().toList()));
            }
        }
    }
}
