package herald.bench;

import static herald.bench.RenderFloor.GRID;
import static herald.bench.RenderFloor.LEFT;
import static herald.bench.RenderFloor.MUTED;
import static herald.bench.RenderFloor.TEXT;
import static herald.bench.RenderFloor.WIDTH;

import herald.engine.view.BoardView;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import herald.engine.view.LegendEntry.Symbol;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/**
 * The floor's map page: each hex filled by its terrain (one path per colour), its symbol, one path of every outline
 * stroked once, the coordinates round the edge and in each hex, the counters with their ids, and the legend under
 * the board. Only the drawing a player sees, with bare PDFBox calls.
 */
final class FloorBoard {

    private static final float SQRT3 = (float) Math.sqrt(3);
    private static final float K = 0.5523f;

    private final RenderFloor f;
    private PDPageContentStream cs;
    private float r;
    private float left;
    private float top;

    FloorBoard(RenderFloor f) {
        this.f = f;
    }

    void draw(BoardView b, String deadline) throws IOException {
        cs = f.cs;
        cs.setNonStrokingColor(TEXT);
        f.text(f.bold, 15, LEFT, f.y - 15, "Map");
        String caption = b.columns() + " × " + b.rows() + " " + b.kind().label();
        cs.setNonStrokingColor(MUTED);
        f.text(f.regular, 10.5f, RenderFloor.RIGHT - f.regular.width(caption, 10.5f), f.y - 15, caption);
        f.y -= 22;
        if (!deadline.isBlank()) {
            cs.setNonStrokingColor(new Color(0xfff1c4));
            cs.addRect(LEFT, f.y - 22, WIDTH, 22);
            cs.fill();
            cs.setNonStrokingColor(TEXT);
            f.text(f.bold, 12, LEFT + 8, f.y - 15.5f, "Next orders due: " + deadline.strip());
            f.y -= 28;
        }
        Map<String, LegendEntry> legend = new HashMap<>();
        b.legend().forEach(e -> legend.putIfAbsent(e.terrain(), e));
        LegendEntry[][] cell = new LegendEntry[b.columns()][b.rows()];
        for (int x = 0; x < b.columns(); x++) {
            for (int y = 0; y < b.rows(); y++) {
                cell[x][y] = legend.get(b.baseTerrain());
            }
        }
        b.terrain().forEach(c -> cell[c.x()][c.y()] = legend.get(c.terrain()));
        FloorLegend key = new FloorLegend(f, b);
        float band = 18;
        float height = f.y - RenderFloor.BOTTOM - key.height() - 2 * band - 8;
        r = Math.min((WIDTH - 2 * band) / (1.5f * b.columns() + 0.5f), height / (SQRT3 * (b.rows() + 0.5f)));
        left = LEFT + band + (WIDTH - 2 * band - r * (1.5f * b.columns() + 0.5f)) / 2;
        top = f.y - band;
        cells(b, cell);
        labels(b, cell, band);
        for (CounterView c : b.counters()) {
            counter(c, cx(c.x()), cy(c.x(), c.y()), r * 1.3f * 0.74f);
        }
        f.y -= SQRT3 * r * (b.rows() + 0.5f) + 2 * band + 6;
        key.draw(this, f.y);
        f.y -= key.height();
    }

    private float cx(int x) {
        return left + r + x * 1.5f * r;
    }

    private float cy(int x, int y) {
        float h = SQRT3 * r;
        return top - h / 2 - y * h - ((x & 1) == 1 ? h / 2 : 0);
    }

    private void cells(BoardView b, LegendEntry[][] cell) throws IOException {
        Map<String, List<int[]>> byColour = new LinkedHashMap<>();
        for (int x = 0; x < b.columns(); x++) {
            for (int y = 0; y < b.rows(); y++) {
                byColour.computeIfAbsent(cell[x][y].colour(), k -> new ArrayList<>()).add(new int[] {x, y});
            }
        }
        for (Map.Entry<String, List<int[]>> e : byColour.entrySet()) {
            cs.setNonStrokingColor(colour(e.getKey()));
            for (int[] c : e.getValue()) {
                hex(c[0], c[1]);
            }
            cs.fill();
        }
        for (int x = 0; x < b.columns(); x++) {
            for (int y = 0; y < b.rows(); y++) {
                symbol(cell[x][y].symbol(), colour(cell[x][y].colour()), cx(x), cy(x, y), r * 1.3f);
            }
        }
        cs.setStrokingColor(GRID);
        cs.setLineWidth(0.5f);
        for (int x = 0; x < b.columns(); x++) {
            for (int y = 0; y < b.rows(); y++) {
                hex(x, y);
            }
        }
        cs.stroke();
    }

    private void hex(int x, int y) throws IOException {
        float cx = cx(x);
        float cy = cy(x, y);
        float h = SQRT3 * r / 2;
        cs.moveTo(cx + r, cy);
        cs.lineTo(cx + r / 2, cy + h);
        cs.lineTo(cx - r / 2, cy + h);
        cs.lineTo(cx - r, cy);
        cs.lineTo(cx - r / 2, cy - h);
        cs.lineTo(cx + r / 2, cy - h);
        cs.closePath();
    }

