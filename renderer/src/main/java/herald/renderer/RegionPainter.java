package herald.renderer;

import herald.engine.view.LegendEntry;
import herald.engine.view.TableMap;
import java.awt.Color;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The terrain of an open table: each region a polygon filled with its legend colour, its symbol repeated inside
 * it (so the map reads without colour), its outline stroked; and its name, where one is given, printed on a light
 * ground clear of every unit: inside the region where it fits, else over it (a building smaller than its name), else
 * just beside it (a wall or a stream too thin for a line of type), so that every named feature can be found.
 */
final class RegionPainter {

    static final Color PLAIN = new Color(0xf4, 0xf1, 0xe8);
    private static final float NAME = 7.5f;
    /** The side of the box each repeat of a symbol is drawn in. */
    private static final float SYMBOL = 20;

    private final Canvas cs;
    private final FontSet fonts;
    private final TableProjection p;
    private final Map<String, LegendEntry> legend = new HashMap<>();

    RegionPainter(Canvas cs, FontSet fonts, TableProjection p) {
        this.cs = cs;
        this.fonts = fonts;
        this.p = p;
        for (LegendEntry entry : p.table().legend()) {
            legend.putIfAbsent(entry.terrain(), entry);
        }
    }

    /** The bare table and every region over it, later ones over earlier. */
    void regions() throws IOException {
        Ink.fill(cs, PLAIN);
        cs.addRect(p.left(), p.bottom(), p.width(), p.height());
        cs.fill();
        SymbolPainter symbols = new SymbolPainter(cs);
        for (TableMap.Region region : p.table().terrain()) {
            float[][] corners = p.corners(region.outline());
            LegendEntry entry = legend.get(region.terrain());
            Color fill = entry == null ? Ink.UNKNOWN : Ink.parse(entry.colour());
            cs.saveGraphicsState();
            // nothing of a region drawn past the table's edge
            cs.addRect(p.left(), p.bottom(), p.width(), p.height());
            cs.clip();
            Ink.fill(cs, fill);
            TableProjection.polygon(cs, corners);
            cs.fill();
            if (entry != null) {
                symbols.tile(c -> TableProjection.polygon(c, corners), entry.symbol(), fill,
                        TableProjection.bounds(corners), SYMBOL);
            }
            Ink.stroke(cs, Ink.darker(fill, 0.45f), 0.7f);
            TableProjection.polygon(cs, corners);
            cs.stroke();
            cs.restoreGraphicsState();
        }
    }

    /** Each region's name, clear of the units' bases (given as page corners) and of the names set before it. */
    void names(List<float[][]> bases) throws IOException {
        List<Rectangle2D> taken = new ArrayList<>();
        for (TableMap.Region region : p.table().terrain()) {
            String name = PlainText.clean(region.name()).strip();
            if (name.isEmpty()) {
                continue;
            }
            float[][] corners = p.corners(region.outline());
            float[] at = place(name, corners, bases, taken);
            if (at == null) {
                continue;
            }
            LegendEntry entry = legend.get(region.terrain());
            Color fill = entry == null ? Ink.UNKNOWN : Ink.parse(entry.colour());
            float w = fonts.width(name, FontSet.Weight.BOLD, NAME);
            Ink.fill(cs, Ink.isLight(fill) ? fill : StandPainter.tint(fill));
            cs.addRect(at[0] - w / 2 - 2, at[1] - NAME * 0.5f - 1.5f, w + 4, NAME + 3);
            cs.fill();
            Ink.fill(cs, Ink.TEXT);
            fonts.showCentred(cs, name, FontSet.Weight.BOLD, NAME, at[0], at[1] - NAME * 0.36f);
            taken.add(box(name, at[0], at[1]));
        }
    }

    private Rectangle2D box(String name, float x, float y) {
        float w = fonts.width(name, FontSet.Weight.BOLD, NAME) + 6;
        float h = NAME + 4;
        return new Rectangle2D.Float(x - w / 2, y - h / 2, w, h);
    }

    /**
     * Where the name's centre goes, the first of: a box round the name wholly inside the region, searched row by row
     * from its middle outwards; a box centred on the region's ground; a box touching the region. Every box lies on
     * the table and touches no base and no other name; null when there is none.
     */
    private float[] place(String name, float[][] corners, List<float[][]> bases, List<Rectangle2D> taken) {
        Path2D.Float shape = path(corners);
        Rectangle2D table = new Rectangle2D.Float(p.left(), p.bottom(), p.width(), p.height());
        float h = NAME + 4;
        float[] b = TableProjection.bounds(corners);
        float[] c = StandPainter.centroid(corners);
        java.util.function.Predicate<Rectangle2D> free = box -> table.contains(box) && clear(box, bases)
                && taken.stream().noneMatch(box::intersects);
        for (int k = 0; k <= (b[3] - b[1]) / (h / 2) + 1; k++) {
            float y = c[1] + (k % 2 == 0 ? 1 : -1) * ((k + 1) / 2) * (h / 2);
            for (float dx = 0; dx <= (b[2] - b[0]) / 2; dx += h) {
                for (float x : new float[] {c[0] - dx, c[0] + dx}) {
                    Rectangle2D box = box(name, x, y);
                    if (shape.contains(box) && free.test(box)) {
                        return new float[] {x, y};
                    }
                }
            }
        }
        float reach = h * 3;
        float[] best = null;
        double bestScore = Double.MAX_VALUE;
        for (float y = b[1] - reach; y <= b[3] + reach; y += h / 4) {
            for (float x = b[0] - reach; x <= b[2] + reach; x += h / 4) {
                Rectangle2D box = box(name, x, y);
                boolean on = shape.contains(x, y);
                boolean over = on || shape.intersects(box);
                if (!over && !near(box, shape, h / 2) || !free.test(box)) {
                    continue;
                }
                // centred on the ground first, then over its edge, then beside it; nearer its middle first
                double score = (on ? 0 : over ? 1e6 : 2e6) + Math.hypot(x - c[0], y - c[1]);
                if (score < bestScore) {
                    bestScore = score;
                    best = new float[] {x, y};
                }
            }
        }
        return best;
    }

    /** Whether the box, grown by {@code margin} on every side, touches the region. */
    private static boolean near(Rectangle2D box, Path2D.Float shape, float margin) {
        return shape.intersects(box.getX() - margin, box.getY() - margin, box.getWidth() + 2 * margin,
                box.getHeight() + 2 * margin);
    }

    private static boolean clear(Rectangle2D box, List<float[][]> bases) {
        for (float[][] base : bases) {
            if (path(base).intersects(box)) {
                return false;
            }
        }
        return true;
    }

    private static Path2D.Float path(float[][] corners) {
        Path2D.Float path = new Path2D.Float();
        path.moveTo(corners[0][0], corners[0][1]);
        for (int i = 1; i < corners.length; i++) {
            path.lineTo(corners[i][0], corners[i][1]);
        }
        path.closePath();
        return path;
    }
}
