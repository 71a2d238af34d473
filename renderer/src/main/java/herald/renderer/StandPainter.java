package herald.renderer;

import java.awt.Color;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.util.Matrix;

/**
 * A unit on an open table, drawn to scale: its base outline filled in its side's {@link SidePattern} (the first
 * side's in a light tint of its colour, the others white with the pattern in the colour) with a darker rim, its front as a thick near-black line (the edges that face within 50 degrees of its facing: the front
 * edge of a block, the front arc of a round base) so facing reads at a glance and in grey, its id inside along its
 * frontage (or beside a base too small to hold it) and its marker in a small badge at a corner; beside a small base the
 * marker follows the id in its box, and on a round base the badge sits outside the rim, so neither hides the id.
 */
final class StandPainter {

    private static final Color FRONT = new Color(0x15, 0x15, 0x15);
    private static final float LARGEST = 9;
    /** Below this size an id is no longer read at arm's length: it goes beside its base. */
    private static final float SMALLEST = 5.5f;
    private static final float BESIDE = 6.5f;
    private static final double FRONT_ARC = Math.toRadians(50);

    private final Canvas cs;
    private final FontSet fonts;

    StandPainter(Canvas cs, FontSet fonts) {
        this.cs = cs;
        this.fonts = fonts;
    }

    /** The whole unit: base, front, id and marker; for the legend's sample. */
    void draw(float[][] corners, Double facing, String label, String colour, int sideIndex, String marker,
            float front) throws IOException {
        base(corners, facing, colour, sideIndex, front);
        if (label(corners, facing, label, colour, sideIndex)) {
            marker(corners, marker);
        } else {
            beside(corners, label, null, marker);
        }
    }

    /** The base outline, in its side's pattern, rimmed, with its front line {@code front} points wide. */
    void base(float[][] corners, Double facing, String colour, int sideIndex, float front) throws IOException {
        Color side = Ink.parse(colour);
        SidePattern pattern = SidePattern.of(sideIndex);
        SymbolPainter.Outline shape = c -> TableProjection.polygon(c, corners);
        float across = (float) (4 * Math.abs(area(corners) / 2) / Math.max(1e-3, perimeter(corners)));
        pattern.fill(cs, shape, TableProjection.bounds(corners), patternColour(side, pattern), across);
        Ink.stroke(cs, Ink.darker(side, 0.35f), 0.8f);
        shape.add(cs);
        cs.stroke();
        if (facing == null) {
            return;
        }
        double fx = Math.sin(Math.toRadians(facing));
        double fy = Math.cos(Math.toRadians(facing));
        double turn = Math.signum(area(corners));
        Ink.stroke(cs, FRONT, front);
        cs.setLineCapStyle(1);
        boolean any = false;
        for (int i = 0; i < corners.length; i++) {
            float[] a = corners[i];
            float[] b = corners[(i + 1) % corners.length];
            double dx = b[0] - a[0];
            double dy = b[1] - a[1];
            double len = Math.hypot(dx, dy);
            // the outward normal of an edge of a counter-clockwise outline is its direction turned right
            double nx = turn * dy / len;
            double ny = -turn * dx / len;
            if (len > 1e-4 && nx * fx + ny * fy >= Math.cos(FRONT_ARC)) {
                cs.moveTo(a[0], a[1]);
                cs.lineTo(b[0], b[1]);
                any = true;
            }
        }
        if (any) {
            cs.stroke();
        }
        cs.setLineCapStyle(0);
    }

    /**
     * A line struck through the base from corner to corner of its bounds, near-black and as thick as a front, with a
     * white edge so it shows on a dark base too: a figure knocked down, told apart without colour.
     */
    void strike(float[][] corners, float width) throws IOException {
        float[] b = TableProjection.bounds(corners);
        float inset = (b[2] - b[0]) * 0.08f;
        for (int pass = 0; pass < 2; pass++) {
            Ink.stroke(cs, pass == 0 ? Color.WHITE : FRONT, pass == 0 ? width * 2.2f : width);
            cs.setLineCapStyle(1);
            cs.moveTo(b[0] + inset, b[1] + inset);
            cs.lineTo(b[2] - inset, b[3] - inset);
            cs.stroke();
        }
        cs.setLineCapStyle(0);
    }

    /**
     * The id inside the base, along its frontage and as large as fits; false (nothing drawn) when it would be
     * smaller than can be read.
     */
    boolean label(float[][] corners, Double facing, String label, String colour, int sideIndex) throws IOException {
        return label(corners, facing, label, colour, sideIndex, false);
    }

