package herald.renderer;

import herald.engine.view.LegendEntry;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The legend's table of movement costs, for a map whose kinds of piece pay differently: a row a terrain (its swatch
 * and name), a column a kind of piece, headed by the kind's name. Where every name repeated every kind's cost the
 * legend read as a wall of words; a table is read across and down.
 */
final class CostTable {

    private static final float TEXT = 10;
    private static final float ROW = 17;
    private static final float SWATCH = 13;
    private static final float HEAD_LEADING = 11.5f;

    private final FontSet fonts;
    private final List<LegendEntry> rows;
    private final List<String> kinds;
    private final float nameWidth;
    private final float columnWidth;
    private final List<List<String>> heads = new ArrayList<>();

    /** The entries of {@code legend} that have costs, laid out in {@code width} points. */
    CostTable(FontSet fonts, List<LegendEntry> legend, float width) {
        this.fonts = fonts;
        this.rows = legend.stream().filter(e -> !e.costs().isEmpty()).toList();
        this.kinds = rows.isEmpty() ? List.of() : rows.get(0).costs().stream().map(LegendEntry.Cost::who).toList();
        float names = 0;
        for (LegendEntry e : rows) {
            names = Math.max(names, fonts.width(PlainText.clean(e.name()), FontSet.Weight.REGULAR, TEXT));
        }
        float widest = width * 0.45f;
        this.nameWidth = Math.min(widest, SWATCH + 6 + names + 10);
        this.columnWidth = kinds.isEmpty() ? 0 : Math.min(90, (width - nameWidth) / kinds.size());
        for (String kind : kinds) {
            heads.add(fonts.wrap(PlainText.clean(kind), FontSet.Weight.BOLD, TEXT, columnWidth - 4));
        }
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    float height() {
        if (rows.isEmpty()) {
            return 0;
        }
        return headHeight() + rows.size() * ROW + 6;
    }

    private float headHeight() {
        int lines = 1;
        for (List<String> h : heads) {
            lines = Math.max(lines, h.size());
        }
        return lines * HEAD_LEADING + 4;
    }

    /** Draws the table with its top-left corner at (left, top). */
    void draw(Canvas cs, float left, float top) throws IOException {
        if (rows.isEmpty()) {
            return;
        }
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, fonts.fit("MP to enter", FontSet.Weight.BOLD, TEXT, nameWidth - 4), FontSet.Weight.BOLD,
                TEXT, left, top - TEXT);
        for (int k = 0; k < kinds.size(); k++) {
            float cx = left + nameWidth + (k + 0.5f) * columnWidth;
            float y = top - TEXT;
            for (String line : heads.get(k)) {
                fonts.showCentred(cs, line, FontSet.Weight.BOLD, TEXT, cx, y);
                y -= HEAD_LEADING;
            }
        }
        float y = top - headHeight();
        float right = left + nameWidth + kinds.size() * columnWidth;
        Ink.stroke(cs, Ink.RULE, 0.6f);
        cs.moveTo(left, y + 1);
        cs.lineTo(right, y + 1);
        cs.stroke();
        for (int r = 0; r < rows.size(); r++) {
            LegendEntry e = rows.get(r);
            if (r % 2 == 1) {
                Ink.fill(cs, Ink.STRIPE);
                cs.addRect(left, y - ROW, right - left, ROW);
                cs.fill();
            }
            LegendPainter.swatch(cs, e, left + 1, y - (ROW - SWATCH) / 2, SWATCH);
            Ink.fill(cs, Ink.TEXT);
            float baseline = y - ROW / 2 - TEXT * 0.36f;
            fonts.show(cs, fonts.fit(PlainText.clean(e.name()), FontSet.Weight.REGULAR, TEXT, nameWidth - SWATCH - 10),
                    FontSet.Weight.REGULAR, TEXT, left + SWATCH + 6, baseline);
            for (int k = 0; k < kinds.size() && k < e.costs().size(); k++) {
                fonts.showCentred(cs, PlainText.clean(e.costs().get(k).cost()), FontSet.Weight.BOLD, TEXT,
                        left + nameWidth + (k + 0.5f) * columnWidth, baseline);
            }
            y -= ROW;
        }
    }
}