    private void labels(BoardView b, LegendEntry[][] cell, float band) throws IOException {
        float pitch = r * 1.5f;
        float size = Math.min(10, Math.max(5.5f, pitch * 0.5f));
        float height = SQRT3 * r * (b.rows() + 0.5f);
        float width = r * (1.5f * b.columns() + 0.5f);
        cs.setNonStrokingColor(TEXT);
        for (float y : new float[] {top + (band - size) / 2 + 1, top - height - (band + size) / 2 + 1}) {
            for (int x = 0; x < b.columns(); x++) {
                String label = f.bold.fit(b.columnLabels().get(x), size, pitch);
                f.text(f.bold, size, cx(x) - f.bold.width(label, size) / 2, y, label);
            }
        }
        float rowSize = Math.min(size, r * 1.3f * 0.6f);
        for (int y = 0; y < b.rows(); y++) {
            String label = f.bold.fit(b.rowLabels().get(y), rowSize, band - 2);
            float w = f.bold.width(label, rowSize);
            f.text(f.bold, rowSize, left - 3 - w, cy(0, y) - rowSize * 0.36f, label);
            f.text(f.bold, rowSize, left + width + 3, cy(b.columns() - 1, y) - rowSize * 0.36f, label);
        }
        float hexSize = Math.max(3.5f, r * 0.3f);
        float h = SQRT3 * r / 2;
        for (int x = 0; x < b.columns(); x++) {
            for (int y = 0; y < b.rows(); y++) {
                cs.setNonStrokingColor(labelOn(colour(cell[x][y].colour())));
                String label = f.bold.fit(b.columnLabels().get(x) + b.rowLabels().get(y), hexSize, r * 1.05f);
                f.text(f.regular, hexSize, cx(x) - f.regular.width(label, hexSize) / 2,
                        cy(x, y) + h - hexSize * 0.95f, label);
            }
        }
    }

    /** A counter of side s centred on (x, y): rounded square, its side's pattern, dark rim, id, marker. */
    void counter(CounterView c, float x, float y, float s) throws IOException {
        Color body = colour(c.colour());
        boolean ring = c.side() % 6 == 1;
        cs.setNonStrokingColor(body);
        rounded(x - s / 2, y - s / 2, s, s * 0.18f);
        cs.fill();
        if (ring) {
            float in = s * 0.13f;
            cs.setNonStrokingColor(Color.WHITE);
            rounded(x - s / 2 + in, y - s / 2 + in, s - 2 * in, Math.max(0, s * 0.18f - in));
            cs.fill();
        } else if (c.side() % 6 != 0) {
            throw new IllegalStateException("the floor draws the first two sides' patterns only");
        }
        cs.setStrokingColor(new Color(0x151515));
        cs.setLineWidth(Math.max(0.5f, s * 0.035f));
        rounded(x - s / 2, y - s / 2, s, s * 0.18f);
        cs.stroke();
        if (!c.label().isEmpty()) {
            float room = s * (ring ? 0.74f : 0.84f);
            float size = Math.max(3.5f, Math.min(s * 0.42f, room / f.bold.width(c.label(), 1)));
            String label = f.bold.fit(c.label(), size, room);
            Color ground = ring ? Color.WHITE : body;
            cs.setNonStrokingColor(light(ground) ? TEXT : Color.WHITE);
            f.text(f.bold, size, x - f.bold.width(label, size) / 2, y - size * 0.36f, label);
        }
        if (!c.marker().isBlank()) {
            float mr = s * 0.22f;
            float mx = x + s / 2 - mr * 0.55f;
            float my = y - s / 2 + mr * 0.55f;
            cs.setNonStrokingColor(Color.WHITE);
            cs.setLineWidth(Math.max(0.4f, s * 0.03f));
            circle(mx, my, mr);
            cs.fillAndStroke();
            float size = Math.min(mr * 1.35f, mr * 1.7f / f.bold.width(c.marker(), 1));
            cs.setNonStrokingColor(new Color(0xb01010));
            f.text(f.bold, size, mx - f.bold.width(c.marker(), size) / 2, my - size * 0.36f, c.marker());
        }
    }

