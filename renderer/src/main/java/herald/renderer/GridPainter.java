package herald.renderer;

import herald.engine.BoardKind;
import herald.engine.view.BoardView;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import herald.engine.view.Trace;
import java.awt.Color;
import java.io.IOException;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * A grid map under the page's title: the board with its coordinates, the terrain cell by cell and the
 * counters (a stack laid out side by side in its cell), the traces, their key and the legend. The board takes
 * whatever room the legend leaves, up to a comfortable cell size.
 */
final class GridPainter {

    private static final Color PLAIN = new Color(0xf4, 0xf1, 0xe8);
    private static final float BAND = 18;

    private final PageWriter pages;
    private final FontSet fonts;

    GridPainter(PageWriter pages) {
        this.pages = pages;
        this.fonts = pages.fonts();
    }

    /** The caption beside the page's title, e.g. "20 × 16 squares". */
    static String caption(BoardView board) {
        return board.columns() + " × " + board.rows() + " " + board.kind().label();
    }

    void paint(BoardView board) throws IOException {
        Canvas cs = pages.cs();
        LegendPainter legend = LegendPainter.forGrid(fonts, board.legend(), board.sides(), pages.width() - 8,
                board.kind() != BoardKind.HEXES);
        TracePainter tracePainter = new TracePainter(cs, fonts);
        boolean traces = !board.traces().isEmpty();
        // the grid's key has always shown move, fire, close combat and hit; other kinds join it when present
        Set<Trace.Kind> kinds = EnumSet.of(Trace.Kind.MOVE, Trace.Kind.FIRE, Trace.Kind.ATTACK);
        kinds.addAll(TracePainter.kinds(board.traces()));
        float key = traces ? tracePainter.keyHeight(kinds, true, pages.width() - 8) : 0;
        float boardHeight = pages.room() - legend.height() - key - 2 * BAND - 8;
        BoardGeometry geometry = BoardGeometry.fit(board, pages.left() + BAND,
                pages.y() - BAND, pages.width() - 2 * BAND, boardHeight);
        BiFunction<Integer, Integer, Color> fills = fills(board);
        cells(cs, board, geometry, fills);
        new EdgeLabels(cs, fonts, board, geometry, fills).draw(BAND);
        counters(cs, board, geometry);
        tracePainter.draw(board.traces(), geometry);
        pages.down(geometry.height() + 2 * BAND + 6);
        if (traces) {
            tracePainter.key(kinds, true, pages.left() + 4, pages.y(), pages.width() - 8);
            pages.down(key);
        }
        legend.draw(cs, pages.left() + 4, pages.y());
        pages.down(legend.height());
    }

    /** Each cell's fill colour, (x, y) to colour, each worked out once. */
    private static BiFunction<Integer, Integer, Color> fills(BoardView board) {
        BiFunction<Integer, Integer, LegendEntry> entries = entries(board);
        Color[][] fills = new Color[board.columns()][board.rows()];
        Map<String, Color> parsed = new HashMap<>();
        for (int x = 0; x < board.columns(); x++) {
            for (int y = 0; y < board.rows(); y++) {
                LegendEntry entry = entries.apply(x, y);
                fills[x][y] = entry == null ? PLAIN : parsed.computeIfAbsent(entry.colour(), Ink::parse);
            }
        }
        return (x, y) -> fills[x][y];
    }

    /** Each cell's legend entry, (x, y) to entry; null for a terrain the legend lacks. */
    private static BiFunction<Integer, Integer, LegendEntry> entries(BoardView board) {
        Map<String, LegendEntry> legend = new HashMap<>();
        board.legend().forEach(e -> legend.putIfAbsent(e.terrain(), e));
        Map<Long, String> terrain = new HashMap<>();
        board.terrain().forEach(c -> terrain.put(key(c.x(), c.y()), c.terrain()));
        return (x, y) -> legend.get(terrain.getOrDefault(key(x, y), board.baseTerrain()));
    }

