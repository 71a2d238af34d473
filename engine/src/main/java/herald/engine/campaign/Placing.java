package herald.engine.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Rosters and scenarios, for any ruleset whose scenario lists its pieces as objects with an {@code id} and a
 * {@code side}: a roster mustered from such a list, and a battle's list deployed from a roster. Each ruleset says
 * which list ({@code "pieces"}, {@code "figures"}) and which of a piece's fields belong to one battle only.
 */
public final class Placing {
    private Placing() {}

    public static ObjectNode scenario(String json, String source) throws ScenarioException {
        if (!(StrictJson.tree(json, source) instanceof ObjectNode o)) {
            throw new ScenarioException(source + ": a scenario is a JSON object");
        }
        return o;
    }

    public static ArrayNode list(ObjectNode scenario, String key, String source) throws ScenarioException {
        if (!(scenario.get(key) instanceof ArrayNode a)) {
            throw new ScenarioException(source + ": " + key + ": a list is needed");
        }
        return a;
    }

    /** The recruits of {@code list}, each without its {@code battleOnly} fields, named by {@code name}. */
    public static List<Recruit> muster(ArrayNode list, Set<String> battleOnly, Function<JsonNode, String> name,
            Map<String, List<String>> learns) {
        List<Recruit> roster = new ArrayList<>();
        for (JsonNode p : list) {
            ObjectNode spec = ((ObjectNode) p).deepCopy();
            spec.remove(battleOnly);
            String id = p.path("id").asText();
            roster.add(new Recruit(id, p.path("side").asText(), name.apply(p), spec.toString(),
                    learns.getOrDefault(id, List.of()), 0, 0, null));
        }
        return roster;
    }

    /** Each id {@code learns} names is one of {@code list}'s. */
    public static void requireKnown(ArrayNode list, Map<String, List<String>> learns, String source) throws ScenarioException {
        List<String> ids = new ArrayList<>();
        list.forEach(p -> ids.add(p.path("id").asText()));
        for (String id : learns.keySet()) {
            if (!ids.contains(id)) {
                throw new ScenarioException(source + ": learns: there is no piece \"" + id + "\" to learn anything");
            }
        }
    }

    /**
     * {@code scenario} with its list {@code key} deployed from {@code roster}: each entry the recruit's spec with the
     * entry's own {@code battleOnly} fields. See {@link CampaignRules#deploy} for what is refused.
     */
    public static ObjectNode deploy(ObjectNode scenario, String key, Set<String> battleOnly, List<Recruit> roster,
            boolean leaveOutTheFallen, Map<String, List<String>> fielded, String source) throws ScenarioException {
        ArrayNode given = list(scenario, key, source);
        for (Map.Entry<String, List<String>> side : fielded.entrySet()) {
            for (String id : side.getValue()) {
                boolean placed = false;
                for (JsonNode p : given) {
                    placed |= p.path("id").asText().equals(id) && p.path("side").asText().equals(side.getKey());
                }
                if (!placed) {
                    throw new ScenarioException(source + ": " + key + ": the player of " + side.getKey() + " chose " + id
                            + " to fight (FIELD), and this scenario does not place " + id);
                }
            }
        }
        ArrayNode deployed = scenario.putArray(key);
        for (int i = 0; i < given.size(); i++) {
            JsonNode placed = given.get(i);
            String id = placed.path("id").asText();
            String side = placed.path("side").asText();
            if (fielded.containsKey(side) && !fielded.get(side).contains(id)) {
                continue; // its player left it behind
            }
            String at = source + ": " + key + "[" + i + "]: ";
            Optional<Recruit> found = roster.stream().filter(r -> r.id().equals(id)).findFirst();
            if (found.isEmpty() || !found.get().side().equals(side)) {
                throw new ScenarioException(at + id + " is not in the roster of " + side + " (its roster: "
                        + String.join(", ", roster.stream().filter(r -> r.side().equals(side) && !r.dead())
                                .map(Recruit::id).toList()) + ")");
            }
            Recruit r = found.get();
            if (r.dead() && leaveOutTheFallen) {
                continue;
            }
            if (r.dead()) {
                throw new ScenarioException(at + id + " (" + r.name() + ") is dead: " + r.fate());
            }
            ObjectNode piece = (ObjectNode) StrictJson.tree(r.spec(), "the roster's " + id);
            for (String field : battleOnly) {
                if (placed.has(field)) {
                    piece.set(field, placed.get(field));
                }
            }
            deployed.add(piece);
        }
        for (JsonNode side : scenario.path("sides")) {
            String id = side.path("id").asText();
            boolean fields = false;
            for (JsonNode p : deployed) {
                fields |= p.path("side").asText().equals(id);
            }
            if (!fields) {
                throw new ScenarioException(source + ": side " + id + " has no piece on the table: "
                        + (roster.stream().anyMatch(r -> r.side().equals(id) && !r.dead())
                                ? "the scenario places none of its roster" : "every piece of its roster is dead"));
            }
        }
        return scenario;
    }

    /** A recruit's spec as an object to change. */
    public static ObjectNode spec(Recruit r) {
        try {
            return (ObjectNode) StrictJson.tree(r.spec(), "the roster's " + r.id());
        } catch (ScenarioException e) {
            throw new IllegalStateException("the roster's " + r.id() + " is not JSON", e);
        }
    }
}
