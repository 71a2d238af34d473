package herald.app.cases;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * `expect.pieces`: named fields of single pieces in the final state. A piece is found by its id in
 * whatever the ruleset's state keeps its pieces in: every top-level list, or map, of objects with an
 * "id" field (Lone Wolf's `pieces`, the skirmish's `characters` and `horses`, the basic fantasy rules'
 * `units` by id), but not `sides`. A removed or dead piece is found as long as the state keeps it.
 */
final class PieceExpectation {
    private PieceExpectation() {}

    static void check(JsonNode expected, JsonNode state, List<String> problems) {
        Map<String, List<JsonNode>> lists = lists(state);
        for (Map.Entry<String, JsonNode> want : expected.properties()) {
            String id = want.getKey();
            JsonNode piece = find(lists, id);
            if (piece == null) {
                problems.add("pieces." + id + ": there is no piece " + id + " in the final state (" + known(lists) + ")");
                continue;
            }
            for (Map.Entry<String, JsonNode> f : want.getValue().properties()) {
                String path = "pieces." + id + "." + f.getKey();
                if (!piece.has(f.getKey())) {
                    List<String> fields = new ArrayList<>();
                    piece.fieldNames().forEachRemaining(fields::add);
                    problems.add(path + ": expected " + f.getValue() + ", but " + id + " has no field \"" + f.getKey()
                            + "\" (its fields: " + String.join(", ", fields) + ")");
                } else {
                    Patterns.match(f.getValue(), piece.get(f.getKey()), path, problems);
                }
            }
        }
    }

    /** The state's lists of pieces by field name, in the state's order. */
    static Map<String, List<JsonNode>> lists(JsonNode state) {
        Map<String, List<JsonNode>> out = new LinkedHashMap<>();
        state.properties().forEach(f -> {
            if (!f.getKey().equals("sides") && f.getValue().isContainerNode() && !f.getValue().isEmpty()) {
                List<JsonNode> items = new ArrayList<>();
                f.getValue().forEach(items::add); // a list's entries, or a map's values (units by id)
                if (items.stream().allMatch(n -> n.isObject() && n.path("id").isTextual())) {
                    out.put(f.getKey(), items);
                }
            }
        });
        return out;
    }

    /** The piece with exactly this id, else the one whose id differs only in case (orders are read either way). */
    private static JsonNode find(Map<String, List<JsonNode>> lists, String id) {
        JsonNode loose = null;
        for (List<JsonNode> list : lists.values()) {
            for (JsonNode n : list) {
                String other = n.get("id").asText();
                if (other.equals(id)) {
                    return n;
                }
                loose = loose == null && other.equalsIgnoreCase(id) ? n : loose;
            }
        }
        return loose;
    }

    private static String known(Map<String, List<JsonNode>> lists) {
        if (lists.isEmpty()) {
            return "it keeps no list of pieces with ids";
        }
        List<String> parts = new ArrayList<>();
        lists.forEach((name, items) -> parts.add(name + ": " + String.join(", ", items.stream().map(n -> n.get("id").asText()).toList())));
        return "there are " + String.join("; ", parts);
    }
}
