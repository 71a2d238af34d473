package herald.engine.darkage;

import java.util.List;

/**
 * Both weapon tables (5.2) exactly, in the sheet's order. {@code hands}, {@code cutting} and {@code penetrating} are
 * Herald's: the sheet needs them (S7, W5) but never lists them.
 */
public record Weapons(List<Fighting> fighting, List<Shooting> shooting) {

    public Weapons {
        fighting = List.copyOf(fighting);
        shooting = List.copyOf(shooting);
    }

    /** A Fighting weapon: its attack bonus, the Fate modifier of a hit, and whether it can Sunder (W3). */
    public record Fighting(String key, String name, int attack, int fate, boolean sunder, int hands, boolean cutting,
            String note) {
        /** "long sword": the sheet's "Sword, long" as a report reads it. */
        public String called() {
            return Weapons.called(name);
        }
    }

    /** A Shooting weapon: attack bonus, maximum range in inches (S5), Fate modifier; a crossbow reloads a turn (S9). */
    public record Shooting(String key, String name, int attack, int range, int fate, boolean reload, int hands,
            boolean penetrating) {
        public String called() {
            return Weapons.called(name);
        }
    }

    public Fighting fightingWeapon(String key) {
        return fighting.stream().filter(w -> w.key().equals(key)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no fighting weapon " + key));
    }

    public Shooting shootingWeapon(String key) {
        return shooting.stream().filter(w -> w.key().equals(key)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no shooting weapon " + key));
    }

    /** "Bow, war" reads "war bow", "Axe, one-handed" "one-handed axe", "Unarmed – skilled" "skilled unarmed". */
    static String called(String name) {
        String n = name.toLowerCase(java.util.Locale.ROOT);
        int comma = n.indexOf(", ");
        if (comma >= 0) {
            return n.substring(comma + 2) + " " + n.substring(0, comma);
        }
        int dash = n.indexOf(" – ");
        return dash >= 0 ? n.substring(dash + 3) + " " + n.substring(0, dash) : n;
    }
}
