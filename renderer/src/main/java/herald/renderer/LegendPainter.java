package herald.renderer;

import herald.engine.Side;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The key under the map: where kinds of piece pay differently to move, a table of the terrains' costs
 * ({@link CostTable}); every other terrain of the legend as a swatch (fill and symbol) with its name, every side as a sample piece in its colour and pattern with its name and id, then how to read a piece (a counter on a grid, a unit's base on a table) beside a sample
 * of one. Laid out in columns, each name wrapped to its column.
 */
final class LegendPainter {

    private static final float TITLE = 20;
    private static final float SWATCH = 22;
    private static final float TEXT = 10.5f;
    private static final float LEADING = 13;
    private static final float GAP = 6;
    private static final String COUNTER_KEY =
            "Counter: piece id in the middle; the triangle shows the way it faces; the red"
                    + " letter in the corner is a marker (see the record sheet).";
    /** Hex pieces have no facing (the skirmish rules), so their key does not explain a triangle. */
    private static final String HEX_COUNTER_KEY =
            "Counter: piece id in the middle; the red letter in the corner is a marker (see the record sheet).";

    private static final String STAND_KEY =
            "Unit: its base to scale in its side's colour, id inside (or beside a small base); the thick dark"
                    + " edge is its front; the red letter is a marker (see the record sheet).";

    /** On a table of single figures on round bases (no front to show): how to read one. */
    private static final String ROUND_KEY =
            "Figure: its round base to scale in its side's colour and pattern, its id inside (or beside a small base);"
                    + " the red word or letter after its id is a marker (see the notes).";

    /** Draws a sample piece in a side's colour and pattern in a swatch's square with its top-left corner at (x, top). */
    @FunctionalInterface
    private interface Sample {
        void draw(Canvas cs, FontSet fonts, float x, float top, String colour, int side, String label,
                String marker) throws IOException;
    }

    /**
     * One entry as laid out: a terrain swatch, a side's sample piece (side >= 0), or the sample that explains a
     * piece (terrain null, side -1); its wrapped name, and where it sits.
     */
    private record Item(LegendEntry terrain, Side side, int sideIndex, List<String> lines, int row, int column) {
        boolean key() {
            return terrain == null && side == null;
        }
    }

    private final FontSet fonts;
    private final float width;
    private final int columns;
    private final List<Item> items = new ArrayList<>();
    private final List<Float> rowHeights = new ArrayList<>();

    private final Sample sample;
    private final CostTable costs;

    /** The legend of a grid: its counters face when {@code facing}, and then the key explains the triangle. */
    static LegendPainter forGrid(FontSet fonts, List<LegendEntry> legend, List<Side> sides, float width,
            boolean facing) {
        return new LegendPainter(fonts, legend, sides, width, facing ? COUNTER_KEY : HEX_COUNTER_KEY,
                (cs, f, x, top, colour, side, label, marker) -> sampleCounter(cs, f, x, top, facing, colour, side,
                        label, marker));
    }

    /**
     * The legend of an open table: a unit's base, and which point of it the coordinates name (the table's
     * {@code reference}, e.g. "the centre of a unit's front edge").
     */
    static LegendPainter forTable(FontSet fonts, List<LegendEntry> legend, List<Side> sides, float width,
            String reference) {
        return forTable(fonts, legend, sides, width, reference, false);
    }

    /**
     * As {@link #forTable(FontSet, List, List, float, String)}; when every piece is a single figure on a round base
     * ({@code round}), the samples are round bases and the key does not speak of a front.
     */
    static LegendPainter forTable(FontSet fonts, List<LegendEntry> legend, List<Side> sides, float width,
            String reference, boolean round) {
        String where = PlainText.clean(reference).strip();
        String text = (round ? ROUND_KEY : STAND_KEY) + " Coordinates are inches from the bottom-left corner"
                + (where.isEmpty() ? "." : " and name " + where + (where.endsWith(".") ? "" : "."));
        return new LegendPainter(fonts, legend, sides, width, text,
                round ? LegendPainter::sampleRound : LegendPainter::sampleStand);
    }

    private LegendPainter(FontSet fonts, List<LegendEntry> legend, List<Side> sides, float width, String pieceKey,
            Sample sample) {
        this.fonts = fonts;
        this.sample = sample;
        this.width = width;
        this.costs = new CostTable(fonts, legend, width);
        List<LegendEntry> plain = legend.stream().filter(e -> e.costs().isEmpty()).toList();
        this.columns = plain.size() > 8 ? 3 : 2;
        float textWidth = columnWidth() - SWATCH - 8;
        int row = 0;
        for (int i = 0; i < plain.size(); i++) {
            LegendEntry entry = plain.get(i);
            items.add(new Item(entry, null, -1, fonts.wrap(entry.name(), FontSet.Weight.REGULAR, TEXT, textWidth),
                    row + i / columns, i % columns));
        }
        row += (plain.size() + columns - 1) / columns;
        // each side's pieces in their colour and pattern, so a grey print says whose piece is whose
        for (int i = 0; i < sides.size(); i++) {
            Side side = sides.get(i);
            String name = PlainText.clean(side.name()).strip() + " (" + PlainText.clean(side.id()).strip() + "): "
                    + SidePattern.of(i).words();
            items.add(new Item(null, side, i, fonts.wrap(name, FontSet.Weight.REGULAR, TEXT, textWidth),
                    row + i / columns, i % columns));
        }
        row += (sides.size() + columns - 1) / columns;
        items.add(new Item(null, null, -1, fonts.wrap(pieceKey, FontSet.Weight.REGULAR, TEXT, width - SWATCH - 8),
                row, 0));
        for (int r = 0; r <= row; r++) {
            float h = SWATCH;
            for (Item item : items) {
                if (item.row() == r) {
                    h = Math.max(h, item.lines().size() * LEADING);
                }
            }
            rowHeights.add(r == row ? h : h + GAP);
        }
    }

    float height() {
        float h = TITLE + costs.height();
        for (float row : rowHeights) {
            h += row;
        }
        return h + GAP;
    }

    /** Draws the legend with its top-left corner at (left, top). */
    void draw(Canvas cs, float left, float top) throws IOException {
        Ink.stroke(cs, Ink.RULE, 0.8f);
        cs.addRect(left - 4, top - height(), width + 8, height());
        cs.stroke();
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, "Legend", FontSet.Weight.BOLD, 12, left + 2, top - 15);
        costs.draw(cs, left + 2, top - TITLE);
        for (Item item : items) {
            float y = top - TITLE - costs.height();
            for (int r = 0; r < item.row(); r++) {
                y -= rowHeights.get(r);
            }
            float x = left + 2 + item.column() * columnWidth();
            if (item.key()) {
                sample.draw(cs, fonts, x, y, "#4a5a6a", 0, "A1", "W");
            } else if (item.side() != null) {
                sample.draw(cs, fonts, x, y, item.side().colour(), item.sideIndex(), "", "");
            } else {
                swatch(cs, item.terrain(), x, y, SWATCH);
            }
            Ink.fill(cs, Ink.TEXT);
            float lineY = y - TEXT;
            float textTop = item.lines().size() == 1 ? (SWATCH - TEXT) / 2 - 1 : 0;
            for (String line : item.lines()) {
                fonts.show(cs, line, FontSet.Weight.REGULAR, TEXT, x + SWATCH + 6, lineY - textTop);
                lineY -= LEADING;
            }
        }
    }

    /** A terrain's swatch, {@code size} square, its top-left corner at (x, top): its fill and symbol. */
    static void swatch(Canvas cs, LegendEntry entry, float x, float top, float size)
            throws IOException {
        Color fill = Ink.parse(entry.colour());
        Ink.fill(cs, fill);
        cs.addRect(x, top - size, size, size);
        cs.fill();
        new SymbolPainter(cs).drawIn(c -> c.addRect(x, top - size, size, size), entry.symbol(), fill,
                x + size / 2, top - size / 2, size);
        Ink.stroke(cs, Ink.GRID, 0.6f);
        cs.addRect(x, top - size, size, size);
        cs.stroke();
    }

    private static void sampleCounter(Canvas cs, FontSet fonts, float x, float top, boolean facing,
            String colour, int side, String label, String marker) throws IOException {
        // a side's sample is about its pattern alone: the triangle is explained once, on the key's sample
        boolean triangle = facing && !label.isEmpty();
        CounterView sample = new CounterView(0, 0, label, colour, triangle ? 0 : null, marker, null, null, side);
        new CounterPainter(cs, fonts).draw(sample, x + SWATCH / 2, top - SWATCH / 2 - 1,
                SWATCH * 0.8f, 0, 0, false);
    }

    /** A unit's base facing up the page, wider than deep, as on the map. */
    private static void sampleStand(Canvas cs, FontSet fonts, float x, float top, String colour,
            int side, String label, String marker) throws IOException {
        float w = SWATCH * 0.8f;
        float d = SWATCH * 0.5f;
        float left = x + 1;
        float bottom = top - SWATCH / 2 - d / 2 - 3;
        float[][] corners = {{left, bottom}, {left + w, bottom}, {left + w, bottom + d}, {left, bottom + d}};
        new StandPainter(cs, fonts).draw(corners, 0.0, label, colour, side, marker, 1.4f);
    }

    /** A figure's round base, as on the map. */
    private static void sampleRound(Canvas cs, FontSet fonts, float x, float top, String colour,
            int side, String label, String marker) throws IOException {
        float r = SWATCH * 0.45f;
        float cx = x + SWATCH / 2;
        float cy = top - SWATCH / 2;
        float[][] corners = new float[24][];
        for (int i = 0; i < corners.length; i++) {
            double a = Math.toRadians(i * 15);
            corners[i] = new float[] {(float) (cx + Math.sin(a) * r), (float) (cy + Math.cos(a) * r)};
        }
        new StandPainter(cs, fonts).draw(corners, null, label, colour, side, marker, 1.4f);
    }

    private float columnWidth() {
        return width / columns;
    }
}
