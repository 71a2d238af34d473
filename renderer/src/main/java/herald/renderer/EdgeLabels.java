package herald.renderer;

import herald.engine.view.BoardView;
import java.awt.Color;
import java.io.IOException;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The coordinates around a board: column labels along the top and bottom edges and row labels along the left and
 * right edges, beside the first and last column's cell of the row (hex rows zig-zag, so a hex row's label sits level
 * with that column's hex). A hex also carries its own "CCRR" label in small type at its top, in an ink that reads on
 * its fill: a dark hex (a building's wall) gets a light label.
 */
final class EdgeLabels {

    private final Canvas cs;
    private final FontSet fonts;
    private final BoardView board;
    private final BoardGeometry g;
    private final BiFunction<Integer, Integer, Color> fill;

    /** {@code fill} gives each cell's fill colour, (x, y) to colour, for the ink of its hex label. */
    EdgeLabels(Canvas cs, FontSet fonts, BoardView board, BoardGeometry g,
            BiFunction<Integer, Integer, Color> fill) {
        this.cs = cs;
        this.fonts = fonts;
        this.board = board;
        this.g = g;
        this.fill = fill;
    }

    /** Draws the labels in a band of the given width around the board. */
    void draw(float band) throws IOException {
        float pitch = g.isHexes() ? g.box() / 1.3f * 1.5f : g.box();
        float size = Math.min(10, Math.max(5.5f, pitch * 0.5f));
        Ink.fill(cs, Ink.TEXT);
        float topY = g.top() + (band - size) / 2 + 1;
        float bottomY = g.top() - g.height() - (band + size) / 2 + 1;
        for (float y : new float[] {topY, bottomY}) {
            for (int x = 0; x < board.columns(); x++) {
                fonts.showCentred(cs, fit(column(x), size, pitch), FontSet.Weight.BOLD, size,
                        g.centreX(x), y);
            }
        }
        float rowSize = Math.min(size, g.box() * 0.6f);
        for (boolean leftEdge : new boolean[] {true, false}) {
            int edgeColumn = leftEdge ? 0 : board.columns() - 1;
            for (int y = 0; y < board.rows(); y++) {
                String label = fit(row(y), rowSize, band - 2);
                float w = fonts.width(label, FontSet.Weight.BOLD, rowSize);
                float x = leftEdge ? g.left() - 3 - w : g.left() + g.width() + 3;
                fonts.show(cs, label, FontSet.Weight.BOLD, rowSize, x,
                        g.centreY(edgeColumn, y) - rowSize * 0.36f);
            }
        }
        if (g.isHexes()) {
            hexLabels();
        }
    }

    private void hexLabels() throws IOException {
        float r = g.box() / 1.3f;
        float size = Math.max(3.5f, r * 0.3f);
        float h = (float) Math.sqrt(3) * r / 2;
        for (int x = 0; x < board.columns(); x++) {
            for (int y = 0; y < board.rows(); y++) {
                Ink.fill(cs, Ink.labelOn(fill.apply(x, y)));
                String label = fit(column(x) + row(y), size, r * 1.05f);
                fonts.showCentred(cs, label, FontSet.Weight.REGULAR, size, g.centreX(x),
                        g.centreY(x, y) + h - size * 0.95f);
            }
        }
    }

    private String fit(String label, float size, float width) {
        return fonts.fit(label, FontSet.Weight.BOLD, size, width);
    }

    private String column(int x) {
        return label(board.columnLabels(), x);
    }

    private String row(int y) {
        return label(board.rowLabels(), y);
    }

    private static String label(List<String> labels, int index) {
        return index < labels.size() ? labels.get(index) : String.valueOf(index);
    }
}
