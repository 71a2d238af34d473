package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The battlefield equipment's numbers (equipment.json), read once and checked: every number says where it comes from,
 * the Companion's line or table ("source") or Herald's reasoning where the book gives none ("herald"), never both.
 */
public final class EquipmentTables {
    private static EquipmentTables shipped;

    private final Map<Equipment, Item> items;

    /** A number and where it comes from. */
    public record Sourced(Double value, String source, String herald) {
        public int whole() {
            return (int) Math.round(value);
        }
    }

    /** How a crossing hurts (digest 4.9): {@code dice}D6 less {@code less}, or {@code bloodLustLess} in blood lust. */
    public record Crossing(Sourced dice, Sourced less, Sourced bloodLustLess, Sourced casualtyTestPercent, String hitsAs,
            String hitsAsSource) {}

    /**
     * One kind of equipment: its points for each step of {@code inchesAStep} inches, at least {@code minimumInches}
     * long and {@code depthInches} deep; the worth it takes in combat for each {@code combatWorthPer} pieces or lengths;
     * and, for the obstacles, what crossing them costs.
     */
    public record Item(Sourced points, Sourced inchesAStep, Sourced minimumInches, Sourced depthInches, Sourced combatWorth,
            Sourced combatWorthPer, Crossing crossing) {}

    record File(String source, String note, Map<String, Item> equipment) {}

    private EquipmentTables(Map<Equipment, Item> items) {
        this.items = items;
    }

    /** The shipped numbers. */
    public static synchronized EquipmentTables shipped() {
        if (shipped == null) {
            shipped = Shipped.load("the shipped Fantasy Warriors equipment", () -> read(Shipped.text(
                    "/herald/engine/fantasywarriors/equipment.json"), "equipment.json"));
        }
        return shipped;
    }

    static EquipmentTables read(String json, String file) throws ScenarioException {
        File f = StrictJson.bind(StrictJson.tree(json, file), File.class, file, "");
        require(f.equipment() != null, file, "equipment", "required");
        Set<String> keys = Arrays.stream(Equipment.values()).map(Equipment::key).collect(Collectors.toSet());
        require(f.equipment().keySet().equals(keys), file, "equipment", "the five kinds, each once: " + keys.stream().sorted()
                .toList() + ", not " + f.equipment().keySet());
        Map<Equipment, Item> items = new EnumMap<>(Equipment.class);
        for (Equipment e : Equipment.values()) {
            Item i = f.equipment().get(e.key());
            String at = "equipment." + e.key();
            require(i != null, file, at, "required");
            whole(i.points(), file, at + ".points", 1);
            whole(i.inchesAStep(), file, at + ".inchesAStep", 1);
            whole(i.minimumInches(), file, at + ".minimumInches", i.inchesAStep().whole());
            require(i.minimumInches().whole() % i.inchesAStep().whole() == 0, file, at + ".minimumInches",
                    "a whole number of steps of " + i.inchesAStep().whole() + " inches");
            number(i.depthInches(), file, at + ".depthInches");
            require(i.depthInches().value() > 0, file, at + ".depthInches", "more than 0");
            whole(i.combatWorth(), file, at + ".combatWorth", Integer.MIN_VALUE);
            require(i.combatWorth().value() < 0, file, at + ".combatWorth", "a penalty, below 0");
            whole(i.combatWorthPer(), file, at + ".combatWorthPer", 1);
            boolean obstacle = e == Equipment.PALISADE || e == Equipment.CHEVAUX_DE_FRISE || e == Equipment.SPIKED_PIT;
            require(obstacle == (i.crossing() != null), file, at + ".crossing", obstacle
                    ? "an obstacle says what crossing it costs" : "only palisades, chevaux de frise and spiked pits are crossed");
            if (obstacle) {
                crossing(i.crossing(), e != Equipment.PALISADE, file, at + ".crossing");
            }
            items.put(e, i);
        }
        return new EquipmentTables(items);
    }

    private static void crossing(Crossing c, boolean bloodLust, String file, String at) throws ScenarioException {
        whole(c.dice(), file, at + ".dice", 1);
        whole(c.less(), file, at + ".less", 0);
        require(bloodLust == (c.bloodLustLess() != null), file, at + ".bloodLustLess", bloodLust
                ? "the book gives blood lust its own hits here" : "the book gives blood lust no hits of its own here");
        if (bloodLust) {
            whole(c.bloodLustLess(), file, at + ".bloodLustLess", 0);
        }
        whole(c.casualtyTestPercent(), file, at + ".casualtyTestPercent", 1);
        require(c.casualtyTestPercent().value() <= 100, file, at + ".casualtyTestPercent", "at most 100");
        require(c.hitsAs() != null && !c.hitsAs().isBlank() && c.hitsAsSource() != null && !c.hitsAsSource().isBlank(), file,
                at + ".hitsAs", "the weapon the hits are struck with, and its source (hitsAsSource)");
    }

    private static void whole(Sourced s, String file, String at, int least) throws ScenarioException {
        number(s, file, at);
        require(s.value() == Math.rint(s.value()), file, at + ".value", "a whole number, not " + s.value());
        require(s.value() >= least, file, at + ".value", "at least " + least + ", not " + s.whole());
    }

    private static void number(Sourced s, String file, String at) throws ScenarioException {
        require(s != null && s.value() != null, file, at, "a number, given as {\"value\": ..., \"source\": ...}");
        require((s.source() == null) != (s.herald() == null), file, at,
                "says where it comes from: the book (\"source\") or Herald's reasoning (\"herald\"), one of the two");
        String said = s.source() != null ? s.source() : s.herald();
        require(!said.isBlank(), file, at, "an empty source");
    }

    public Item item(Equipment e) {
        return items.get(e);
    }
}
