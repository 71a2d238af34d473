package herald.renderer;

import herald.engine.view.SheetTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/**
 * A record sheet as a table: title, column heads on a tinted band, grid lines, every other row
 * shaded, long cells wrapped in their column. A table that overflows its page continues on the
 * next one under its title marked "continued" and its heads repeated.
 */
final class TablePainter {

    private static final float SIZE = 10.5f;
    private static final float SMALLEST = 6.5f;
    // Set per table: a sheet too wide for the page at SIZE is set smaller rather than cut off.
    private float size = SIZE;
    private float leading = 13;
    private float pad = 4;
    private static final float TITLE = 22;

    private final PageWriter pages;
    private final FontSet fonts;

    TablePainter(PageWriter pages) {
        this.pages = pages;
        this.fonts = pages.fonts();
    }

    void paint(SheetTable table) throws IOException {
        int columns = table.columns().size();
        for (List<String> row : table.rows()) {
            columns = Math.max(columns, row.size());
        }
        if (columns == 0) {
            return;
        }
        scaleToFit(table, columns);
        float[] widths = widths(table, columns);
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
            if (pages.ensure(height(cells))) {
                title(table.title(), true);
                row(head, widths, FontSet.Weight.BOLD, Ink.HEAD_FILL);
            }
            row(cells, widths, FontSet.Weight.REGULAR, i % 2 == 1 ? Ink.STRIPE : null);
        }
        pages.down(14);
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
        PDPageContentStream cs = pages.cs();
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
     * room is shared out in proportion. Otherwise narrow columns keep their natural width, and
     * the wide ones share the rest by how much text they hold, none wider than it needs.
     */
    private float[] widths(SheetTable table, int columns) {
        float[] natural = new float[columns];
        float[] text = new float[columns];
        float[] word = new float[columns];
        for (int c = 0; c < columns; c++) {
            word[c] = longestWord(table, c);
            natural[c] = Math.max(24, width(table.columns(), c, FontSet.Weight.BOLD));
            text[c] = natural[c];
            for (List<String> row : table.rows()) {
                float w = width(row, c, FontSet.Weight.REGULAR);
                natural[c] = Math.max(natural[c], w);
                text[c] += w;
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
        boolean[] settled = new boolean[columns];
        for (int c = 0; c < columns; c++) {
            settled[c] = natural[c] <= total / columns;
            widths[c] = natural[c];
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            float room = total;
            float weight = 0;
            for (int c = 0; c < columns; c++) {
                room -= settled[c] ? widths[c] : 0;
                weight += settled[c] ? 0 : text[c];
            }
            for (int c = 0; c < columns; c++) {
                if (!settled[c]) {
                    widths[c] = room * text[c] / weight;
                    // A column never goes below its longest word: "Weapon|s" reads worse than a wider table.
                    if (widths[c] >= natural[c] || widths[c] < word[c]) {
                        widths[c] = widths[c] >= natural[c] ? natural[c] : word[c];
                        settled[c] = true;
                        changed = true;
                    }
                }
            }
        }
        return fitted(widths, total);
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

    /** Chooses the type size at which every column can hold its longest word within the page width. */
    private void scaleToFit(SheetTable table, int columns) {
        size = SIZE;
        leading = 13;
        pad = 4;
        float words = 0;
        for (int c = 0; c < columns; c++) {
            words += longestWord(table, c);
        }
        if (words > pages.width()) {
            size = Math.max(SMALLEST, SIZE * pages.width() / words);
            leading = size * 13 / SIZE;
            pad = 4 * size / SIZE;
        }
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
