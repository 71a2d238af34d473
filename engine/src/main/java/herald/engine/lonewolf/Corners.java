package herald.engine.lonewolf;

import herald.engine.board.LineOfSight;
import herald.engine.board.Square;
import java.util.Locale;
import java.util.Optional;

/**
 * CV10 corner-grazing, a house rule ({@code corner-los}): the rulebook does not say whether a line of fire
 * that passes exactly through the corner where four squares meet is blocked by a square touching that
 * corner. By default ({@code clear}) it is not: only squares whose interior the line enters count (as
 * before the option). With {@code blocks}, a tree or high-wall square (or one of a terrain the target's
 * race marks X) touching such a corner blocks the shot. Only terrain counts: a piece standing on a grazed
 * square does not block, and spotting hidden pieces (Concealment) ignores the option.
 */
final class Corners {
    private Corners() {}

    /** Why the grazed corners stop a shot from {@code from} at {@code target} on {@code to}, under {@code blocks}. */
    static Optional<String> blocks(LoneWolfState s, Piece target, Square from, Square to) {
        if (!s.houseRules().cornerBlocks()) {
            return Optional.empty();
        }
        CoverRow cover = s.sheet(target).cover();
        for (Square sq : LineOfSight.grazed(from, to)) {
            Terrain t = s.board().terrain(sq);
            if (t.blocksSight() || cover.of(t) == CoverDegree.IMPASSABLE_TO_SIGHT) {
                return Optional.of("the line of fire grazes the corner of the " + t.title().toLowerCase(Locale.ROOT) + " at " + sq
                        + " (CV10, house rule corner-los=blocks)");
            }
        }
        return Optional.empty();
    }
}
