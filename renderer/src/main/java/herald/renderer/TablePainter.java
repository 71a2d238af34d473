package herald.renderer;

import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An open table under the page's title, drawn to scale: the largest round scale at which the table, its inch
 * marks, the printed scale, the key of the turn's traces and the legend all fit the page. The scale and the key
 * go under the table, or, when that costs a larger scale and the table is narrow enough, in a column beside it;
 * the legend always goes under it.
 */
final class TablePainter {

    private static final float BAND = InchMarks.BAND;
    /** How far the bands of edge numbers may reach into the page's margin, for a wide table's sake. */
    private static final float SLACK = 8;
    private static final float SIDE = 150;
    private static final float GAP = 6;

    private final PageWriter pages;
    private final FontSet fonts;

    /** Where things go: the table at its scale, and the scale and trace keys under it or beside it. */
    private record Layout(TableProjection table, ScaleKey scale, boolean beside, float keyLeft, float keyWidth,
            float traceKey) {}

    TablePainter(PageWriter pages) {
        this.pages = pages;
        this.fonts = pages.fonts();
    }

    /** The caption beside the page's title, e.g. "48 × 72 inch table". */
    static String caption(TableMap table) {
        return TableProjection.inches(table.width()) + " × " + TableProjection.inches(table.depth()) + " inch table";
    }

    void paint(TableMap table) throws IOException {
        Canvas cs = pages.cs();
        // a table of single figures on round bases (the dark-age skirmish) shows them so in its key
        boolean round = !table.pieces().isEmpty() && table.pieces().stream()
                .allMatch(s -> s.facingDegrees() == null && s.outline().size() > 8);
        LegendPainter legend = LegendPainter.forTable(fonts, table.legend(), table.sides(), pages.width() - 8,
                table.reference(), round);
        TracePainter tracePainter = new TracePainter(cs, fonts, 10);
        Set<Trace.Kind> kinds = TracePainter.kinds(table.traces());
        boolean hit = TracePainter.anyHit(table.traces());
        Layout layout = layout(table, legend.height(), tracePainter, kinds, hit);
        TableProjection p = layout.table();

        RegionPainter regions = new RegionPainter(cs, fonts, p);
        regions.regions();
        InchMarks marks = new InchMarks(cs, fonts, p);
        marks.grid();
        marks.edges();
        List<float[][]> bases = new ArrayList<>();
        for (TableMap.Stand stand : table.pieces()) {
            bases.add(p.corners(outlineOf(stand)));
        }
        cs.saveGraphicsState();
        // a unit or a path past the table's edge is cut off there, clear of the edge's numbers
        cs.addRect(p.left(), p.bottom(), p.width(), p.height());
        cs.clip();
        regions.names(bases);
        StandPainter stands = new StandPainter(cs, fonts);
        float front = (float) Math.max(1.2, Math.min(2.4, p.pointsPerInch() * 0.3));
        for (int i = 0; i < bases.size(); i++) {
            TableMap.Stand stand = table.pieces().get(i);
            stands.base(bases.get(i), stand.facingDegrees(), stand.colour(), stand.side(), front);
            if (stand.struck()) {
                stands.strike(bases.get(i), front);
            }
        }
        tracePainter.draw(clearOfBases(table), p);
        // ids over the traces: a line may cross a unit, but its id stays readable; an id beside its base keeps
        // clear of the other bases and ids, as figures in base contact would otherwise print theirs over each other
        List<float[]> taken = new ArrayList<>();
        bases.forEach(b -> taken.add(TableProjection.bounds(b)));
        for (int i = 0; i < bases.size(); i++) {
            TableMap.Stand stand = table.pieces().get(i);
            if (stands.label(bases.get(i), stand.facingDegrees(), stand.label(), stand.colour(), stand.side(), round)) {
                stands.marker(bases.get(i), stand.marker());
            } else {
                stands.beside(bases.get(i), stand.label(), p.right(), stand.marker(), taken);
            }
        }
        cs.restoreGraphicsState();

        float mapBlock = p.height() + 2 * BAND;
        if (layout.beside()) {
            float top = pages.y() - BAND;
            layout.scale().draw(cs, layout.keyLeft(), top);
            if (!table.traces().isEmpty()) {
                tracePainter.key(kinds, hit, layout.keyLeft(), top - layout.scale().height() - GAP,
                        layout.keyWidth());
            }
            pages.down(mapBlock + GAP);
        } else {
            pages.down(mapBlock + GAP);
            layout.scale().draw(cs, layout.keyLeft(), pages.y());
            pages.down(layout.scale().height());
            if (!table.traces().isEmpty()) {
                tracePainter.key(kinds, hit, layout.keyLeft(), pages.y(), layout.keyWidth());
                pages.down(layout.traceKey());
            }
        }
        legend.draw(cs, pages.left() + 4, pages.y());
        pages.down(legend.height());
    }

