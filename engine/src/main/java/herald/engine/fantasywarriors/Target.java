package herald.engine.fantasywarriors;

import java.util.OptionalInt;

/**
 * A unit (or a lone creature) taking hits: its figures, what the kill roll reads against it, its figures' saving
 * throw if they have one, and how many figures it had when this phase began, for the casualty test.
 *
 * @param specials whether it has specials or attached individuals a kill can fall on (Herald's H5)
 * @param undead poisoned arrows do nothing against the undead (Companion L292)
 * @param lostThisPhase figures it already lost this phase, before these hits
 */
public record Target(int figures, int resilience, Armour armour, Cover cover, boolean shield, OptionalInt save,
        boolean specials, boolean undead, int atPhaseStart, int lostThisPhase) {

    /** Figures with no save, no cover, no specials, none lost yet this phase. */
    public static Target of(int figures, int resilience, Armour armour) {
        return new Target(figures, resilience, armour, Cover.NONE, false, OptionalInt.empty(), false, false, figures, 0);
    }

    public Target withCover(Cover c) {
        return new Target(figures, resilience, armour, c, shield, save, specials, undead, atPhaseStart, lostThisPhase);
    }

    public Target withShield(boolean s) {
        return new Target(figures, resilience, armour, cover, s, save, specials, undead, atPhaseStart, lostThisPhase);
    }

    public Target withSave(int value) {
        return new Target(figures, resilience, armour, cover, shield, OptionalInt.of(value), specials, undead, atPhaseStart,
                lostThisPhase);
    }

    public Target withSpecials(boolean s) {
        return new Target(figures, resilience, armour, cover, shield, save, s, undead, atPhaseStart, lostThisPhase);
    }

    public Target withUndead(boolean u) {
        return new Target(figures, resilience, armour, cover, shield, save, specials, u, atPhaseStart, lostThisPhase);
    }

    /** It began the phase with {@code atStart} figures and has lost {@code lost} of them already. */
    public Target withPhase(int atStart, int lost) {
        return new Target(figures, resilience, armour, cover, shield, save, specials, undead, atStart, lost);
    }
}
