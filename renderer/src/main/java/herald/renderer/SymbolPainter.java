package herald.renderer;

import herald.engine.view.LegendEntry.Symbol;
import java.awt.Color;
import java.io.IOException;

/**
 * The terrain symbols, simple vector drawings over a cell's fill so that the map reads in black
 * and white. Each is drawn in a box of side {@code s} centred on (cx, cy), in units of s/100
 * from the centre, and cut off at the edge of any outline: a cell, a swatch, a terrain polygon.
 */
final class SymbolPainter {

    /** Adds a closed outline to the current path; the caller fills, strokes or clips with it. */
    @FunctionalInterface
    interface Outline {
        void add(Canvas cs) throws IOException;
    }

    private static final float KAPPA = 0.5523f;

    private final Canvas cs;
    private float cx;
    private float cy;
    private float u;

    SymbolPainter(Canvas cs) {
        this.cs = cs;
    }

    void draw(Symbol symbol, Color fill, float centreX, float centreY, float s) throws IOException {
        if (symbol == null || symbol == Symbol.NONE) {
            return;
        }
        cx = centreX;
        cy = centreY;
        u = s / 100;
        Color ink = Ink.symbolOn(fill);
        Ink.fill(cs, ink);
        Ink.stroke(cs, ink, Math.max(0.5f, 4.5f * u));
        cs.setLineCapStyle(1);
        cs.setLineJoinStyle(1);
        switch (symbol) {
            case TREE -> trees();
            case SCRUB -> scrub();
            case ROCKS -> rocks();
            case WAVES -> waves();
            case WALL -> wall(fill);
            case HATCH -> hatch();
            case DOTS -> dots();
            case HOUSE -> house();
            case DOOR -> door();
            case WINDOW -> window();
            case STAIRS -> stairs();
            case SLOPE -> slope();
            default -> { }
        }
        cs.setLineCapStyle(0);
        cs.setLineJoinStyle(0);
    }

    /** The symbol in its box, cut off at the outline. */
    void drawIn(Outline outline, Symbol symbol, Color fill, float centreX, float centreY, float s)
            throws IOException {
        cs.saveGraphicsState();
        outline.add(cs);
        cs.clip();
        draw(symbol, fill, centreX, centreY, s);
        cs.restoreGraphicsState();
    }

    /**
     * The symbol repeated over the outline's bounds in boxes of side {@code s}, every other row shifted half a
     * box so that the pattern does not read as a grid, cut off at the outline: a wood of any shape reads as
     * trees.
     */
    void tile(Outline outline, Symbol symbol, Color fill, float[] bounds, float s) throws IOException {
        if (symbol == null || symbol == Symbol.NONE) {
            return;
        }
        cs.saveGraphicsState();
        outline.add(cs);
        cs.clip();
        int row = 0;
        for (float y = bounds[1] + s / 2; y < bounds[3] + s / 2; y += s, row++) {
            for (float x = bounds[0] + (row % 2 == 0 ? s / 2 : 0); x < bounds[2] + s / 2; x += s) {
                draw(symbol, fill, x, y, s);
            }
        }
        cs.restoreGraphicsState();
    }

    private void trees() throws IOException {
        tree(-20, 10, 15);
        tree(20, -14, 13);
    }

    private void tree(float x, float y, float r) throws IOException {
        circle(x, y, r);
        cs.fill();
        cs.addRect(px(x - 2.5f), py(y - r - 11), 5 * u, 12 * u);
        cs.fill();
    }

    private void scrub() throws IOException {
        tuft(-22, 2);
        tuft(16, 18);
        tuft(8, -26);
    }

    /** A tuft of grass: blades rising from a short stretch of ground. */
    private void tuft(float x, float y) throws IOException {
        line(x - 10, y, x + 10, y);
        for (float[] blade : new float[][] {{-6, -13, 11}, {-2, -4, 16}, {2, 4, 16}, {6, 13, 11}}) {
            line(x + blade[0], y, x + blade[1], y + blade[2]);
        }
    }

    private void rocks() throws IOException {
        polygon(-36, 0, -26, 18, -8, 20, 0, 4, -10, -8, -30, -8);
        polygon(6, -18, 14, -4, 30, -6, 36, -22, 24, -32, 10, -30);
        polygon(14, 22, 20, 32, 32, 28, 32, 16, 20, 14);
    }

