package herald.renderer;

import herald.engine.view.Trace;
import java.awt.Color;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/**
 * Draws what happened in the turn over the map: a move as a solid arrow along its path, a line of fire
 * as a dashed arrow, a close-combat attack as a short heavy arrow, and a burst where fire or an attack
 * told. Every line has a white halo so it reads over terrain and counters, and stops short of the
 * counter it points at so the label stays readable; sizes follow the cell, so they hold on a phone.
 */
final class TracePainter {
    /** The height of the key drawn under the map when there are traces. */
    static final float KEY_HEIGHT = 22;

    private final PDPageContentStream cs;
    private final FontSet fonts;

    TracePainter(PDPageContentStream cs, FontSet fonts) {
        this.cs = cs;
        this.fonts = fonts;
    }

    void draw(List<Trace> traces, BoardGeometry g) throws IOException {
        for (Trace t : traces) {
            float[] xs = new float[t.places().size()];
            float[] ys = new float[t.places().size()];
            for (int i = 0; i < xs.length; i++) {
                Trace.Place c = t.places().get(i);
                int x = (int) Math.round(c.x());
                xs[i] = g.centreX(x);
                ys[i] = g.centreY(x, (int) Math.round(c.y()));
            }
            float box = g.box();
            // A move starts at the square the piece left (now empty) and ends at its counter; fire and
            // attacks join two counters, so both ends stop at the counters' edges.
            float startGap = t.kind() == Trace.Kind.MOVE ? 0 : box * 0.36f;
            shorten(xs, ys, startGap, box * 0.40f);
            Color ink = Ink.darker(Ink.parse(t.colour()), 0.15f);
            float width = switch (t.kind()) {
                case MOVE -> Math.max(1.6f, box * 0.08f);
                case FIRE, SPELL -> Math.max(1.3f, box * 0.06f);
                case ATTACK, CHARGE -> Math.max(2.6f, box * 0.14f);
            };
            float[] dash = t.kind() == Trace.Kind.FIRE ? new float[] {width * 3, width * 2} : new float[0];
            line(xs, ys, Color.WHITE, width + 2.2f, dash);
            line(xs, ys, ink, width, dash);
            int n = xs.length;
            head(xs[n - 2], ys[n - 2], xs[n - 1], ys[n - 1], ink, Math.max(width * 2.6f, box * 0.22f));
            if (t.kind() == Trace.Kind.MOVE) {
                Ink.fill(cs, ink);
                Ink.stroke(cs, Color.WHITE, 1f);
                circle(xs[0], ys[0], Math.max(2f, box * 0.08f));
                cs.fillAndStroke();
            } else if (t.hit()) {
                Trace.Place target = t.places().get(t.places().size() - 1);
                int tx = (int) Math.round(target.x());
                burst(g.centreX(tx) + box * 0.30f, g.centreY(tx, (int) Math.round(target.y())) + box * 0.30f,
                        Math.max(4f, box * 0.2f));
            }
        }
    }

    /** The key under the map: one sample of each kind of trace. */
    void key(float left, float top, float width) throws IOException {
        float y = top - KEY_HEIGHT / 2 - 2;
        float x = left;
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, "This turn:", FontSet.Weight.BOLD, 10.5f, x, y - 3.5f);
        x += fonts.width("This turn:", FontSet.Weight.BOLD, 10.5f) + 10;
        String[] names = {"move", "fire", "close combat", "hit"};
        float[] widths = {1.8f, 1.4f, 3f, 0};
        for (int i = 0; i < names.length; i++) {
            if (i < 3) {
                float[] dash = i == 1 ? new float[] {4, 3} : new float[0];
                line(new float[] {x, x + 26}, new float[] {y, y}, Ink.TEXT, widths[i], dash);
                head(x, y, x + 30, y, Ink.TEXT, 7);
                x += 36;
            } else {
                burst(x + 6, y, 6);
                x += 16;
            }
            Ink.fill(cs, Ink.TEXT);
            fonts.show(cs, names[i], FontSet.Weight.REGULAR, 10.5f, x, y - 3.5f);
            x += fonts.width(names[i], FontSet.Weight.REGULAR, 10.5f) + 16;
            if (x > left + width) {
                break;
            }
        }
    }

    private void line(float[] xs, float[] ys, Color ink, float width, float[] dash) throws IOException {
        Ink.stroke(cs, ink, width);
        cs.setLineDashPattern(dash, 0);
        cs.setLineCapStyle(1);
        cs.setLineJoinStyle(1);
        cs.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) {
            cs.lineTo(xs[i], ys[i]);
        }
        cs.stroke();
        cs.setLineDashPattern(new float[0], 0);
    }

    private void head(float fromX, float fromY, float x, float y, Color ink, float size) throws IOException {
        double angle = Math.atan2(y - fromY, x - fromX);
        float lx = (float) (x - size * Math.cos(angle - 0.45));
        float ly = (float) (y - size * Math.sin(angle - 0.45));
        float rx = (float) (x - size * Math.cos(angle + 0.45));
        float ry = (float) (y - size * Math.sin(angle + 0.45));
        Ink.fill(cs, ink);
        Ink.stroke(cs, Color.WHITE, 0.9f);
        cs.moveTo(x, y);
        cs.lineTo(lx, ly);
        cs.lineTo(rx, ry);
        cs.closePath();
        cs.fillAndStroke();
    }

    /** An eight-pointed star in alarm red with a white rim: "this told". */
    private void burst(float cx, float cy, float r) throws IOException {
        Ink.fill(cs, Ink.ALERT);
        Ink.stroke(cs, Color.WHITE, 1f);
        for (int i = 0; i < 16; i++) {
            double a = Math.PI * i / 8;
            float rr = i % 2 == 0 ? r : r * 0.45f;
            float px = (float) (cx + rr * Math.cos(a));
            float py = (float) (cy + rr * Math.sin(a));
            if (i == 0) {
                cs.moveTo(px, py);
            } else {
                cs.lineTo(px, py);
            }
        }
        cs.closePath();
        cs.fillAndStroke();
    }

    private void circle(float cx, float cy, float r) throws IOException {
        float k = 0.552f * r;
        cs.moveTo(cx + r, cy);
        cs.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
        cs.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
        cs.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
        cs.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
        cs.closePath();
    }

    /** Pulls the first point forward by {@code start} and the last back by {@code end}, along their segments. */
    private static void shorten(float[] xs, float[] ys, float start, float end) {
        int n = xs.length;
        pull(xs, ys, 0, 1, start);
        pull(xs, ys, n - 1, n - 2, end);
    }

    private static void pull(float[] xs, float[] ys, int i, int towards, float by) {
        float dx = xs[towards] - xs[i];
        float dy = ys[towards] - ys[i];
        float len = (float) Math.hypot(dx, dy);
        if (len < 1e-3 || by <= 0) {
            return;
        }
        float f = Math.min(by, len * 0.45f) / len;
        xs[i] += dx * f;
        ys[i] += dy * f;
    }
}
