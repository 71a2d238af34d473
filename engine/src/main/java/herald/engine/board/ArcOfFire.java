package herald.engine.board;

/**
 * Lone Wolf F4: the arc runs from the piece's two front corners outwards and forwards at 45°; a
 * square wholly or partly inside is a target. For a piece facing +y in the unit square
 * [x, x+1] x [y, y+1] the arc is the region Y ≥ y+1, x − (Y − (y+1)) ≤ X ≤ x+1 + (Y − (y+1)); a
 * square is in arc when its interior overlaps that region with positive area. Other facings rotate.
 *
 * <p>Worked out, with f the target's distance ahead (rows in front) and l its offset to the side
 * (both in squares, rotated to the facing): in arc exactly when f ≥ 1 and |l| ≤ f. A square on the
 * 45° line touches the region along a triangle of positive area, so the diagonals are in.
 */
public final class ArcOfFire {
    private ArcOfFire() {}

    public static boolean contains(Square from, Facing facing, Square target) {
        int dx = target.x() - from.x();
        int dy = target.y() - from.y();
        int ahead = dx * facing.dx() + dy * facing.dy();
        int side = dx * facing.dy() - dy * facing.dx();
        return ahead >= 1 && Math.abs(side) <= ahead;
    }
}
