package herald.renderer;

import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.io.IOException;
import java.util.List;

/**
 * An open table on the page at a round print scale, 1 cm of paper = N inches of table, so that a player with a
 * centimetre ruler converts in his head and one with an inch ruler uses the scale bar. The origin is the table's
 * bottom-left corner and y runs up the page, as on the table. A place is drawn exactly where the scale puts it.
 */
final class TableProjection implements Projection {

    static final double POINTS_PER_CM = 72 / 2.54;
    /** The round scales offered, largest drawing first; a table too big for all of them gets a coarser one. */
    private static final int[] INCHES_PER_CM = {1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100};

    private final TableMap table;
    private final double inchesPerCm;
    private final float left;
    private final float bottom;

    TableProjection(TableMap table, double inchesPerCm, float left, float bottom) {
        this.table = table;
        this.inchesPerCm = inchesPerCm;
        this.left = left;
        this.bottom = bottom;
    }

    /** The next coarser scale after 1 cm = {@code inchesPerCm} inches: the next round one, then a quarter more. */
    static double nextScale(double inchesPerCm) {
        for (int k : INCHES_PER_CM) {
            if (k > inchesPerCm) {
                return k;
            }
        }
        return Math.ceil(inchesPerCm * 1.25);
    }

    static double pointsPerInch(double inchesPerCm) {
        return POINTS_PER_CM / inchesPerCm;
    }

    double pointsPerInch() {
        return pointsPerInch(inchesPerCm);
    }

    double inchesPerCm() {
        return inchesPerCm;
    }

    TableMap table() {
        return table;
    }

    /** "1 cm = 4 inches". */
    String scale() {
        return "1 cm = " + inches(inchesPerCm) + (inchesPerCm == 1 ? " inch" : " inches");
    }

    /** A length in inches as printed: "48", "47.5". */
    static String inches(double value) {
        double tenths = Math.round(value * 10) / 10.0;
        return tenths == Math.rint(tenths) ? String.valueOf((long) tenths) : String.valueOf(tenths);
    }

    float x(double inchesX) {
        return (float) (left + inchesX * pointsPerInch());
    }

    float y(double inchesY) {
        return (float) (bottom + inchesY * pointsPerInch());
    }

    float left() {
        return left;
    }

    float bottom() {
        return bottom;
    }

    float right() {
        return x(table.width());
    }

    float top() {
        return y(table.depth());
    }

    float width() {
        return right() - left;
    }

    float height() {
        return top() - bottom;
    }

    @Override
    public float pageX(Trace.Place place) {
        return x(place.x());
    }

    @Override
    public float pageY(Trace.Place place) {
        return y(place.y());
    }

    /** About two inches of table, kept between a middling and a large counter's size, so that arrows read. */
    @Override
    public float box() {
        return (float) Math.max(20, Math.min(28, 2 * pointsPerInch()));
    }

    @Override
    public float startGap(Trace.Kind kind) {
        return 0;
    }

    @Override
    public float endGap(Trace.Kind kind) {
        return 0;
    }

    @Override
    public float[] burst(Trace.Place target, float fromX, float fromY) {
        float x = pageX(target);
        float y = pageY(target);
        float len = (float) Math.max(1e-3, Math.hypot(x - fromX, y - fromY));
        float ux = (x - fromX) / len;
        float uy = (y - fromY) / len;
        float back = Math.min(len / 2, box() * 0.45f);
        return new float[] {x - ux * back - uy * box() * 0.4f, y - uy * back + ux * box() * 0.4f};
    }

    /** The outline's corners on the page, as {x, y} pairs. */
    float[][] corners(List<Trace.Place> outline) {
        float[][] out = new float[outline.size()][];
        for (int i = 0; i < out.length; i++) {
            out[i] = new float[] {pageX(outline.get(i)), pageY(outline.get(i))};
        }
        return out;
    }

    /** Adds a closed polygon through page corners to the current path. */
    static void polygon(Canvas cs, float[][] corners) throws IOException {
        cs.moveTo(corners[0][0], corners[0][1]);
        for (int i = 1; i < corners.length; i++) {
            cs.lineTo(corners[i][0], corners[i][1]);
        }
        cs.closePath();
    }

    /** {min x, min y, max x, max y} of page corners. */
    static float[] bounds(float[][] corners) {
        float[] b = {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (float[] c : corners) {
            b[0] = Math.min(b[0], c[0]);
            b[1] = Math.min(b[1], c[1]);
            b[2] = Math.max(b[2], c[0]);
            b[3] = Math.max(b[3], c[1]);
        }
        return b;
    }
}
