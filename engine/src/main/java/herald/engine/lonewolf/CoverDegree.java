package herald.engine.lonewolf;

import java.util.Optional;

/**
 * How much a terrain shelters a piece of one race (CV1, L1418-1429): Light, Medium or Heavy cover, none,
 * or X: the piece cannot be seen or shot into or through. Written on a play sheet as L, M, H, X or "-".
 */
public enum CoverDegree {
    NONE("-", "no cover"), LIGHT("L", "light cover"), MEDIUM("M", "medium cover"), HEAVY("H", "heavy cover"),
    IMPASSABLE_TO_SIGHT("X", "cannot be seen or shot through");

    private final String letter;
    private final String title;

    CoverDegree(String letter, String title) {
        this.letter = letter;
        this.title = title;
    }

    public String letter() {
        return letter;
    }

    public String title() {
        return title;
    }

    public static Optional<CoverDegree> parse(String text) {
        for (CoverDegree d : values()) {
            if (d.letter.equalsIgnoreCase(text == null ? "" : text.trim())) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }
}
