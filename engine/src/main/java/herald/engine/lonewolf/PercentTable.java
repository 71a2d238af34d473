package herald.engine.lonewolf;

import java.util.Map;
import java.util.TreeMap;

/** Basic Firing % or Combat Value %: a row per weapon, a column per target armour. */
public record PercentTable(String source, String note, Map<String, ArmourRow> weapons) {
    public PercentTable {
        weapons = weapons == null ? null : new TreeMap<>(weapons);
    }
}
