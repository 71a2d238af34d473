package herald.renderer;

import herald.engine.view.Trace;
import java.awt.Color;
import java.io.IOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Draws what happened in the turn over the map: a move as a solid arrow along its path, a charge as a heavy
 * arrow with a double head, a line of fire as a dashed arrow, a spell as a dotted one, a close-combat attack as
 * a short heavy arrow, a burst where fire, a spell or an attack told, and a cross with the piece's id where a
 * piece fell (killed or removed: it is gone from the map, so the cross is what tells the player). Every line has a white halo so it reads
 * over terrain and pieces. Where the lines fall comes from the map's {@link Projection} (on a grid they stop
 * short of the counters so the labels stay readable; on a table they end at the very points measured); sizes
 * follow its box, so they hold on a phone.
 */
final class TracePainter {
    /** The height of the key's first row; each further row adds {@link #KEY_ROW}. */
    static final float KEY_HEIGHT = 22;
    static final float KEY_ROW = 16;
    private static final float KEY_TEXT = 10.5f;
    private static final String KEY_TITLE = "This turn:";

    private final Canvas cs;
    private final FontSet fonts;
    /** The room after each name in the key. */
    private final float keyGap;

    TracePainter(Canvas cs, FontSet fonts) {
        this(cs, fonts, 16);
    }

    TracePainter(Canvas cs, FontSet fonts, float keyGap) {
        this.cs = cs;
        this.fonts = fonts;
        this.keyGap = keyGap;
    }

    /** The kinds of trace among these, in the key's order; and whether any told, for the burst's entry. */
    static Set<Trace.Kind> kinds(List<Trace> traces) {
        Set<Trace.Kind> kinds = EnumSet.noneOf(Trace.Kind.class);
        traces.forEach(t -> kinds.add(t.kind()));
        return kinds;
    }

    static boolean anyHit(List<Trace> traces) {
        return traces.stream().anyMatch(t -> !t.isPath() && t.hit());
    }

    void draw(List<Trace> traces, Projection p) throws IOException {
        float box = p.box();
        for (Trace t : traces) {
            if (t.kind() == Trace.Kind.FELL) {
                fell(p.pageX(t.last()), p.pageY(t.last()), Math.max(4.5f, box * 0.26f), t.label());
                continue;
            }
            float[] xs = new float[t.places().size()];
            float[] ys = new float[t.places().size()];
            for (int i = 0; i < xs.length; i++) {
                xs[i] = p.pageX(t.places().get(i));
                ys[i] = p.pageY(t.places().get(i));
            }
            shorten(xs, ys, p.startGap(t.kind()), p.endGap(t.kind()));
            Color ink = Ink.darker(Ink.parse(t.colour()), 0.15f);
            float width = switch (t.kind()) {
                case MOVE -> Math.max(1.6f, box * 0.08f);
                case FIRE, SPELL -> Math.max(1.3f, box * 0.06f);
                case ATTACK, CHARGE, FELL -> Math.max(2.6f, box * 0.14f);
            };
            float[] dash = dash(t.kind(), width);
            line(xs, ys, Color.WHITE, width + 2.2f, dash);
            line(xs, ys, ink, width, dash);
            int n = xs.length;
            float headSize = Math.max(width * 2.6f, box * 0.22f);
            head(xs[n - 2], ys[n - 2], xs[n - 1], ys[n - 1], ink, headSize);
            if (t.kind() == Trace.Kind.CHARGE) {
                float[] back = back(xs[n - 2], ys[n - 2], xs[n - 1], ys[n - 1], headSize * 0.7f);
                head(xs[n - 2], ys[n - 2], back[0], back[1], ink, headSize);
            }
            if (t.isPath()) {
                Ink.fill(cs, ink);
                Ink.stroke(cs, Color.WHITE, 1f);
                circle(xs[0], ys[0], Math.max(2f, box * 0.08f));
                cs.fillAndStroke();
            } else if (t.hit()) {
                float[] at = p.burst(t.last(), xs[n - 2], ys[n - 2]);
                burst(at[0], at[1], Math.max(4f, box * 0.2f));
            }
        }
    }

    /** A fire line is dashed and a spell dotted (round caps turn zero-length dashes into dots). */
    private static float[] dash(Trace.Kind kind, float width) {
        return switch (kind) {
            case FIRE -> new float[] {width * 3, width * 2};
            case SPELL -> new float[] {0.01f, width * 2.4f};
            default -> new float[0];
        };
    }

    /** The height of the key for these kinds in this width. */
    float keyHeight(Set<Trace.Kind> kinds, boolean hit, float width) throws IOException {
        return KEY_HEIGHT + (keyRows(kinds, hit, 0, 0, width, false) - 1) * KEY_ROW;
    }

    /** The key under the map: one sample of each kind of trace given, and the burst when asked, row after row. */
    void key(Set<Trace.Kind> kinds, boolean hit, float left, float top, float width) throws IOException {
        keyRows(kinds, hit, left, top, width, true);
    }

