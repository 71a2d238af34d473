package herald.renderer;

import herald.engine.view.SheetTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A record sheet, drawn as rows and columns: title, column heads on a tinted band, grid lines, every other row
 * shaded, long cells wrapped in their column. A sheet that overflows its page continues on the next one under
 * its title marked "continued" and its heads repeated. (In this package "table" is the gaming table a battle is
 * fought on; its painter is {@code TablePainter}.)
 */
final class SheetPainter {

    private static final float SIZE = 10.5f;
    private static final float SMALLEST = 6.5f;
    // Set per table: a sheet too wide for the page at SIZE is set smaller rather than cut off.
    private float size = SIZE;
    private float leading = 13;
    private float pad = 4;
    private static final float TITLE = 22;

    private final PageWriter pages;
    private final FontSet fonts;

    SheetPainter(PageWriter pages) {
        this.pages = pages;
        this.fonts = pages.fonts();
    }

    void paint(SheetTable given) throws IOException {
        int columns = given.columns().size();
        for (List<String> row : given.rows()) {
            columns = Math.max(columns, row.size());
        }
        if (columns == 0) {
            return;
        }
        List<String> bands = new ArrayList<>();
        SheetTable table = banded(given, columns, bands);
        scaleToFit(table, columns);
        float[] widths = widths(table, columns);
        // A row taller than a page would be cut off: the table is set smaller until its tallest row fits.
        while (size > SMALLEST && tallest(table, widths) > pages.pageRoom() - TITLE - 4 * leading) {
            sized(Math.max(SMALLEST, size - 0.5f));
            widths = widths(table, columns);
        }
        List<List<String>> head = cells(table.columns(), widths, FontSet.Weight.BOLD);
        float headHeight = height(head);
        List<List<List<String>>> rows = new ArrayList<>();
        for (List<String> row : table.rows()) {
            rows.add(cells(row, widths, FontSet.Weight.REGULAR));
        }
        float firstRow = rows.isEmpty() ? 0 : height(rows.get(0));
        pages.ensure(TITLE + headHeight + Math.min(firstRow, 4 * leading));
        title(table.title(), false);
        row(head, widths, FontSet.Weight.BOLD, Ink.HEAD_FILL);
        int maxLines = (int) ((pages.pageRoom() - TITLE - headHeight - 2 * pad) / leading);
        for (int i = 0; i < rows.size(); i++) {
            List<List<String>> cells = clip(rows.get(i), maxLines);
            List<List<String>> band = bands.get(i) == null ? null
                    : clip(List.of(fonts.wrap(bands.get(i), FontSet.Weight.REGULAR, size, pages.width() - 2 * pad)), maxLines);
            if (pages.ensure(height(cells) + (band == null ? 0 : height(band)))) {
                title(table.title(), true);
                row(head, widths, FontSet.Weight.BOLD, Ink.HEAD_FILL);
            }
            java.awt.Color shade = i % 2 == 1 ? Ink.STRIPE : null;
            row(cells, widths, FontSet.Weight.REGULAR, shade);
            if (band != null) {
                row(band, new float[] {pages.width()}, FontSet.Weight.REGULAR, shade);
            }
        }
        pages.down(14);
    }

    /** A last-column cell longer than this many page widths of text goes in a band under its row. */
    private static final float BAND = 1.0f;

    /**
     * A cell of the last column too long for any column (a hero's list of wounds, a unit's notes) is
     * printed in a band the table's width under its row, headed by the column's name, with "see
     * below" in the cell: twelve columns leave the last one too narrow to read a paragraph in.
     * {@code bands} gets each row's band text, or null.
     */
    private SheetTable banded(SheetTable table, int columns, List<String> bands) {
        String head = columns == table.columns().size() ? PlainText.clean(table.columns().get(columns - 1)) : "";
        List<List<String>> rows = new ArrayList<>();
        for (List<String> row : table.rows()) {
            String last = row.size() == columns && columns > 1 ? row.get(columns - 1) : "";
            if (fonts.width(last, FontSet.Weight.REGULAR, SIZE) > BAND * pages.width()) {
                bands.add(head.isEmpty() ? last : head + ": " + last);
                List<String> shortened = new ArrayList<>(row);
                shortened.set(columns - 1, "see below");
                rows.add(shortened);
            } else {
                bands.add(null);
                rows.add(row);
            }
        }
        return new SheetTable(table.title(), table.columns(), rows);
    }

