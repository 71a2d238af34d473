package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The numbers of shooting and combat (weapons.json): the to-hit modifiers, the weapons v armour chart (Companion L692
 * names it; its lines are Herald's H4), cover, the marksman's scores and the counts. Each number carries its source,
 * and the file is checked when read: every group the rules read must be there with exactly the keys they read, so a
 * misspelt key is named by file and place rather than found missing in the middle of a battle.
 */
public final class WeaponsChart {
    private static WeaponsChart shipped;

    /** One number and where it comes from: "[C L286]", "[S]" or "[H] H4". */
    record Sourced(Integer value, String source) {}

    record File(String source, String note, Map<String, Map<String, Sourced>> groups) {}

    private static final Map<String, Set<String>> EXPECTED = Map.of(
            "numbers", Set.of("to-hit-from", "natural-always-hits", "natural-always-misses", "kill-natural-never-kills",
                    "counters-a-phase", "counters-a-unit", "ballista-crew-to-blacken-the-sky", "specials-on",
                    "attack-orders-worth-a-die", "dice-a-champion", "ranks-fighting"),
            "shooting-to-hit", Set.of("firewater", "blood-lust", "blackening-the-sky", "parabolic", "bad-light",
                    "long-range", "second-rank"),
            "combat-to-hit", Set.of("blood-lust", "firewater", "quality-better", "quality-worse", "disorganised"),
            "marksman", Set.of("short-range-from", "long-range-from", "bad-light"),
            "weapon-line", Arrays.stream(WeaponLine.values()).map(WeaponLine::key).collect(Collectors.toSet()),
            "armour", Arrays.stream(Armour.values()).map(Armour::key).collect(Collectors.toSet()),
            "kill", Set.of("soft-cover", "hard-cover", "shield"));

    private final Map<String, Map<String, Sourced>> groups;

    private WeaponsChart(Map<String, Map<String, Sourced>> groups) {
        this.groups = groups;
    }

    /** The chart Herald ships. */
    public static synchronized WeaponsChart shipped() {
        if (shipped == null) {
            shipped = Shipped.load("the shipped Fantasy Warriors weapons chart", () -> read(Shipped.text(
                    "/herald/engine/fantasywarriors/weapons.json"), "weapons.json"));
        }
        return shipped;
    }

    static WeaponsChart read(String json, String file) throws ScenarioException {
        File f = StrictJson.bind(StrictJson.tree(json, file), File.class, file, "");
        require(f.source() != null && f.groups() != null, file, "", "source and groups are required");
        require(f.groups().keySet().equals(EXPECTED.keySet()), file, "groups", "the groups are " + new TreeSet<>(
                EXPECTED.keySet()) + ", not " + new TreeSet<>(f.groups().keySet()));
        Map<String, Map<String, Sourced>> groups = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, Sourced>> g : f.groups().entrySet()) {
            String at = "groups." + g.getKey();
            Set<String> expected = EXPECTED.get(g.getKey());
            for (String key : expected) {
                require(g.getValue().containsKey(key), file, at, "\"" + key + "\" is missing");
            }
            for (Map.Entry<String, Sourced> e : g.getValue().entrySet()) {
                String place = at + "." + e.getKey();
                require(expected.contains(e.getKey()), file, place, "unknown key (known keys: " + new TreeSet<>(expected)
                        + ")");
                Sourced s = e.getValue();
                require(s != null && s.value() != null, file, place, "a value is required");
                require(s.source() != null && s.source().matches("\\[(C L\\d+(-\\d+)?|S|H)\\].*"), file, place,
                        "a source begins [C Lnnn], [S] or [H], not " + (s.source() == null ? "nothing" : "\""
                                + s.source() + "\""));
            }
            groups.put(g.getKey(), Map.copyOf(g.getValue()));
        }
        return new WeaponsChart(Map.copyOf(groups));
    }

    /** The number {@code key} of {@code group}, e.g. ("shooting-to-hit", "long-range") is -1. */
    public int value(String group, String key) {
        return entry(group, key).value();
    }

    /** Where that number comes from, for the report. */
    public String source(String group, String key) {
        return entry(group, key).source();
    }

    /** One of the counts, e.g. "counters-a-phase". */
    public int number(String key) {
        return value("numbers", key);
    }

    /** What a kill roll must reach: the weapon's line of the chart, raised by the target's armour (H4). */
    public int target(WeaponLine line, Armour armour) {
        return value("weapon-line", line.key()) + value("armour", armour.key());
    }

    /** The modifier, named as the report prints it, of {@code key} in {@code group}. */
    Modifier modifier(String group, String key) {
        return new Modifier(key.replace('-', ' '), value(group, key));
    }

    private Sourced entry(String group, String key) {
        Sourced s = groups.getOrDefault(group, Map.of()).get(key);
        if (s == null) {
            throw new IllegalArgumentException("no Fantasy Warriors weapons-chart number " + group + "." + key);
        }
        return s;
    }
}
