package herald.engine.board;

import java.util.Locale;
import java.util.Optional;

/** The eight directions of a square grid. N is towards larger y (the top of the map). */
public enum Compass {
    N(0, 1), NE(1, 1), E(1, 0), SE(1, -1), S(0, -1), SW(-1, -1), W(-1, 0), NW(-1, 1);

    private final int dx;
    private final int dy;

    Compass(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public boolean diagonal() {
        return dx != 0 && dy != 0;
    }

    /** "n", "Ne", "NE" → NE; empty for anything else. */
    public static Optional<Compass> parse(String text) {
        try {
            return Optional.of(valueOf(text.trim().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
