package herald.renderer;

import herald.engine.view.LegendEntry;
import herald.engine.view.TableMap;
import java.awt.Color;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/**
 * The terrain of an open table: each region a polygon filled with its legend colour, its symbol repeated inside
 * it (so the map reads without colour), its outline stroked; and its name, where one is given, printed inside on a
 * light ground where it fits clear of every unit.
 */
final class RegionPainter {

    static final Color PLAIN = new Color(0xf4, 0xf1, 0xe8);
    private static final float NAME = 7.5f;
    /** The side of the box each repeat of a symbol is drawn in. */
    private static final float SYMBOL = 20;

    private final PDPageContentStream cs;
    private final FontSet fonts;
    private final TableProjection p;
    private final Map<String, LegendEntry> legend = new HashMap<>();

    RegionPainter(PDPageContentStream cs, FontSet fonts, TableProjection p) {
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

    /** Each region's name inside it, clear of the units' bases (given as page corners). */
    void names(List<float[][]> bases) throws IOException {
        for (TableMap.Region region : p.table().terrain()) {
            String name = PlainText.clean(region.name()).strip();
            if (name.isEmpty()) {
                continue;
            }
            float[][] corners = p.corners(region.outline());
            float[] at = place(name, corners, bases);
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
        }
    }

    /**
     * Where the name's centre goes: the first row, from the region's middle outwards, where a box round the name
     * lies inside the region and the table and touches no base; null when there is none.
     */
    private float[] place(String name, float[][] corners, List<float[][]> bases) {
        Path2D.Float shape = path(corners);
        Rectangle2D table = new Rectangle2D.Float(p.left(), p.bottom(), p.width(), p.height());
        float w = fonts.width(name, FontSet.Weight.BOLD, NAME) + 6;
        float h = NAME + 4;
        float[] b = TableProjection.bounds(corners);
        float[] c = StandPainter.centroid(corners);
        for (int k = 0; k <= (b[3] - b[1]) / (h / 2) + 1; k++) {
            float y = c[1] + (k % 2 == 0 ? 1 : -1) * ((k + 1) / 2) * (h / 2);
            for (float dx = 0; dx <= (b[2] - b[0]) / 2; dx += h) {
                for (float x : new float[] {c[0] - dx, c[0] + dx}) {
                    Rectangle2D box = new Rectangle2D.Float(x - w / 2, y - h / 2, w, h);
                    if (shape.contains(box) && table.contains(box) && clear(box, bases)) {
                        return new float[] {x, y};
                    }
                }
            }
        }
        return null;
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
