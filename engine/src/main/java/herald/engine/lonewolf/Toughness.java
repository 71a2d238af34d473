package herald.engine.lonewolf;

import java.util.Optional;

/**
 * Strength (HA2) ignores every Slight wound; Hard as Nails (ET4) ignores the first wound of any severity, Critical
 * included. ET4's text is cut off after "but only to the" (L1937-1938): we read it as the first wound that reaches
 * the hit chart, whatever its severity. A hero with both keeps Hard as Nails for a wound Strength does not cover.
 */
final class Toughness {
    private Toughness() {}

    static Optional<Skill> ignores(Piece target, HitChart.Row severity) {
        if (target.has(Skill.STRENGTH) && severity.key().equals("slight")) {
            return Optional.of(Skill.STRENGTH);
        }
        if (target.has(Skill.HARD_AS_NAILS) && target.powers().usedOf(Skill.HARD_AS_NAILS) == 0) {
            return Optional.of(Skill.HARD_AS_NAILS);
        }
        return Optional.empty();
    }
}