    private void title(String title, boolean continued) throws IOException {
        String text = PlainText.clean(title) + (continued ? " (continued)" : "");
        Ink.fill(pages.cs(), Ink.TEXT);
        fonts.show(pages.cs(), fonts.fit(text, FontSet.Weight.BOLD, 13, pages.width()),
                FontSet.Weight.BOLD, 13, pages.left(), pages.y() - 14);
        pages.down(TITLE);
    }

    private void row(List<List<String>> cells, float[] widths, FontSet.Weight weight,
            java.awt.Color shade) throws IOException {
        Canvas cs = pages.cs();
        float h = height(cells);
        float top = pages.y();
        if (shade != null) {
            Ink.fill(cs, shade);
            cs.addRect(pages.left(), top - h, pages.width(), h);
            cs.fill();
        }
        float x = pages.left();
        Ink.fill(cs, Ink.TEXT);
        for (int c = 0; c < widths.length; c++) {
            float lineY = top - pad - size + 1;
            for (String line : cells.get(c)) {
                fonts.show(cs, line, weight, size, x + pad, lineY);
                lineY -= leading;
            }
            x += widths[c];
        }
        Ink.stroke(cs, Ink.GRID, 0.5f);
        x = pages.left();
        for (float w : widths) {
            cs.addRect(x, top - h, w, h);
            x += w;
        }
        cs.stroke();
        pages.down(h);
    }

    /**
     * Column widths. When every column fits at its natural width (its widest cell), the spare
     * room is shared out in proportion; otherwise see {@link #shared}.
     */
    private float[] widths(SheetTable table, int columns) {
        float[] natural = new float[columns];
        float[] word = new float[columns];
        for (int c = 0; c < columns; c++) {
            word[c] = longestWord(table, c);
            natural[c] = Math.max(24, width(table.columns(), c, FontSet.Weight.BOLD));
            for (List<String> row : table.rows()) {
                natural[c] = Math.max(natural[c], width(row, c, FontSet.Weight.REGULAR));
            }
        }
        float total = pages.width();
        float sum = 0;
        for (float n : natural) {
            sum += n;
        }
        float[] widths = new float[columns];
        if (sum <= total) {
            for (int c = 0; c < columns; c++) {
                widths[c] = natural[c] * total / sum;
            }
            return widths;
        }
        return shared(table, columns, natural, word, total);
    }

    /** Word wrapping breaks lines a little sooner than text width alone predicts. */
    private static final float WRAP_SLACK = 1.1f;

    /**
     * A table too wide for its natural widths: each column starts at its longest word, and the
     * room left goes, a step at a time, to whichever column's widening saves the most lines of
     * table per point. A long list of wounds in one cell then gets the width it needs, instead
     * of a share by how much text its column holds in all rows (twelve "fit"s and one long list
     * gave that column a sliver, and the list ran off the page).
     */
    private float[] shared(SheetTable table, int columns, float[] natural, float[] word, float total) {
        float[][] text = new float[table.rows().size()][columns];
        for (int r = 0; r < text.length; r++) {
            List<String> row = table.rows().get(r);
            for (int c = 0; c < columns; c++) {
                text[r][c] = c < row.size() ? fonts.width(row.get(c), FontSet.Weight.REGULAR, size) * WRAP_SLACK : 0;
            }
        }
        float[] widths = new float[columns];
        float room = total;
        // Each column starts at its longest word alone: the 24-point floor of a roomy table would take a
        // seventeen-column sheet's one-digit columns a page's worth of room and break the words of the others.
        for (int c = 0; c < columns; c++) {
            widths[c] = Math.min(natural[c], word[c]);
            room -= widths[c];
        }
        if (room <= 0) {
            return fitted(widths, total);
        }
        while (true) {
            int height = lines(text, widths);
            int bestColumn = -1;
            float bestWidth = 0;
            float bestGain = 0;
            for (int c = 0; c < columns; c++) {
                if (widths[c] >= natural[c]) {
                    continue;
                }
                float was = widths[c];
                for (float to : steps(text, c, was, Math.min(natural[c], was + room))) {
                    widths[c] = to;
                    float gain = (height - lines(text, widths)) / (to - was);
                    if (gain > bestGain) {
                        bestGain = gain;
                        bestColumn = c;
                        bestWidth = to;
                    }
                }
                widths[c] = was;
            }
            if (bestColumn < 0) {
                break;
            }
            room -= bestWidth - widths[bestColumn];
            widths[bestColumn] = bestWidth;
        }
        // What is left widens the columns still short of their natural width, by what they lack.
        float lack = 0;
        for (int c = 0; c < columns; c++) {
            lack += natural[c] - widths[c];
        }
        for (int c = 0; c < columns && lack > 0; c++) {
            widths[c] += room * (natural[c] - widths[c]) / lack;
        }
        return fitted(widths, total);
    }