    private void waves() throws IOException {
        for (float y : new float[] {24, 0, -24}) {
            cs.moveTo(px(-38), py(y));
            for (int i = 0; i < 2; i++) {
                float x = -38 + i * 38;
                cs.curveTo(px(x + 9.5f), py(y + 9), px(x + 9.5f), py(y + 9), px(x + 19), py(y));
                cs.curveTo(px(x + 28.5f), py(y - 9), px(x + 28.5f), py(y - 9), px(x + 38), py(y));
            }
            cs.stroke();
        }
    }

    private void wall(Color fill) throws IOException {
        Ink.fill(cs, Ink.darker(fill, 0.78f));
        cs.addRect(px(-50), py(-14), 100 * u, 28 * u);
        cs.fill();
        Ink.stroke(cs, Ink.symbolOn(Ink.darker(fill, 0.78f)), Math.max(0.3f, 2 * u));
        line(-50, 0, 50, 0);
        for (float x = -25; x <= 25; x += 50) {
            line(x, 0, x, 14);
        }
        line(0, -14, 0, 0);
    }

    private void hatch() throws IOException {
        for (float d = -80; d <= 80; d += 20) {
            line(d - 50, -50, d + 50, 50);
        }
    }

    private void dots() throws IOException {
        for (int row = 0; row < 4; row++) {
            for (int col = 0; col < 4; col++) {
                float x = -36 + col * 24 + (row % 2) * 12;
                float y = -36 + row * 24;
                if (x <= 44) {
                    circle(x, y, 4);
                    cs.fill();
                }
            }
        }
    }

    private void house() throws IOException {
        polygon(-26, -28, -26, 6, 0, 30, 26, 6, 26, -28);
        Ink.fill(cs, Color.WHITE);
        cs.addRect(px(-7), py(-28), 14 * u, 20 * u);
        cs.fill();
    }

    private void door() throws IOException {
        cs.addRect(px(-14), py(-36), 28 * u, 70 * u);
        cs.stroke();
        circle(6, -2, 4);
        cs.fill();
    }

    private void window() throws IOException {
        cs.addRect(px(-26), py(-26), 52 * u, 52 * u);
        cs.stroke();
        line(0, -26, 0, 26);
        line(-26, 0, 26, 0);
    }

    private void stairs() throws IOException {
        cs.moveTo(px(-36), py(-36));
        float x = -36;
        float y = -36;
        for (int step = 0; step < 4; step++) {
            y += 18;
            cs.lineTo(px(x), py(y));
            x += 18;
            cs.lineTo(px(x), py(y));
        }
        cs.stroke();
    }

    private void slope() throws IOException {
        for (float y : new float[] {-22, 6}) {
            cs.moveTo(px(-28), py(y));
            cs.lineTo(px(0), py(y + 20));
            cs.lineTo(px(28), py(y));
            cs.stroke();
        }
    }

    private void line(float x1, float y1, float x2, float y2) throws IOException {
        cs.moveTo(px(x1), py(y1));
        cs.lineTo(px(x2), py(y2));
        cs.stroke();
    }

    private void polygon(float... xy) throws IOException {
        cs.moveTo(px(xy[0]), py(xy[1]));
        for (int i = 2; i < xy.length; i += 2) {
            cs.lineTo(px(xy[i]), py(xy[i + 1]));
        }
        cs.closePath();
        cs.fill();
    }

    private void circle(float x, float y, float r) throws IOException {
        circle(cs, px(x), py(y), r * u);
    }

    /** Adds a circle to the current path. */
    static void circle(Canvas cs, float x, float y, float r) throws IOException {
        float k = KAPPA * r;
        cs.moveTo(x + r, y);
        cs.curveTo(x + r, y + k, x + k, y + r, x, y + r);
        cs.curveTo(x - k, y + r, x - r, y + k, x - r, y);
        cs.curveTo(x - r, y - k, x - k, y - r, x, y - r);
        cs.curveTo(x + k, y - r, x + r, y - k, x + r, y);
        cs.closePath();
    }

    private float px(float x) {
        return cx + x * u;
    }

    private float py(float y) {
        return cy + y * u;
    }
}
