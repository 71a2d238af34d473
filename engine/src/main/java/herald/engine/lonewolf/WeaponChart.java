package herald.engine.lonewolf;

import java.util.Map;
import java.util.TreeMap;

/** The Weapon Chart: range bands of each missile weapon, keyed by weapon name. */
public record WeaponChart(String source, String note, Map<String, RangeBands> weapons) {
    public WeaponChart {
        weapons = weapons == null ? null : new TreeMap<>(weapons);
    }
}
