package herald.engine.basicfantasy;

import java.util.List;

/**
 * One entry of the roster (units.json): a type's base, its stats (R0), its weapon (R0b) and the spells it knows
 * (R9c). Every value is Herald's; the rule text gives none.
 *
 * @param weapon the ranged weapon, or null for a type that does not shoot
 * @param spells the keys of the spells it knows (spells.json); empty for a type that does not cast
 */
public record UnitType(String name, Base base, Integer speed, Integer combatSkill, Integer aim, Integer strength,
        Integer resilience, Integer morale, Integer armour, Integer wounds, Weapon weapon, List<String> spells,
        String source, String note) {

    public UnitType {
        spells = spells == null ? List.of() : List.copyOf(spells);
    }

    /**
     * The figures' bases: a {@code block} of {@code width} x {@code depth} inches each, ranked up in files, or one
     * {@code round} base of {@code radius} inches for a single figure.
     */
    public record Base(String shape, Double width, Double depth, Double radius) {
        public boolean round() {
            return "round".equals(shape);
        }
    }

    /** A ranged weapon: {@code range} in inches, {@code strength} wounding against armour (R6); type has no effect. */
    public record Weapon(String name, Integer range, Integer strength, String type) {
        /** "longbow 24\" S3". */
        public String describe() {
            return name + " " + range + "\" S" + strength;
        }
    }

    /** A scenario's changes to a type's stats for one game; absent stats keep the roster's value. */
    public record Overrides(Integer speed, Integer combatSkill, Integer aim, Integer strength, Integer resilience,
            Integer morale, Integer armour, Integer wounds) {}

    public boolean shoots() {
        return weapon != null;
    }

    public boolean casts() {
        return !spells.isEmpty();
    }

    public UnitType with(Overrides o) {
        return new UnitType(name, base, pick(o.speed(), speed), pick(o.combatSkill(), combatSkill), pick(o.aim(), aim),
                pick(o.strength(), strength), pick(o.resilience(), resilience), pick(o.morale(), morale),
                pick(o.armour(), armour), pick(o.wounds(), wounds), weapon, spells, source,
                (note == null ? "" : note + "; ") + "stats changed by the scenario");
    }

    private static Integer pick(Integer override, Integer value) {
        return override != null ? override : value;
    }
}
