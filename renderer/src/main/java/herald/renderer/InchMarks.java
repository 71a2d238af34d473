package herald.renderer;

import java.awt.Color;
import java.io.IOException;

/**
 * The measures of an open table: a light grid every 6 inches over the terrain, and along all four edges a
 * small tick every inch, a long one every 6 inches and the inches counted from the bottom-left corner every 6
 * (every 12 or 24 when 6 would crowd, every inch or two on a small table), so that a place can be read off the
 * map from any side.
 */
final class InchMarks {

    /** The band outside the table the ticks and numbers take on each side. */
    static final float BAND = 16;
    static final int GRID = 6;
    private static final Color GRID_INK = new Color(0x80, 0x80, 0x80);
    private static final float NUMBER = 6.5f;
    private static final float TICK = 2.5f;
    private static final float LONG_TICK = 5;

    private final Canvas cs;
    private final FontSet fonts;
    private final TableProjection p;

    InchMarks(Canvas cs, FontSet fonts, TableProjection p) {
        this.cs = cs;
        this.fonts = fonts;
        this.p = p;
    }

    /** The 6-inch grid: thin grey lines, light enough to read terrain and units through. */
    void grid() throws IOException {
        Ink.stroke(cs, GRID_INK, 0.3f);
        for (int x = GRID; x < p.table().width() - 0.01; x += GRID) {
            cs.moveTo(p.x(x), p.bottom());
            cs.lineTo(p.x(x), p.top());
        }
        for (int y = GRID; y < p.table().depth() - 0.01; y += GRID) {
            cs.moveTo(p.left(), p.y(y));
            cs.lineTo(p.right(), p.y(y));
        }
        cs.stroke();
    }

    /** The table's edge, ticks and numbers. */
    void edges() throws IOException {
        Ink.stroke(cs, Ink.TEXT, 1.2f);
        cs.addRect(p.left(), p.bottom(), p.width(), p.height());
        cs.stroke();
        double ppi = p.pointsPerInch();
        boolean inchTicks = ppi >= 3;
        Ink.stroke(cs, Ink.TEXT, 0.5f);
        for (int x = 0; x <= p.table().width() + 1e-6; x++) {
            float len = x % GRID == 0 ? LONG_TICK : inchTicks ? TICK : 0;
            if (len > 0) {
                cs.moveTo(p.x(x), p.bottom());
                cs.lineTo(p.x(x), p.bottom() - len);
                cs.moveTo(p.x(x), p.top());
                cs.lineTo(p.x(x), p.top() + len);
            }
        }
        for (int y = 0; y <= p.table().depth() + 1e-6; y++) {
            float len = y % GRID == 0 ? LONG_TICK : inchTicks ? TICK : 0;
            if (len > 0) {
                cs.moveTo(p.left(), p.y(y));
                cs.lineTo(p.left() - len, p.y(y));
                cs.moveTo(p.right(), p.y(y));
                cs.lineTo(p.right() + len, p.y(y));
            }
        }
        cs.stroke();
        numbers();
    }

    /**
     * Every how many inches the edges are numbered: 6, or 12 or more where 6 inches is too short for a number;
     * every inch or two on a small table drawn large, where 6 inches is a hand's width of paper.
     */
    int numberStep() {
        double ppi = p.pointsPerInch();
        if (ppi >= 24) {
            return 1;
        }
        if (ppi >= 12) {
            return 2;
        }
        int step = GRID;
        while (step * ppi < 20) {
            step *= 2;
        }
        return step;
    }

    private void numbers() throws IOException {
        int step = numberStep();
        Ink.fill(cs, Ink.TEXT);
        float gap = LONG_TICK + 1.5f;
        for (int x = 0; x <= p.table().width() + 1e-6; x += step) {
            String n = String.valueOf(x);
            fonts.showCentred(cs, n, FontSet.Weight.REGULAR, NUMBER, p.x(x), p.bottom() - gap - NUMBER * 0.75f);
            fonts.showCentred(cs, n, FontSet.Weight.REGULAR, NUMBER, p.x(x), p.top() + gap);
        }
        for (int y = 0; y <= p.table().depth() + 1e-6; y += step) {
            String n = String.valueOf(y);
            float w = fonts.width(n, FontSet.Weight.REGULAR, NUMBER);
            float baseline = p.y(y) - NUMBER * 0.36f;
            fonts.show(cs, n, FontSet.Weight.REGULAR, NUMBER, p.left() - gap - w, baseline);
            fonts.show(cs, n, FontSet.Weight.REGULAR, NUMBER, p.right() + gap, baseline);
        }
    }
}