    /**
     * The traces, cut where they run under their own unit's base: a move or charge is the path of the point the
     * unit is named by, so its last stretch lies under the base, and the arrow then points at the base instead of
     * covering its id; a shot or spell from a round base named by its centre starts at the base's rim.
     */
    static List<Trace> clearOfBases(TableMap table) {
        List<Trace> out = new ArrayList<>();
        for (Trace t : table.traces()) {
            TableMap.Stand actor = table.pieces().stream()
                    .filter(s -> s.label().equals(t.label()) && s.outline().size() >= 3).findFirst().orElse(null);
            out.add(actor == null ? t : t.isPath() ? arrival(t, outline(actor)) : departure(t, outline(actor)));
        }
        return out;
    }

    /**
     * The stand's outline; a view that gives a piece no outline still shows where it is, as a small square about
     * its point with its id beside it.
     */
    private static List<Trace.Place> outlineOf(TableMap.Stand stand) {
        if (stand.outline().size() >= 3) {
            return stand.outline();
        }
        Trace.Place at = stand.at() != null ? stand.at() : stand.outline().isEmpty() ? new Trace.Place(0, 0)
                : stand.outline().get(0);
        double h = 0.25;
        return List.of(new Trace.Place(at.x() - h, at.y() - h), new Trace.Place(at.x() + h, at.y() - h),
                new Trace.Place(at.x() + h, at.y() + h), new Trace.Place(at.x() - h, at.y() + h));
    }

    private static Path2D.Double outline(TableMap.Stand stand) {
        Path2D.Double base = new Path2D.Double();
        base.moveTo(stand.outline().get(0).x(), stand.outline().get(0).y());
        stand.outline().forEach(c -> base.lineTo(c.x(), c.y()));
        base.closePath();
        return base;
    }

    /** The path cut where it last goes under the base, walking back from its end. */
    private static Trace arrival(Trace t, Path2D base) {
        List<Trace.Place> places = t.places();
        for (int i = places.size() - 1; i > 0; i--) {
            Trace.Place leave = leave(places.get(i), places.get(i - 1), base);
            if (leave == null) {
                continue;
            }
            if (i == places.size() - 1 && leave.equals(places.get(i))) {
                return t;
            }
            List<Trace.Place> kept = new ArrayList<>(places.subList(0, i));
            kept.add(leave);
            return new Trace(t.kind(), t.label(), t.colour(), kept, t.hit());
        }
        return t;
    }

    /** The line started where it comes out from under the base. */
    private static Trace departure(Trace t, Path2D base) {
        Trace.Place out = leave(t.places().get(0), t.places().get(1), base);
        if (out == null || out.equals(t.places().get(0))) {
            return t;
        }
        List<Trace.Place> kept = new ArrayList<>(t.places());
        kept.set(0, out);
        return new Trace(t.kind(), t.label(), t.colour(), kept, t.hit());
    }

    /**
     * The first point from {@code start} towards {@code to}, in steps of 0.02 inch, that is not under the base:
     * {@code start} itself when it is not; null when the whole stretch is under it.
     */
    private static Trace.Place leave(Trace.Place start, Trace.Place to, Path2D base) {
        double len = Math.hypot(to.x() - start.x(), to.y() - start.y());
        for (double d = 0.02; d < len; d += 0.02) {
            double x = start.x() + (to.x() - start.x()) * d / len;
            double y = start.y() + (to.y() - start.y()) * d / len;
            if (!base.contains(x, y)) {
                return d < 0.05 ? start : new Trace.Place(x, y);
            }
        }
        return null;
    }

    /**
     * The largest round scale that fits, keys under the table if they can be, else beside it; a table too large
     * for every scale offered gets a coarser one still.
     */
    private Layout layout(TableMap table, float legend, TracePainter traces, Set<Trace.Kind> kinds, boolean hit)
            throws IOException {
        float maxWidth = pages.width() + 2 * SLACK - 2 * BAND;
        float room = pages.room();
        float mapTop = pages.y() - BAND;
        float under = pages.width() - 8;
        float traceUnder = table.traces().isEmpty() ? 0 : traces.keyHeight(kinds, hit, under);
        for (double k = 1; ; k = TableProjection.nextScale(k)) {
            double ppi = TableProjection.pointsPerInch(k);
            float w = (float) (table.width() * ppi);
            float h = (float) (table.depth() * ppi);
            float block = h + 2 * BAND + GAP;
            float centred = pages.left() + (pages.width() - w) / 2;
            TableProjection below = new TableProjection(table, k, centred, mapTop - h);
            ScaleKey scale = new ScaleKey(fonts, below, under);
            if (w > maxWidth && k < 1e5) {
                continue;
            }
            if (block + scale.height() + traceUnder + legend <= room || k >= 1e5) {
                return new Layout(below, scale, false, pages.left() + 4, under, traceUnder);
            }
            float keyLeft = pages.left() + BAND + w + BAND + 8;
            float side = pages.right() - keyLeft;
            if (side >= SIDE && block + legend <= room) {
                TableProjection left = new TableProjection(table, k, pages.left() + BAND, mapTop - h);
                ScaleKey beside = new ScaleKey(fonts, left, side);
                float traceBeside = table.traces().isEmpty() ? 0 : traces.keyHeight(kinds, hit, side);
                if (beside.height() + GAP + traceBeside <= h) {
                    return new Layout(left, beside, true, keyLeft, side, traceBeside);
                }
            }
        }
    }
}
