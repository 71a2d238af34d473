package herald.engine.fantasywarriors;

import java.util.Locale;
import java.util.Optional;

/**
 * What a CAST order asks of a caster (Companion L930-1303): the new spells a wizard casts, the druid's powers, the
 * enchantress's power. Each is played in one phase: the book's where it names one, Herald's otherwise (the README).
 */
public enum Spell {
    TERROR(Role.WIZARD, 1), SHIELD(Role.WIZARD, 2), HASTE(Role.WIZARD, 3), DUEL(Role.WIZARD, 2),
    ANSWER(Role.WIZARD, 2), SUMMON(Role.WIZARD, 3), CONTROL(Role.WIZARD, 3), BANISH(Role.WIZARD, 3),
    HOSTILE(Role.DRUID, 3), IMPASSABLE(Role.DRUID, 3), SPIRIT(Role.DRUID, 3), ENCHANT(Role.ENCHANTRESS, 2);

    private final Role caster;
    private final int phase;

    Spell(Role caster, int phase) {
        this.caster = caster;
        this.phase = phase;
    }

    /** Who casts it: a wizard, a druid or the enchantress. */
    public Role caster() {
        return caster;
    }

    /** The battle turn's phase it is played in. */
    public int phase() {
        return phase;
    }

    /** A druid's power, which roots him in contact with its feature while it lasts (L1019-1024). */
    public boolean druidic() {
        return caster == Role.DRUID;
    }

    public static Optional<Spell> of(String word) {
        for (Spell s : values()) {
            if (s.name().equals(word.toUpperCase(Locale.ROOT))) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
