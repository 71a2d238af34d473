package herald.engine.lonewolf;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a piece's record sheet carries besides wounds: the uses spent of each limited skill (Healing 3,
 * Mindblast 2, ...), its player's standing orders for choices made on the spot at a table (Secret
 * Parry, Mindshield, where a deflected missile lands), and marks for lasting facts of the game that
 * are not wounds (a unit steadied against an aura, a hypnotised piece's controller, ...).
 *
 * @param used skill key → uses spent this game
 * @param standing standing-order name → value
 * @param marks lasting facts, each "name:value"
 */
public record Powers(Map<String, Integer> used, Map<String, String> standing, Set<String> marks) {
    public static final Powers NONE = new Powers(Map.of(), Map.of(), Set.of());

    public Powers {
        used = used == null ? Map.of() : new TreeMap<>(used);
        standing = standing == null ? Map.of() : new TreeMap<>(standing);
        marks = marks == null ? Set.of() : new TreeSet<>(marks);
    }

    public int usedOf(Skill skill) {
        return used.getOrDefault(skill.key(), 0);
    }

    /** The standing order {@code name}'s value, or {@code otherwise} when none was given. */
    public String standingOr(String name, String otherwise) {
        return standing.getOrDefault(name, otherwise);
    }

    public Powers withUse(Skill skill) {
        Map<String, Integer> out = new TreeMap<>(used);
        out.merge(skill.key(), 1, Integer::sum);
        return new Powers(out, standing, marks);
    }

    public Powers withStanding(String name, String value) {
        Map<String, String> out = new TreeMap<>(standing);
        out.put(name, value);
        return new Powers(used, out, marks);
    }

    public Powers withMark(String mark) {
        Set<String> out = new TreeSet<>(marks);
        out.add(mark);
        return new Powers(used, standing, out);
    }

    public Powers withoutMark(String mark) {
        Set<String> out = new TreeSet<>(marks);
        out.remove(mark);
        return new Powers(used, standing, out);
    }
}