    /**
     * As {@link #label(float[][], Double, String, String, int)}; {@code withinRim} keeps the id inside a rimmed
     * pattern's rim (a figure's small round base, whose rim otherwise runs through its id), else it goes beside.
     */
    boolean label(float[][] corners, Double facing, String label, String colour, int sideIndex, boolean withinRim)
            throws IOException {
        String text = PlainText.clean(label).strip();
        if (text.isEmpty()) {
            return true;
        }
        float[] c = centroid(corners);
        double angle = facing == null ? 0 : upright(-facing);
        double ux = Math.cos(Math.toRadians(angle));
        double uy = Math.sin(Math.toRadians(angle));
        // a block centred on its centroid reaches as far along an axis as its farthest corner
        double across = halfExtent(corners, c, ux, uy);
        double high = halfExtent(corners, c, -uy, ux);
        float perPoint = Math.max(0.01f, fonts.width(text, FontSet.Weight.BOLD, 1));
        SidePattern pattern = SidePattern.of(sideIndex);
        // within a round rim the id has the square inside the circle, less the rim's share
        double wide = withinRim ? across * Math.sqrt(2) * pattern.room() : across * 2 * 0.86;
        float size = (float) Math.min(LARGEST, Math.min(high * 2 * 0.62, wide / perPoint));
        if (size < SMALLEST) {
            return false;
        }
        Color side = patternColour(Ink.parse(colour), pattern);
        cs.saveGraphicsState();
        cs.transform(Matrix.getRotateInstance(Math.toRadians(angle), c[0], c[1]));
        pattern.plate(cs, fonts.width(text, FontSet.Weight.BOLD, size), size, 0, 0);
        Ink.fill(cs, pattern == SidePattern.SOLID ? (luminance(side) > 110 ? Ink.TEXT : Color.WHITE)
                : pattern.idInk(side));
        fonts.showCentred(cs, text, FontSet.Weight.BOLD, size, 0, -size * 0.36f);
        cs.restoreGraphicsState();
        return true;
    }

    /**
     * The id beside a small base, on a white ground, to the right unless that runs past {@code limit} (the
     * table's right edge, or null for none), followed by its marker in the marker's colour: a badge on a base too
     * small for its id would cover the id.
     */
    void beside(float[][] corners, String label, Float limit, String marker) throws IOException {
        beside(corners, label, limit, marker, null);
    }

