package herald.renderer;

import herald.engine.view.CounterView;
import java.awt.Color;
import java.io.IOException;
import org.apache.pdfbox.util.Matrix;

/**
 * A counter: a rounded square in the side colour and the side's {@link SidePattern} with a thin dark outline, the
 * label centred in bold, a dark triangle poking out of the edge it faces, and its marker in a white corner badge.
 * A piece on two cells is one capsule over both, labelled and faced at its head.
 */
final class CounterPainter {

    private static final Color OUTLINE = new Color(0x15, 0x15, 0x15);

    private final Canvas cs;
    private final FontSet fonts;

    CounterPainter(Canvas cs, FontSet fonts) {
        this.cs = cs;
        this.fonts = fonts;
    }

    /**
     * Draws the counter with its head centred on (cx, cy), side s; the tail centre is used only
     * when the counter has a tail.
     */
    void draw(CounterView counter, float cx, float cy, float s, float tailX, float tailY,
            boolean hasTail) throws IOException {
        Color body = Ink.parse(counter.colour());
        SidePattern pattern = SidePattern.of(counter.side());
        if (hasTail) {
            capsule(cx, cy, tailX, tailY, s, body, pattern);
        } else {
            roundedSquare(cx, cy, s, body, pattern);
        }
        if (counter.facingDegrees() != null) {
            facing(cx, cy, s, counter.facingDegrees());
        }
        label(counter.label(), cx, cy, s, body, pattern);
        String marker = PlainText.clean(counter.marker()).strip();
        if (!marker.isEmpty()) {
            marker(marker, cx, cy, s);
        }
    }

    private void roundedSquare(float cx, float cy, float s, Color body, SidePattern pattern)
            throws IOException {
        SymbolPainter.Outline shape = c -> roundedRect(cx - s / 2, cy - s / 2, s, s, s * 0.18f);
        pattern.fill(cs, shape, new float[] {cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2}, body, s);
        Ink.stroke(cs, OUTLINE, Math.max(0.5f, s * 0.035f));
        shape.add(cs);
        cs.stroke();
    }

    private void capsule(float hx, float hy, float tx, float ty, float s, Color body, SidePattern pattern)
            throws IOException {
        float dx = hx - tx;
        float dy = hy - ty;
        float length = (float) Math.hypot(dx, dy);
        cs.saveGraphicsState();
        cs.transform(Matrix.getRotateInstance(Math.atan2(dy, dx), (hx + tx) / 2, (hy + ty) / 2));
        float half = (length + s) / 2;
        SymbolPainter.Outline shape = c -> roundedRect(-half, -s / 2, length + s, s, s * 0.32f);
        pattern.fill(cs, shape, new float[] {-half, -s / 2, half, s / 2}, body, s);
        Ink.stroke(cs, OUTLINE, Math.max(0.5f, s * 0.035f));
        shape.add(cs);
        cs.stroke();
        Ink.stroke(cs, Ink.isLight(pattern.ground(body)) ? OUTLINE : Color.WHITE, Math.max(0.4f, s * 0.025f));
        cs.setLineDashPattern(new float[] {s * 0.08f, s * 0.08f}, 0);
        cs.moveTo(0, -s * 0.3f);
        cs.lineTo(0, s * 0.3f);
        cs.stroke();
        cs.restoreGraphicsState();
    }

    private void facing(float cx, float cy, float s, int degrees) throws IOException {
        cs.saveGraphicsState();
        double angle = Math.toRadians(-degrees);
        cs.transform(Matrix.getRotateInstance(angle, cx, cy));
        float edge = edgeDistance(s, angle);
        float base = edge - s * 0.13f;
        float apex = edge + s * 0.15f;
        float half = s * 0.22f;
        Ink.fill(cs, OUTLINE);
        Ink.stroke(cs, Color.WHITE, Math.max(0.4f, s * 0.025f));
        cs.moveTo(-half, base);
        cs.lineTo(0, apex);
        cs.lineTo(half, base);
        cs.closePath();
        cs.fillAndStroke();
        cs.restoreGraphicsState();
    }

    /** How far the rounded square's edge is from its centre in the direction it faces. */
    private static float edgeDistance(float s, double angle) {
        double along = Math.max(Math.abs(Math.sin(angle)), Math.abs(Math.cos(angle)));
        double toSide = s / 2 / along;
        double toCorner = s / 2 * Math.sqrt(2) - s * 0.18 * (Math.sqrt(2) - 1);
        return (float) Math.min(toSide, toCorner);
    }

    private void label(String text, float cx, float cy, float s, Color body, SidePattern pattern)
            throws IOException {
        String label = PlainText.clean(text).strip();
        if (label.isEmpty()) {
            return;
        }
        float room = s * pattern.room();
        float perPoint = Math.max(0.01f, fonts.width(label, FontSet.Weight.BOLD, 1));
        float size = Math.min(s * 0.42f, room / perPoint);
        size = Math.max(size, 3.5f);
        label = fonts.fit(label, FontSet.Weight.BOLD, size, room);
        pattern.plate(cs, fonts.width(label, FontSet.Weight.BOLD, size), size, cx, cy);
        Ink.fill(cs, pattern.idInk(body));
        fonts.showCentred(cs, label, FontSet.Weight.BOLD, size, cx, cy - size * 0.36f);
    }

    private void marker(String marker, float cx, float cy, float s) throws IOException {
        float r = s * 0.22f;
        float mx = cx + s / 2 - r * 0.55f;
        float my = cy - s / 2 + r * 0.55f;
        Ink.fill(cs, Color.WHITE);
        Ink.stroke(cs, OUTLINE, Math.max(0.4f, s * 0.03f));
        SymbolPainter.circle(cs, mx, my, r);
        cs.fillAndStroke();
        float size = Math.min(r * 1.35f,
                r * 1.7f / Math.max(0.01f, fonts.width(marker, FontSet.Weight.BOLD, 1)));
        Ink.fill(cs, Ink.ALERT);
        fonts.showCentred(cs, marker, FontSet.Weight.BOLD, size, mx, my - size * 0.36f);
    }

    private void roundedRect(float x, float y, float w, float h, float r) throws IOException {
        float k = 0.5523f * r;
        cs.moveTo(x + r, y);
        cs.lineTo(x + w - r, y);
        cs.curveTo(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
        cs.lineTo(x + w, y + h - r);
        cs.curveTo(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
        cs.lineTo(x + r, y + h);
        cs.curveTo(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
        cs.lineTo(x, y + r);
        cs.curveTo(x, y + r - k, x + r - k, y, x + r, y);
        cs.closePath();
    }
}