    /** A terrain symbol in a box of side s centred on (x, y), in units of s/100, as the map draws it. */
    void symbol(Symbol symbol, Color fill, float x, float y, float s) throws IOException {
        if (symbol == null || symbol == Symbol.NONE) {
            return;
        }
        float u = s / 100;
        double lum = 0.2126 * fill.getRed() + 0.7152 * fill.getGreen() + 0.0722 * fill.getBlue();
        Color ink = lum > 80 ? darker(fill, 0.58f)
                : new Color((fill.getRed() + 765) / 4, (fill.getGreen() + 765) / 4, (fill.getBlue() + 765) / 4);
        cs.setNonStrokingColor(ink);
        cs.setStrokingColor(ink);
        cs.setLineWidth(Math.max(0.5f, 4.5f * u));
        switch (symbol) {
            case TREE -> {
                circle(x - 20 * u, y + 10 * u, 15 * u);
                cs.addRect(x - 22.5f * u, y - 16 * u, 5 * u, 12 * u);
                circle(x + 20 * u, y - 14 * u, 13 * u);
                cs.addRect(x + 17.5f * u, y - 38 * u, 5 * u, 12 * u);
                cs.fill();
            }
            case SCRUB -> {
                for (float[] t : new float[][] {{-22, 2}, {16, 18}, {8, -26}}) {
                    line(x + (t[0] - 10) * u, y + t[1] * u, x + (t[0] + 10) * u, y + t[1] * u);
                    for (float[] bl : new float[][] {{-6, -13, 11}, {-2, -4, 16}, {2, 4, 16}, {6, 13, 11}}) {
                        line(x + (t[0] + bl[0]) * u, y + t[1] * u, x + (t[0] + bl[1]) * u, y + (t[1] + bl[2]) * u);
                    }
                }
                cs.stroke();
            }
            case ROCKS -> {
                polygon(x, y, u, -36, 0, -26, 18, -8, 20, 0, 4, -10, -8, -30, -8);
                polygon(x, y, u, 6, -18, 14, -4, 30, -6, 36, -22, 24, -32, 10, -30);
                polygon(x, y, u, 14, 22, 20, 32, 32, 28, 32, 16, 20, 14);
                cs.fill();
            }
            case HOUSE -> {
                polygon(x, y, u, -26, -28, -26, 6, 0, 30, 26, 6, 26, -28);
                cs.fill();
                cs.setNonStrokingColor(Color.WHITE);
                cs.addRect(x - 7 * u, y - 28 * u, 14 * u, 20 * u);
                cs.fill();
            }
            case WALL -> {
                Color dark = darker(fill, 0.78f);
                cs.setNonStrokingColor(dark);
                cs.addRect(x - 50 * u, y - 14 * u, 100 * u, 28 * u);
                cs.fill();
                cs.setStrokingColor(new Color((dark.getRed() + 765) / 4, (dark.getGreen() + 765) / 4,
                        (dark.getBlue() + 765) / 4));
                cs.setLineWidth(Math.max(0.3f, 2 * u));
                line(x - 50 * u, y, x + 50 * u, y);
                line(x - 25 * u, y, x - 25 * u, y + 14 * u);
                line(x + 25 * u, y, x + 25 * u, y + 14 * u);
                line(x, y - 14 * u, x, y);
                cs.stroke();
            }
            case DOOR -> {
                cs.addRect(x - 14 * u, y - 36 * u, 28 * u, 70 * u);
                cs.stroke();
                circle(x + 6 * u, y - 2 * u, 4 * u);
                cs.fill();
            }
            default -> throw new IllegalStateException("the floor does not draw " + symbol);
        }
    }

    private void polygon(float x, float y, float u, float... p) throws IOException {
        cs.moveTo(x + p[0] * u, y + p[1] * u);
        for (int i = 2; i < p.length; i += 2) {
            cs.lineTo(x + p[i] * u, y + p[i + 1] * u);
        }
        cs.closePath();
    }

    private void line(float x1, float y1, float x2, float y2) throws IOException {
        cs.moveTo(x1, y1);
        cs.lineTo(x2, y2);
    }

    void circle(float x, float y, float cr) throws IOException {
        float k = K * cr;
        cs.moveTo(x + cr, y);
        cs.curveTo(x + cr, y + k, x + k, y + cr, x, y + cr);
        cs.curveTo(x - k, y + cr, x - cr, y + k, x - cr, y);
        cs.curveTo(x - cr, y - k, x - k, y - cr, x, y - cr);
        cs.curveTo(x + k, y - cr, x + cr, y - k, x + cr, y);
        cs.closePath();
    }

    private void rounded(float x, float y, float s, float cr) throws IOException {
        float k = K * cr;
        cs.moveTo(x + cr, y);
        cs.lineTo(x + s - cr, y);
        cs.curveTo(x + s - cr + k, y, x + s, y + cr - k, x + s, y + cr);
        cs.lineTo(x + s, y + s - cr);
        cs.curveTo(x + s, y + s - cr + k, x + s - cr + k, y + s, x + s - cr, y + s);
        cs.lineTo(x + cr, y + s);
        cs.curveTo(x + cr - k, y + s, x, y + s - cr + k, x, y + s - cr);
        cs.lineTo(x, y + cr);
        cs.curveTo(x, y + cr - k, x + cr - k, y, x + cr, y);
        cs.closePath();
    }

    static Color colour(String hex) {
        return new Color(Integer.parseInt(hex.substring(1), 16));
    }

    private static Color darker(Color c, float by) {
        float keep = 1 - by;
        return new Color(Math.round(c.getRed() * keep), Math.round(c.getGreen() * keep),
                Math.round(c.getBlue() * keep));
    }

    private static double luminance(Color c) {
        return 0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue();
    }

    private static boolean light(Color c) {
        return luminance(c) > 165;
    }

    private static Color labelOn(Color fill) {
        double l = luminance(fill);
        return l > 175 ? MUTED : l > 100 ? TEXT : new Color(0xf4f4f4);
    }
}