    /** Widths above {@code from} and at most {@code to} at which a cell of column {@code c} loses a line. */
    private List<Float> steps(float[][] text, int c, float from, float to) {
        List<Float> out = new ArrayList<>();
        for (float[] row : text) {
            for (int k = (int) Math.ceil(row[c] / Math.max(1, from - 2 * pad)) - 1; k >= 1; k--) {
                float w = row[c] / k + 2 * pad + 0.5f;
                if (w > to) {
                    break;
                }
                if (w > from) {
                    out.add(w);
                }
            }
        }
        if (to > from) {
            out.add(to);
        }
        return out;
    }

    /** The table's estimated height in lines: each row as tall as its tallest cell. */
    private int lines(float[][] text, float[] widths) {
        int total = 0;
        for (float[] row : text) {
            int most = 1;
            for (int c = 0; c < widths.length; c++) {
                most = Math.max(most, (int) Math.ceil(row[c] / Math.max(1, widths[c] - 2 * pad)));
            }
            total += most;
        }
        return total;
    }

    /** The last resort for a table still too wide at the smallest type: narrower columns, words broken. */
    private static float[] fitted(float[] widths, float total) {
        float sum = 0;
        for (float w : widths) {
            sum += w;
        }
        if (sum > total) {
            for (int c = 0; c < widths.length; c++) {
                widths[c] = widths[c] * total / sum;
            }
        }
        return widths;
    }

    /**
     * Chooses the type size at which every column can hold its longest word and its padding within the page width
     * (a sheet of many short columns, as a unit's eight stats, is set smaller rather than have "Figures" broken).
     */
    private void scaleToFit(SheetTable table, int columns) {
        sized(SIZE);
        while (size > SMALLEST) {
            float needed = 0;
            for (int c = 0; c < columns; c++) {
                needed += longestWord(table, c); // its padding included
            }
            if (needed <= pages.width()) {
                return;
            }
            sized(Math.max(SMALLEST, size - 0.25f));
        }
    }

    private void sized(float to) {
        size = to;
        leading = size * 13 / SIZE;
        pad = 4 * size / SIZE;
    }

    /** The height of the table's tallest row at these widths. */
    private float tallest(SheetTable table, float[] widths) {
        float most = 0;
        for (List<String> row : table.rows()) {
            most = Math.max(most, height(cells(row, widths, FontSet.Weight.REGULAR)));
        }
        return most;
    }

    private float longestWord(SheetTable table, int c) {
        float longest = 0;
        if (c < table.columns().size()) {
            for (String w : table.columns().get(c).split("\\s+")) {
                longest = Math.max(longest, fonts.width(w, FontSet.Weight.BOLD, size));
            }
        }
        for (List<String> row : table.rows()) {
            if (c < row.size()) {
                for (String w : row.get(c).split("\\s+")) {
                    longest = Math.max(longest, fonts.width(w, FontSet.Weight.REGULAR, size));
                }
            }
        }
        return longest + 2 * pad + 1;
    }

    private float width(List<String> cells, int c, FontSet.Weight weight) {
        return c < cells.size() ? fonts.width(cells.get(c), weight, size) + 2 * pad + 1 : 0;
    }

    private List<List<String>> cells(List<String> row, float[] widths, FontSet.Weight weight) {
        List<List<String>> cells = new ArrayList<>();
        for (int c = 0; c < widths.length; c++) {
            String text = c < row.size() ? row.get(c) : "";
            cells.add(fonts.wrap(text, weight, size, widths[c] - 2 * pad));
        }
        return cells;
    }

    private float height(List<List<String>> cells) {
        int lines = 1;
        for (List<String> cell : cells) {
            lines = Math.max(lines, cell.size());
        }
        return lines * leading + 2 * pad - (leading - size) + 2;
    }

    /** A row taller than a page keeps what fits and ends in an ellipsis. */
    private static List<List<String>> clip(List<List<String>> cells, int maxLines) {
        List<List<String>> clipped = new ArrayList<>();
        for (List<String> cell : cells) {
            if (cell.size() <= maxLines) {
                clipped.add(cell);
            } else {
                List<String> kept = new ArrayList<>(cell.subList(0, Math.max(1, maxLines - 1)));
                kept.add("…");
                clipped.add(kept);
            }
        }
        return clipped;
    }
}
