package herald.engine.lonewolf;

import herald.engine.board.Square;

/**
 * Slopes and steps have a top and a bottom (MV9, L192; CV3 hills, L1445-1456): a step onto higher ground
 * (a higher {@code levels} digit: the plain onto a slope, a slope onto its plateau) costs the mover's
 * {@code terrainCost.slopeUp} more MP for each level climbed; a step down or along a slope costs the
 * terrain alone. A diagonal doubles the whole step, climb included, as it doubles the terrain (L1364).
 * A sheet without {@code slopeUp} (a game set up before it) climbs for nothing, as it was played.
 */
final class Slopes {
    private Slopes() {}

    /** The MP to step from {@code from} into {@code to}, whose terrain costs {@code terrain} MP to this piece. */
    static int stepCost(LoneWolfState s, Piece p, Square from, Square to, int terrain, boolean diagonal) {
        return (terrain + climb(s, p, from, to)) * (diagonal ? 2 : 1);
    }

    /** The extra MP (before a diagonal doubles it) for climbing from {@code from} to {@code to}. */
    static int climb(LoneWolfState s, Piece p, Square from, Square to) {
        int up = s.board().level(to) - s.board().level(from);
        Integer each = s.sheet(p).terrainCost().slopeUp();
        return up > 0 && each != null ? up * each : 0;
    }
}