    private int keyRows(Set<Trace.Kind> kinds, boolean hit, float left, float top, float width, boolean draw)
            throws IOException {
        float y = top - KEY_HEIGHT / 2 - 2;
        float x = left;
        if (draw) {
            Ink.fill(cs, Ink.TEXT);
            fonts.show(cs, KEY_TITLE, FontSet.Weight.BOLD, KEY_TEXT, x, y - 3.5f);
        }
        float indent = fonts.width(KEY_TITLE, FontSet.Weight.BOLD, KEY_TEXT) + 10;
        x += indent;
        int rows = 1;
        List<Trace.Kind> order = List.of(Trace.Kind.MOVE, Trace.Kind.CHARGE, Trace.Kind.FIRE, Trace.Kind.SPELL,
                Trace.Kind.ATTACK, Trace.Kind.FELL);
        List<Trace.Kind> shown = order.stream().filter(kinds::contains).toList();
        int items = shown.size() + (hit ? 1 : 0);
        for (int i = 0; i < items; i++) {
            Trace.Kind kind = i < shown.size() ? shown.get(i) : null;
            String name = kind == null ? "hit" : name(kind);
            float sample = kind == null || kind == Trace.Kind.FELL ? 16 : 36;
            float nameWidth = fonts.width(name, FontSet.Weight.REGULAR, KEY_TEXT);
            if (x > left + indent && x + sample + nameWidth > left + width) {
                rows++;
                x = left + indent;
                y -= KEY_ROW;
            }
            if (draw) {
                sample(kind, x, y);
                Ink.fill(cs, Ink.TEXT);
                fonts.show(cs, name, FontSet.Weight.REGULAR, KEY_TEXT, x + sample, y - 3.5f);
            }
            x += sample + nameWidth + keyGap;
        }
        return rows;
    }

    private static String name(Trace.Kind kind) {
        return switch (kind) {
            case MOVE -> "move";
            case CHARGE -> "charge";
            case FIRE -> "fire";
            case SPELL -> "spell";
            case ATTACK -> "close combat";
            case FELL -> "fell here";
        };
    }

    /** A short line drawn as the kind is drawn on the map, or the burst for null. */
    private void sample(Trace.Kind kind, float x, float y) throws IOException {
        if (kind == null) {
            burst(x + 6, y, 6);
            return;
        }
        if (kind == Trace.Kind.FELL) {
            fell(x + 6, y, 5, "");
            return;
        }
        float width = switch (kind) {
            case MOVE -> 1.8f;
            case FIRE, SPELL -> 1.4f;
            case ATTACK, CHARGE, FELL -> 3f;
        };
        float[] dash = switch (kind) {
            case FIRE -> new float[] {4, 3};
            case SPELL -> new float[] {0.01f, 3.4f};
            default -> new float[0];
        };
        line(new float[] {x, x + 26}, new float[] {y, y}, Ink.TEXT, width, dash);
        head(x, y, x + 30, y, Ink.TEXT, 7);
        if (kind == Trace.Kind.CHARGE) {
            head(x, y, x + 25, y, Ink.TEXT, 7);
        }
    }

    /** The point {@code by} back from (x, y) towards (fromX, fromY). */
    private static float[] back(float fromX, float fromY, float x, float y, float by) {
        float len = (float) Math.hypot(x - fromX, y - fromY);
        if (len < 1e-3) {
            return new float[] {x, y};
        }
        float f = Math.min(by, len * 0.5f) / len;
        return new float[] {x - (x - fromX) * f, y - (y - fromY) * f};
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

    /**
     * A heavy black cross on a white halo, as a casualty is marked on a paper map, with the piece's id beside
     * it on a white slip: black on white reads the same printed in grey.
     */
    private void fell(float cx, float cy, float r, String label) throws IOException {
        float[][] arms = {{cx - r, cy - r, cx + r, cy + r}, {cx - r, cy + r, cx + r, cy - r}};
        for (int pass = 0; pass < 2; pass++) {
            for (float[] a : arms) {
                line(new float[] {a[0], a[2]}, new float[] {a[1], a[3]}, pass == 0 ? Color.WHITE : Ink.TEXT,
                        pass == 0 ? r * 0.75f + 2.4f : r * 0.75f, new float[0]);
            }
        }
        String text = PlainText.clean(label);
        if (text.isEmpty()) {
            return;
        }
        float size = Math.max(6f, Math.min(9f, r * 1.2f));
        float w = fonts.width(text, FontSet.Weight.BOLD, size);
        float x = cx + r * 0.7f;
        float y = cy - r * 0.7f - size;
        Ink.fill(cs, Color.WHITE);
        Ink.stroke(cs, Ink.TEXT, 0.5f);
        cs.addRect(x - 1.2f, y - 1.6f, w + 2.4f, size + 1.6f);
        cs.fillAndStroke();
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, text, FontSet.Weight.BOLD, size, x, y);
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
