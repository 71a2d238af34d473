package herald.engine.lonewolf;

import herald.engine.board.Square;
import java.util.List;
import java.util.Optional;

/**
 * Hills and slopes in the line of fire (CV3, L1445-1456; LW-EX-16) and overhead fire (F6, L443-449).
 * Level 0 is the plain, an odd level a slope, an even level above 0 a hilltop plateau.
 */
final class Hills {
    private Hills() {}

    /**
     * Why the ground between {@code from} and {@code to} stops a shot, or empty: a square higher than
     * both ends hides them from each other (hills block the sight of troops on the flat); a hilltop
     * square may be fired from or into but not over, unless both ends stand on that plateau or higher;
     * an exterior corner of a slope may be fired into, not across to or from a piece on that slope.
     */
    static Optional<String> blocks(Board board, Square from, Square to, List<Square> crossed) {
        int a = board.level(from);
        int b = board.level(to);
        for (Square sq : crossed) {
            if (board.terrain(sq) == Terrain.CRENELLATIONS) {
                continue; // a rampart's parapet: its cover is the low-wall rule's (CV7), whatever level it is drawn at
            }
            int l = board.level(sq);
            if (board.isHilltop(sq) && (a < l || b < l)) {
                return Optional.of("the line of fire crosses the hilltop at " + sq + " (CV3: no firing over a hilltop)");
            }
            if (l > a && l > b) {
                return Optional.of("the hill at " + sq + " is in the way (CV3: hills block the sight of troops below them)");
            }
            if (board.isExteriorCorner(sq) && (a == l || b == l)) {
                return Optional.of("the line of fire goes round the corner of the slope at " + sq
                        + " (CV3: no firing round a slope corner)");
            }
        }
        return Optional.empty();
    }

    /** Hills block the sight of troops below them (CV3, L1449-1450): a square between higher than both ends. */
    static boolean hides(Board board, Square from, Square to, List<Square> crossed) {
        int top = Math.max(board.level(from), board.level(to));
        return crossed.stream().anyMatch(q -> board.level(q) > top);
    }

    /** F6: a firer on higher ground shoots over pieces standing lower than it (hilltop over the plain and lower slopes). */
    static boolean overhead(Board board, Square firer, Square between) {
        return board.level(firer) > board.level(between);
    }
}
