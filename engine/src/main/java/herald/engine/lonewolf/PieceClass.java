package herald.engine.lonewolf;

import java.util.Locale;
import java.util.Optional;

/**
 * What a piece is (G2, G3, H1): rank-and-file die when hit and belong to units that test morale;
 * heroes and Kai Lords go to the hit chart, fight and fire as veterans and never test morale;
 * monsters go to their own play sheet's hit chart and never test morale.
 */
public enum PieceClass {
    RANK_AND_FILE, HERO, KAI_LORD, MONSTER;

    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Hit chart instead of death at the first hit (H1, H2). */
    public boolean takesWounds() {
        return this != RANK_AND_FILE;
    }

    /** Heroes and Kai Lords fire and fight as veterans (G2, G3). */
    public boolean character() {
        return this == HERO || this == KAI_LORD;
    }

    public static Optional<PieceClass> parse(String text) {
        for (PieceClass c : values()) {
            if (c.key().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
