package herald.engine.lonewolf;

import java.util.Locale;
import java.util.Optional;

/**
 * The Kai Disciplines (K1-K10), Heroic Abilities (HA1-HA8) and Evil Tricks (ET1-ET7). Their numbers
 * (chances, ranges, uses, modifiers) are data in {@code skills.json}, read into a {@link SkillBook}.
 * A Hero Card lists them by {@link #key()}; a weaponskill is written {@code weaponskill:WEAPON}.
 */
public enum Skill {
    CAMOUFLAGE, HUNTING, SIXTH_SENSE, TRACKING, HEALING, WEAPONSKILL, MINDBLAST, MINDSHIELD, ANIMAL_KINSHIP,
    MIND_OVER_MATTER,
    SALMON_LEAP, STRENGTH, IMMUNITY_TO_POISON, SECRET_PARRY, LIGHTNING_ATTACK, AURA_OF_GOODNESS, RALLY, MENTAL_STRENGTH,
    MIND_BLAST, MIND_SHIELD, BRUTALITY, HARD_AS_NAILS, POISONER, INSPIRE_TERROR, HYPNOTISE;

    /** "sixth-sense": the name in skills.json and on hero cards. */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The skill a card entry names: "mindblast", or "weaponskill:sword" (the weapon is {@link #weaponOf}). */
    public static Optional<Skill> parse(String entry) {
        if (entry == null) {
            return Optional.empty();
        }
        String key = entry.trim().toLowerCase(Locale.ROOT);
        int colon = key.indexOf(':');
        if (colon >= 0) {
            key = key.substring(0, colon);
        }
        for (Skill s : values()) {
            if (s.key().equals(key)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** The weapon of a "weaponskill:WEAPON" entry, else empty. */
    public static Optional<String> weaponOf(String entry) {
        if (entry == null || parse(entry).orElse(null) != WEAPONSKILL) {
            return Optional.empty();
        }
        int colon = entry.indexOf(':');
        return colon < 0 ? Optional.empty() : Optional.of(entry.substring(colon + 1).trim().toLowerCase(Locale.ROOT));
    }
}
