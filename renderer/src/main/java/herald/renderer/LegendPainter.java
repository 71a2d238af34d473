package herald.renderer;

import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/**
 * The key under the map: every terrain of the legend as a swatch (fill and symbol) with its
 * name, then how to read a piece (a counter on a grid, a unit's base on a table) beside a sample
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

    /** Draws a sample piece in a swatch's square with its top-left corner at (x, top). */
    @FunctionalInterface
    private interface Sample {
        void draw(PDPageContentStream cs, FontSet fonts, float x, float top) throws IOException;
    }

    /** One entry as laid out: its swatch (terrain or sample counter) and its wrapped name. */
    private record Item(LegendEntry terrain, boolean counter, List<String> lines) {}

    private final FontSet fonts;
    private final float width;
    private final int columns;
    private final List<Item> items = new ArrayList<>();
    private final List<Float> rowHeights = new ArrayList<>();

    private final Sample sample;

    /** The legend of a grid: its counters face when {@code facing}, and then the key explains the triangle. */
    static LegendPainter forGrid(FontSet fonts, List<LegendEntry> legend, float width, boolean facing) {
        return new LegendPainter(fonts, legend, width, facing ? COUNTER_KEY : HEX_COUNTER_KEY,
                (cs, f, x, top) -> sampleCounter(cs, f, x, top, facing));
    }

    /**
     * The legend of an open table: a unit's base, and which point of it the coordinates name (the table's
     * {@code reference}, e.g. "the centre of a unit's front edge").
     */
    static LegendPainter forTable(FontSet fonts, List<LegendEntry> legend, float width, String reference) {
        String where = PlainText.clean(reference).strip();
        String text = STAND_KEY + " Coordinates are inches from the bottom-left corner"
                + (where.isEmpty() ? "." : " and name " + where + (where.endsWith(".") ? "" : "."));
        return new LegendPainter(fonts, legend, width, text, LegendPainter::sampleStand);
    }

    private LegendPainter(FontSet fonts, List<LegendEntry> legend, float width, String pieceKey, Sample sample) {
        this.fonts = fonts;
        this.sample = sample;
        this.width = width;
        this.columns = legend.size() > 8 ? 3 : 2;
        float textWidth = columnWidth() - SWATCH - 8;
        for (LegendEntry entry : legend) {
            items.add(new Item(entry, false,
                    fonts.wrap(entry.name(), FontSet.Weight.REGULAR, TEXT, textWidth)));
        }
        for (int start = 0; start < items.size(); start += columns) {
            float h = SWATCH;
            for (Item item : items.subList(start, Math.min(items.size(), start + columns))) {
                h = Math.max(h, item.lines().size() * LEADING);
            }
            rowHeights.add(h + GAP);
        }
        items.add(new Item(null, true,
                fonts.wrap(pieceKey, FontSet.Weight.REGULAR, TEXT, width - SWATCH - 8)));
        rowHeights.add(Math.max(SWATCH, items.get(items.size() - 1).lines().size() * LEADING));
    }

    float height() {
        float h = TITLE;
        for (float row : rowHeights) {
            h += row;
        }
        return h + GAP;
    }

    /** Draws the legend with its top-left corner at (left, top). */
    void draw(PDPageContentStream cs, float left, float top) throws IOException {
        Ink.stroke(cs, Ink.RULE, 0.8f);
        cs.addRect(left - 4, top - height(), width + 8, height());
        cs.stroke();
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, "Legend", FontSet.Weight.BOLD, 12, left + 2, top - 15);
        float y = top - TITLE;
        int row = 0;
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            int column = item.counter() ? 0 : i % columns;
            float x = left + 2 + column * columnWidth();
            if (item.counter()) {
                sample.draw(cs, fonts, x, y);
            } else {
                swatch(cs, item.terrain(), x, y);
            }
            Ink.fill(cs, Ink.TEXT);
            float lineY = y - TEXT;
            float textTop = item.lines().size() == 1 ? (SWATCH - TEXT) / 2 - 1 : 0;
            for (String line : item.lines()) {
                fonts.show(cs, line, FontSet.Weight.REGULAR, TEXT, x + SWATCH + 6, lineY - textTop);
                lineY -= LEADING;
            }
            boolean rowEnds = item.counter() || column == columns - 1 || i == items.size() - 2;
            if (rowEnds) {
                y -= rowHeights.get(row++);
            }
        }
    }

    private void swatch(PDPageContentStream cs, LegendEntry entry, float x, float top)
            throws IOException {
        Color fill = Ink.parse(entry.colour());
        Ink.fill(cs, fill);
        cs.addRect(x, top - SWATCH, SWATCH, SWATCH);
        cs.fill();
        new SymbolPainter(cs).drawIn(c -> c.addRect(x, top - SWATCH, SWATCH, SWATCH), entry.symbol(), fill,
                x + SWATCH / 2, top - SWATCH / 2, SWATCH);
        Ink.stroke(cs, Ink.GRID, 0.6f);
        cs.addRect(x, top - SWATCH, SWATCH, SWATCH);
        cs.stroke();
    }

    private static void sampleCounter(PDPageContentStream cs, FontSet fonts, float x, float top, boolean facing)
            throws IOException {
        CounterView sample = new CounterView(0, 0, "A1", "#4a5a6a", facing ? 0 : null, "W", null, null);
        new CounterPainter(cs, fonts).draw(sample, x + SWATCH / 2, top - SWATCH / 2 - 1,
                SWATCH * 0.8f, 0, 0, false);
    }

    /** A unit's base facing up the page, wider than deep, as on the map. */
    private static void sampleStand(PDPageContentStream cs, FontSet fonts, float x, float top) throws IOException {
        float w = SWATCH * 0.8f;
        float d = SWATCH * 0.5f;
        float left = x + 1;
        float bottom = top - SWATCH / 2 - d / 2 - 3;
        float[][] corners = {{left, bottom}, {left + w, bottom}, {left + w, bottom + d}, {left, bottom + d}};
        new StandPainter(cs, fonts).draw(corners, 0.0, "A1", "#4a5a6a", "W", 1.4f);
    }

    private float columnWidth() {
        return width / columns;
    }
}