    /**
     * As {@link #beside(float[][], String, Float, String)}, clear of {@code taken} (the page boxes {minX, minY, maxX,
     * maxY} of the bases and of the ids already set beside theirs; null for none): where the usual place would
     * cover one, the id goes left, above or below its base instead, at the first of them that is clear (else where
     * it covers least), so that the ids of figures in base contact do not print over one another. The box it takes
     * is added to {@code taken}.
     */
    void beside(float[][] corners, String label, Float limit, String marker, List<float[]> taken) throws IOException {
        String text = PlainText.clean(label).strip();
        String mark = PlainText.clean(marker == null ? "" : marker).strip();
        if (text.isEmpty()) {
            marker(corners, mark);
            return;
        }
        float[] b = TableProjection.bounds(corners);
        float w = fonts.width(text, FontSet.Weight.BOLD, BESIDE);
        float gap = fonts.width(" ", FontSet.Weight.BOLD, BESIDE);
        float mw = mark.isEmpty() ? 0 : gap + fonts.width(mark, FontSet.Weight.BOLD, BESIDE);
        float x = b[2] + 2;
        if (limit != null && x + w + mw + 1 > limit) {
            x = b[0] - 2 - w - mw;
        }
        float y = (b[1] + b[3]) / 2 - BESIDE * 0.36f;
        if (taken != null) {
            float middle = (b[0] + b[2]) / 2 - (w + mw) / 2;
            float[][] places = {{x, y}, {b[0] - 2 - w - mw, y}, {middle, b[3] + 2.6f}, {middle, b[1] - 1.6f - BESIDE}};
            float least = Float.MAX_VALUE;
            float[] best = places[0];
            for (float[] place : places) {
                float covers = covered(box(place[0], place[1], w + mw), taken);
                if (covers < least - 1e-3f) {
                    least = covers;
                    best = place;
                }
            }
            x = best[0];
            y = best[1];
            taken.add(box(x, y, w + mw));
        }
        Ink.fill(cs, Color.WHITE);
        cs.addRect(x - 1, y - 1.6f, w + mw + 2, BESIDE + 1.2f);
        cs.fill();
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, text, FontSet.Weight.BOLD, BESIDE, x, y);
        if (!mark.isEmpty()) {
            Ink.fill(cs, Ink.ALERT);
            fonts.show(cs, mark, FontSet.Weight.BOLD, BESIDE, x + w + gap, y);
        }
    }

    /** The white ground of an id set beside a base with its baseline starting at (x, y). */
    private static float[] box(float x, float y, float width) {
        return new float[] {x - 1, y - 1.6f, x + width + 1, y - 0.4f + BESIDE};
    }

    /** How much of the box the taken boxes cover, in square points (overlaps counted each time). */
    private static float covered(float[] box, List<float[]> taken) {
        float sum = 0;
        for (float[] t : taken) {
            float w = Math.min(box[2], t[2]) - Math.max(box[0], t[0]);
            float h = Math.min(box[3], t[3]) - Math.max(box[1], t[1]);
            if (w > 0 && h > 0) {
                sum += w * h;
            }
        }
        return sum;
    }

    /**
     * The marker in a white badge at the base's top-right corner (its corner farthest up and right), pushed out past
     * it; on a round base, whose id fills its middle, the badge stands just outside the rim there.
     */
    void marker(float[][] corners, String marker) throws IOException {
        String text = PlainText.clean(marker).strip();
        if (text.isEmpty()) {
            return;
        }
        float[] corner = corners[0];
        for (float[] c : corners) {
            if (c[0] + c[1] > corner[0] + corner[1]) {
                corner = c;
            }
        }
        float size = 5.5f;
        float r = Math.max(3.4f, fonts.width(text, FontSet.Weight.BOLD, size) / 2 + 1.2f);
        float mx = corner[0];
        float my = corner[1];
        // pushed out from the middle past the corner: wholly outside a round base's rim, mostly off a block's
        // corner, so that a block no wider than its id keeps the id readable too
        float[] c = centroid(corners);
        double dx = mx - c[0];
        double dy = my - c[1];
        double d = Math.hypot(dx, dy);
        if (d > 1e-3) {
            double out = corners.length > ROUND ? r : r * 0.6;
            mx = (float) (c[0] + dx / d * (d + out));
            my = (float) (c[1] + dy / d * (d + out));
        }
        Ink.fill(cs, Color.WHITE);
        Ink.stroke(cs, FRONT, 0.5f);
        SymbolPainter.circle(cs, mx, my, r);
        cs.fillAndStroke();
        Ink.fill(cs, Ink.ALERT);
        fonts.showCentred(cs, text, FontSet.Weight.BOLD, size, mx, my - size * 0.36f);
    }

    /** More corners than this: a round base drawn as a polygon, not a block. */
    private static final int ROUND = 8;

    /**
     * A base's fill: its side's colour lightened, by less for a cool colour (blue, green) than for a warm one (red,
     * brown, yellow), so that the usual blue and red sides, alike in lightness, print as two different greys on a
     * black-and-white page; both stay light enough for a dark id and a dark front line.
     */
    static Color baseTint(Color side) {
        float[] hsb = Color.RGBtoHSB(side.getRed(), side.getGreen(), side.getBlue(), null);
        boolean cool = hsb[1] > 0.15f && hsb[0] > 0.2f && hsb[0] < 0.75f;
        double white = cool ? 0.45 : 0.75;
        return new Color(mix(side.getRed(), white), mix(side.getGreen(), white), mix(side.getBlue(), white));
    }

    private static int mix(int c, double white) {
        return (int) Math.round(c + (255 - c) * white);
    }

    /** The colour a pattern is drawn in: the first side's light tint, which carried it alone before patterns. */
    private static Color patternColour(Color side, SidePattern pattern) {
        return pattern == SidePattern.SOLID ? baseTint(side) : side;
    }

    private static double perimeter(float[][] corners) {
        double sum = 0;
        for (int i = 0; i < corners.length; i++) {
            float[] a = corners[i];
            float[] b = corners[(i + 1) % corners.length];
            sum += Math.hypot(b[0] - a[0], b[1] - a[1]);
        }
        return sum;
    }

    /** The side's colour lightened towards white: light enough for a dark id and a dark front line. */
    static Color tint(Color side) {
        return new Color((side.getRed() + 255) / 2, (side.getGreen() + 255) / 2, (side.getBlue() + 255) / 2);
    }

    private static double luminance(Color c) {
        return 0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue();
    }

    /** The angle turned into (-90, 90], so that text along it never reads upside down. */
    private static double upright(double degrees) {
        double a = ((degrees % 180) + 180) % 180;
        return a > 90 ? a - 180 : a;
    }

    private static double halfExtent(float[][] corners, float[] c, double ux, double uy) {
        double most = 0;
        for (float[] p : corners) {
            most = Math.max(most, Math.abs((p[0] - c[0]) * ux + (p[1] - c[1]) * uy));
        }
        return most;
    }

    /** Twice the signed area: positive when the corners run counter-clockwise on the page. */
    private static double area(float[][] corners) {
        double sum = 0;
        for (int i = 0; i < corners.length; i++) {
            float[] a = corners[i];
            float[] b = corners[(i + 1) % corners.length];
            sum += (double) a[0] * b[1] - (double) b[0] * a[1];
        }
        return sum;
    }

    /** The centre of the outline's area (its mean corner when it has none). */
    static float[] centroid(float[][] corners) {
        double a = area(corners);
        if (Math.abs(a) < 1e-6) {
            double x = 0;
            double y = 0;
            for (float[] p : corners) {
                x += p[0];
                y += p[1];
            }
            return new float[] {(float) (x / corners.length), (float) (y / corners.length)};
        }
        double cx = 0;
        double cy = 0;
        for (int i = 0; i < corners.length; i++) {
            float[] p = corners[i];
            float[] q = corners[(i + 1) % corners.length];
            double cross = (double) p[0] * q[1] - (double) q[0] * p[1];
            cx += (p[0] + q[0]) * cross;
            cy += (p[1] + q[1]) * cross;
        }
        return new float[] {(float) (cx / (3 * a)), (float) (cy / (3 * a))};
    }
}
