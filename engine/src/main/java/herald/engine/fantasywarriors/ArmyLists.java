package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The army lists Herald ships (armies/*.json beside this ruleset's other data), read once and checked strictly. The
 * book's own lists (pp. 46-72) are in no text Herald has, so these are Herald's: see the README's "Armies".
 */
public final class ArmyLists {
    /** The shipped lists, by key: each is armies/{key}.json. */
    public static final List<String> SHIPPED = List.of("orcs", "dwarves", "men", "wood-elves", "goblins");
    private static final Set<String> KEYS = Set.of("army", "race", "herald", "modules", "equipment", "units",
            "individuals");
    // L880: a paladin serves in no army with these in it
    private static final Set<String> NO_PALADIN = Set.of("orc", "goblin", "troll", "ogre");
    private static Map<String, Army> shipped;

    private ArmyLists() {}

    /** The shipped lists, by key, in the order of {@link #SHIPPED}. */
    public static synchronized Map<String, Army> shipped() {
        if (shipped == null) {
            Map<String, Army> m = new LinkedHashMap<>();
            for (String k : SHIPPED) {
                String file = "armies/" + k + ".json";
                m.put(k, Shipped.load("the shipped Fantasy Warriors army list " + file, () -> read(Shipped.text(
                        "/herald/engine/fantasywarriors/" + file), file)));
            }
            shipped = Collections.unmodifiableMap(m);
        }
        return shipped;
    }

    public static Army army(String key) {
        Army a = shipped().get(key);
        if (a == null) {
            throw new IllegalArgumentException("no shipped Fantasy Warriors army " + key + " (there are " + SHIPPED + ")");
        }
        return a;
    }

    /** The text of a shipped list, as a game's set-up keeps it: a replay reads the list the game was set up with. */
    public static String shippedText(String key) {
        if (!SHIPPED.contains(key)) {
            throw new IllegalArgumentException("no shipped Fantasy Warriors army " + key + " (there are " + SHIPPED + ")");
        }
        return Shipped.text("/herald/engine/fantasywarriors/armies/" + key + ".json");
    }

    public static List<Army> armies() {
        return List.copyOf(shipped().values());
    }

    /** Reads one army list; its key is the file's name without folder or ".json". */
    public static Army read(String json, String file) throws ScenarioException {
        JsonNode n = StrictJson.tree(json, file);
        require(n.isObject(), file, "", "an army list is an object");
        ProfileReader.keys(n, KEYS, file, "(top)");
        String key = file.replaceAll(".*/", "").replaceAll("\\.json$", "");
        String race = ProfileReader.text(n, "race", file, "", true).orElseThrow();
        Set<CompanionModule> modules = words(n, "modules", CompanionModule.values(), CompanionModule::key, file);
        Set<Equipment> equipment = words(n, "equipment", Equipment.values(), Equipment::key, file);
        Map<String, ObjectNode> entries = new LinkedHashMap<>();
        Set<String> inUnits = new java.util.HashSet<>();
        for (String group : List.of("units", "individuals")) {
            JsonNode g = n.get(group);
            require(g != null && g.isObject() && g.size() > 0, file, group, "required: an object of entries by key");
            for (Map.Entry<String, JsonNode> e : g.properties()) {
                require(e.getKey().matches("[a-z][a-z0-9-]*"), file, group + "." + e.getKey(),
                        "a key is lower-case letters, digits and '-'");
                require(!entries.containsKey(e.getKey()), file, group + "." + e.getKey(), "the key is used twice");
                require(e.getValue().isObject(), file, group + "." + e.getKey(), "an entry is an object");
                entries.put(e.getKey(), (ObjectNode) e.getValue());
                if (group.equals("units")) {
                    inUnits.add(e.getKey());
                }
            }
        }
        Army shell = new Army(key, ProfileReader.text(n, "army", file, "", true).orElseThrow(), race, modules, equipment,
                Map.of(), Map.of(), ProfileReader.text(n, "herald", file, "", true).orElseThrow(), entries);
        return build(shell, file, k -> (inUnits.contains(k) ? "units." : "individuals.") + k, inUnits::contains);
    }

    /**
     * {@code army} with a scenario's overrides: {@code overrides} is an object by entry key of the fields to change
     * ({"orc-archers": {"volleyCounters": 4}}). A field replaces the list's; an object (move, weapon, size, specials)
     * is merged key by key. A bare number is the scenario's, and recorded so. The army is checked again as a whole, a
     * mistake named by {@code file} and {@code at} (where the overrides stand in it, e.g. "sides[0].overrides").
     */
    public static Army override(Army army, JsonNode overrides, String file, String at) throws ScenarioException {
        require(overrides != null && overrides.isObject(), file, at, "overrides are an object by entry key");
        Map<String, ObjectNode> entries = new LinkedHashMap<>();
        army.entries().forEach((k, v) -> entries.put(k, v.deepCopy()));
        for (Map.Entry<String, JsonNode> e : overrides.properties()) {
            String place = at + "." + e.getKey();
            require(entries.containsKey(e.getKey()), file, place, "the " + army.name() + " list has no entry \""
                    + e.getKey() + "\" (its entries: " + String.join(", ", entries.keySet()) + ")");
            require(e.getValue().isObject(), file, place, "an object of the fields to change");
            ProfileReader.keys(e.getValue(), ProfileReader.KEYS, file, place);
            merge(entries.get(e.getKey()), (ObjectNode) e.getValue(), "the scenario's: " + file + ", " + place);
        }
        Army changed = new Army(army.key(), army.name(), army.race(), army.modules(), army.equipment(), Map.of(),
                Map.of(), army.herald(), entries);
        return build(changed, file, k -> overrides.has(k) ? at + "." + k : place(army, k), army.units()::containsKey);
    }

    /** Reads an override's JSON text: see {@link #override(Army, JsonNode, String, String)}. */
    public static Army override(Army army, String json, String file) throws ScenarioException {
        return override(army, StrictJson.tree(json, file), file, "overrides");
    }

    private static String place(Army a, String key) {
        return (a.units().containsKey(key) ? "units." : "individuals.") + key;
    }

    private static void merge(ObjectNode into, ObjectNode from, String source) {
        for (Map.Entry<String, JsonNode> e : from.properties()) {
            JsonNode old = into.get(e.getKey());
            JsonNode v = e.getValue();
            if (v.isIntegralNumber()) {
                ObjectNode s = into.objectNode();
                s.set("value", v);
                s.put("source", source);
                into.set(e.getKey(), s);
            } else if (v.isObject() && !v.has("value") && old != null && old.isObject() && !old.has("value")) {
                merge((ObjectNode) old, (ObjectNode) v, source);
            } else if (v.isObject() && !v.has("value")) {
                ObjectNode fresh = into.objectNode();
                merge(fresh, (ObjectNode) v, source);
                into.set(e.getKey(), fresh);
            } else {
                into.set(e.getKey(), v.deepCopy());
            }
        }
    }

    private static Army build(Army a, String file, UnaryOperator<String> placeOf, Predicate<String> listedAsUnit)
            throws ScenarioException {
        Map<String, Profile> units = new LinkedHashMap<>();
        Map<String, Profile> individuals = new LinkedHashMap<>();
        for (Map.Entry<String, ObjectNode> e : a.entries().entrySet()) {
            String place = placeOf.apply(e.getKey());
            Profile p = ProfileReader.read(e.getValue(), e.getKey(), a.race(), file, place);
            require(p.role().isUnit() == listedAsUnit.test(e.getKey()), file, place + ".role",
                    "a " + p.role().key() + " is listed under " + (p.role().isUnit() ? "units" : "individuals"));
            (p.role().isUnit() ? units : individuals).put(e.getKey(), p);
        }
        Army army = new Army(a.key(), a.name(), a.race(), a.modules(), a.equipment(),
                Collections.unmodifiableMap(units), Collections.unmodifiableMap(individuals), a.herald(), a.entries());
        ArmyChecks.check(army, file, placeOf);
        return army;
    }

    private static <E extends Enum<E>> Set<E> words(JsonNode n, String field, E[] values,
            java.util.function.Function<E, String> key, String file) throws ScenarioException {
        JsonNode v = n.get(field);
        require(v != null && v.isArray(), file, field, "required: a list (it may be empty)");
        Set<E> out = EnumSet.noneOf(values[0].getDeclaringClass());
        for (int i = 0; i < v.size(); i++) {
            require(out.add(ProfileReader.word(v.get(i), values, key, file, field + "[" + i + "]")), file,
                    field + "[" + i + "]", "named twice");
        }
        return Collections.unmodifiableSet(out);
    }

    static Set<String> noPaladin() {
        return NO_PALADIN;
    }
}