    /**
     * Each cell filled, and its symbol cut off at its edge. The fill colour is set only where it changes, and a cell
     * with no symbol sets no clip: a colour and an empty clip per cell made the 40×40 board's page half again as
     * long to write and to compress.
     */
    private static void cells(Canvas cs, BoardView board, BoardGeometry g,
            BiFunction<Integer, Integer, Color> fills) throws IOException {
        BiFunction<Integer, Integer, LegendEntry> entries = entries(board);
        SymbolPainter symbols = new SymbolPainter(cs);
        Color set = null;
        for (int x = 0; x < board.columns(); x++) {
            for (int y = 0; y < board.rows(); y++) {
                LegendEntry entry = entries.apply(x, y);
                Color fill = fills.apply(x, y);
                if (!fill.equals(set)) {
                    Ink.fill(cs, fill);
                    set = fill; // a symbol's own colours are undone when its clip is
                }
                g.outline(cs, x, y);
                cs.fill();
                if (entry != null && entry.symbol() != null && entry.symbol() != LegendEntry.Symbol.NONE) {
                    int cx = x;
                    int cy = y;
                    symbols.drawIn(c -> g.outline(c, cx, cy), entry.symbol(), fill, g.centreX(x), g.centreY(x, y),
                            g.box());
                }
            }
        }
        Ink.stroke(cs, Ink.GRID, g.isHexes() ? 0.5f : 0.4f);
        for (int x = 0; x < board.columns(); x++) {
            for (int y = 0; y < board.rows(); y++) {
                g.outline(cs, x, y);
            }
        }
        cs.stroke();
        if (!g.isHexes()) {
            Ink.stroke(cs, Ink.TEXT, 1.2f);
            cs.addRect(g.left(), g.top() - g.height(), g.width(), g.height());
            cs.stroke();
        }
    }

    private void counters(Canvas cs, BoardView board, BoardGeometry g)
            throws IOException {
        Map<Long, Integer> stacked = new HashMap<>();
        for (CounterView counter : board.counters()) {
            stacked.merge(key(counter.x(), counter.y()), 1, Integer::sum);
        }
        Map<Long, Integer> drawn = new HashMap<>();
        CounterPainter painter = new CounterPainter(cs, fonts);
        for (CounterView counter : board.counters()) {
            if (!g.contains(counter.x(), counter.y())) {
                continue;
            }
            long key = key(counter.x(), counter.y());
            int inStack = stacked.get(key);
            int index = drawn.merge(key, 1, Integer::sum) - 1;
            float box = g.box();
            float side = box * (g.isHexes() ? 0.74f : 0.78f);
            float cx = g.centreX(counter.x());
            float cy = g.centreY(counter.x(), counter.y());
            if (inStack > 1) {
                // a stack is laid out side by side in the cell so that every label shows
                int across = (int) Math.ceil(Math.sqrt(inStack));
                float pitch = box * (g.isHexes() ? 0.74f : 1f) / across;
                int[] slot = slot(index, across);
                side = pitch * 0.94f;
                cx += (slot[0] - (across - 1) / 2f) * pitch;
                cy -= (slot[1] - (across - 1) / 2f) * pitch;
            }
            boolean tail = counter.tailX() != null && counter.tailY() != null
                    && g.contains(counter.tailX(), counter.tailY());
            float tx = tail ? g.centreX(counter.tailX()) : 0;
            float ty = tail ? g.centreY(counter.tailX(), counter.tailY()) : 0;
            painter.draw(counter, cx, cy, side, tx, ty, tail);
        }
    }

    /** Column and row of a counter in a stack: corners first, so a pair sits diagonally. */
    private static int[] slot(int index, int across) {
        if (across == 2) {
            int[][] corners = {{0, 0}, {1, 1}, {1, 0}, {0, 1}};
            return corners[index];
        }
        return new int[] {index % across, index / across};
    }

    private static long key(int x, int y) {
        return ((long) x << 32) | (y & 0xffffffffL);
    }
}
