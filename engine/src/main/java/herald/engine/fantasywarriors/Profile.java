package herald.engine.fantasywarriors;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One entry of an army list (the core §2): a unit's or an individual's numbers, each with where it comes from. The
 * army lists themselves (pp. 46-72) are missing from every text Herald has, so most numbers are Herald's; the few the
 * Companion gives (volley counters, the cannon's range, the dragon's move and breath...) carry its line.
 *
 * @param key its key in the army list ("orc-archers")
 * @param race the army's race unless the entry names its own ("amazon")
 * @param mercenary it serves only in a mercenary command (L590-675)
 * @param size how many figures a unit may have; none for an individual, an engine or a huge creature
 * @param crew how many crew serve an engine, and the entry that is their profile (L689, L721)
 * @param specials the specials a unit may have and what each costs over a warrior's points
 * @param poisonedArrows it may buy poisoned-arrow volley counters (L283-285)
 * @param herald why the entry's bare numbers are Herald's; every number without its own source is covered by it
 */
public record Profile(String key, String name, Role role, String race, boolean mercenary, Move move, Sourced worth,
        Sourced strength, Sourced attackStrength, Sourced resilience, Arms weapon, Armour armour, Optional<Sourced> save,
        Quality quality, Kind kind, Optional<Sourced> leadership, Sourced points, Optional<Size> size,
        Optional<Sourced> volleyCounters, Optional<Sourced> magicPower, Optional<Sourced> enchantmentCounters,
        Optional<Sourced> breathCounters, Optional<Crew> crew, Flags flags, Map<Special, Sourced> specials,
        boolean poisonedArrows, Optional<String> herald) {

    /** A number and where it comes from: the Companion's line ("source") or Herald's reason ("herald"). */
    public record Sourced(int value, Optional<String> source, Optional<String> herald) {
        public boolean isHeralds() {
            return herald.isPresent();
        }
    }

    /** Inches a move: on the ground, and in the air for a flyer ("huge dragon 6in/15in", L309). */
    public record Move(Sourced ground, Optional<Sourced> air) {}

    /**
     * The line of the weapons v armour chart it fights or shoots on; a missile weapon's strength and short and long
     * ranges in inches (one range, short = long, for the war cannon: L700).
     */
    public record Arms(WeaponLine line, Optional<Sourced> strength, Optional<Sourced> shortRange,
            Optional<Sourced> longRange) {
        public boolean isMissile() {
            return line == WeaponLine.BOW || line == WeaponLine.CROSSBOW || line == WeaponLine.HANDGUN;
        }

        /** As the chart reads it (Weapon): a missile's strength, or none for a weapon in hand. */
        public Weapon asWeapon() {
            return new Weapon(line, strength.map(Sourced::value).orElse(0));
        }
    }

    /** A unit's least and greatest number of figures (MIN/MAX). */
    public record Size(Sourced min, Sourced max) {}

    /** How many crew serve an engine and whose profile they fight with ({@code profile}, a key in the same list). */
    public record Crew(Sourced count, String profile) {}

    /** @param mounted cavalry: its figures stand on bases 1 by 2 inches, not 1 by 1 ([P S5]) */
    public record Flags(boolean terrible, boolean undead, boolean flyer, boolean mounted) {}

    /** The specials (the core §2) and the army standard a war giant or mammoth may carry (L791, L822). */
    public enum Special {
        LEADER, STANDARD_BEARER, MUSICIAN, CHAMPION, ARMY_STANDARD;

        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public Profile withPoints(Sourced p) {
        return new Profile(key, name, role, race, mercenary, move, worth, strength, attackStrength, resilience, weapon,
                armour, save, quality, kind, leadership, p, size, volleyCounters, magicPower, enchantmentCounters,
                breathCounters, crew, flags, specials, poisonedArrows, herald);
    }

    public Profile withVolleyCounters(Optional<Sourced> v) {
        return new Profile(key, name, role, race, mercenary, move, worth, strength, attackStrength, resilience, weapon,
                armour, save, quality, kind, leadership, points, size, v, magicPower, enchantmentCounters,
                breathCounters, crew, flags, specials, poisonedArrows, herald);
    }
}
