package herald.renderer;

import herald.engine.BoardKind;
import herald.engine.view.BoardView;
import herald.engine.view.Trace;
import java.io.IOException;

/**
 * Where each cell of a board lies on the page. Squares fill a rectangle; hexes are flat-topped in
 * "odd-q" columns, odd columns half a hex lower on the page. Rows run down the page from y = 0, or
 * up it when the origin is at the bottom. As a {@link Projection}, a place is its cell's centre.
 */
final class BoardGeometry implements Projection {

    private static final float SQRT3 = (float) Math.sqrt(3);
    private static final float MAX_CELL = 42;

    private final BoardView board;
    private final boolean hexes;
    /** The side of a square, or the radius (centre to corner) of a hex. */
    private final float size;
    private final float left;
    private final float top;

    private BoardGeometry(BoardView board, float size, float left, float top) {
        this.board = board;
        this.hexes = board.kind() == BoardKind.HEXES;
        this.size = size;
        this.left = left;
        this.top = top;
    }

    /** The largest board that fits the box, centred in its width, hung from its top. */
    static BoardGeometry fit(BoardView board, float left, float top, float width, float height) {
        int cols = Math.max(1, board.columns());
        int rows = Math.max(1, board.rows());
        if (board.kind() == BoardKind.HEXES) {
            float byWidth = width / (1.5f * cols + 0.5f);
            float byHeight = height / (SQRT3 * (rows + (cols > 1 ? 0.5f : 0)));
            float r = Math.min(Math.min(byWidth, byHeight), MAX_CELL * 0.7f);
            float used = r * (1.5f * cols + 0.5f);
            return new BoardGeometry(board, r, left + (width - used) / 2, top);
        }
        float s = Math.min(Math.min(width / cols, height / rows), MAX_CELL);
        return new BoardGeometry(board, s, left + (width - s * cols) / 2, top);
    }

    /** The height a board of this width-bound cell size needs, for planning the page. */
    float height() {
        int rows = Math.max(1, board.rows());
        if (hexes) {
            return SQRT3 * size * (rows + (board.columns() > 1 ? 0.5f : 0));
        }
        return size * rows;
    }

    float width() {
        int cols = Math.max(1, board.columns());
        return hexes ? size * (1.5f * cols + 0.5f) : size * cols;
    }

    float left() {
        return left;
    }

    float top() {
        return top;
    }

    boolean isHexes() {
        return hexes;
    }

    /** The side of the square box symbols and counters are drawn in. */
    @Override
    public float box() {
        return hexes ? size * 1.3f : size;
    }

    @Override
    public float pageX(Trace.Place place) {
        return centreX((int) Math.round(place.x()));
    }

    @Override
    public float pageY(Trace.Place place) {
        return centreY((int) Math.round(place.x()), (int) Math.round(place.y()));
    }

    /** A move or charge starts in the cell the piece left (now empty); anything else at a counter's edge. */
    @Override
    public float startGap(Trace.Kind kind) {
        return kind == Trace.Kind.MOVE || kind == Trace.Kind.CHARGE ? 0 : box() * 0.36f;
    }

    /** Every trace ends at a counter: it stops at its edge so that the label stays readable. */
    @Override
    public float endGap(Trace.Kind kind) {
        return box() * 0.40f;
    }

    @Override
    public float[] burst(Trace.Place target, float fromX, float fromY) {
        return new float[] {pageX(target) + box() * 0.30f, pageY(target) + box() * 0.30f};
    }

    /** The row counted from the top of the page. */
    int pageRow(int y) {
        return board.originAtBottom() ? board.rows() - 1 - y : y;
    }

    float centreX(int x) {
        return hexes ? left + size + x * 1.5f * size : left + (x + 0.5f) * size;
    }

    float centreY(int x, int y) {
        int row = pageRow(y);
        if (hexes) {
            float h = SQRT3 * size;
            return top - h / 2 - row * h - ((x & 1) == 1 ? h / 2 : 0);
        }
        return top - (row + 0.5f) * size;
    }

    /** Adds the outline of a cell to the current path (the caller fills, strokes or clips). */
    void outline(Canvas cs, int x, int y) throws IOException {
        float cx = centreX(x);
        float cy = centreY(x, y);
        if (!hexes) {
            cs.addRect(cx - size / 2, cy - size / 2, size, size);
            return;
        }
        float h = SQRT3 * size / 2;
        cs.moveTo(cx + size, cy);
        cs.lineTo(cx + size / 2, cy + h);
        cs.lineTo(cx - size / 2, cy + h);
        cs.lineTo(cx - size, cy);
        cs.lineTo(cx - size / 2, cy - h);
        cs.lineTo(cx + size / 2, cy - h);
        cs.closePath();
    }

    boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < board.columns() && y < board.rows();
    }
}
