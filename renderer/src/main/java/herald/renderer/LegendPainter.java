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
 * name, then how to read a counter. Laid out in columns, each name wrapped to its column.
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

    /** One entry as laid out: its swatch (terrain or sample counter) and its wrapped name. */
    private record Item(LegendEntry terrain, boolean counter, List<String> lines) {}

    private final FontSet fonts;
    private final float width;
    private final int columns;
    private final List<Item> items = new ArrayList<>();
    private final List<Float> rowHeights = new ArrayList<>();

    private final boolean facing;

    LegendPainter(FontSet fonts, List<LegendEntry> legend, float width, boolean facing) {
        this.fonts = fonts;
        this.facing = facing;
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
                fonts.wrap(facing ? COUNTER_KEY : HEX_COUNTER_KEY, FontSet.Weight.REGULAR, TEXT, width - SWATCH - 8)));
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
                sampleCounter(cs, x, y);
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
        cs.saveGraphicsState();
        cs.addRect(x, top - SWATCH, SWATCH, SWATCH);
        cs.clip();
        new SymbolPainter(cs).draw(entry.symbol(), fill, x + SWATCH / 2, top - SWATCH / 2, SWATCH);
        cs.restoreGraphicsState();
        Ink.stroke(cs, Ink.GRID, 0.6f);
        cs.addRect(x, top - SWATCH, SWATCH, SWATCH);
        cs.stroke();
    }

    private void sampleCounter(PDPageContentStream cs, float x, float top) throws IOException {
        CounterView sample = new CounterView(0, 0, "A1", "#4a5a6a", facing ? 0 : null, "W", null, null);
        new CounterPainter(cs, fonts).draw(sample, x + SWATCH / 2, top - SWATCH / 2 - 1,
                SWATCH * 0.8f, 0, 0, false);
    }

    private float columnWidth() {
        return width / columns;
    }
}
