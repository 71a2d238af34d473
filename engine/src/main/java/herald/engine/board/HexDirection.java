package herald.engine.board;

import java.util.Locale;
import java.util.Optional;

/**
 * The six directions out of a flat-topped hex, clockwise from the top: N and S cross the flat top
 * and bottom edges, NE SE SW NW the slanted ones. Each is a step in cube coordinates (q, r, s).
 */
public enum HexDirection {
    N(0, -1), NE(1, -1), SE(1, 0), S(0, 1), SW(-1, 1), NW(-1, 0);

    private final int dq;
    private final int dr;

    HexDirection(int dq, int dr) {
        this.dq = dq;
        this.dr = dr;
    }

    int dq() {
        return dq;
    }

    int dr() {
        return dr;
    }

    public static Optional<HexDirection> parse(String text) {
        for (HexDirection d : values()) {
            if (d.name().equals(text.toUpperCase(Locale.ROOT))) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }
}
