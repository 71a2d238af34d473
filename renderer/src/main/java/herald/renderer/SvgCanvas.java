package herald.renderer;

import java.awt.Color;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.util.Matrix;

/**
 * A {@link Canvas} that writes SVG: the painters' PDF drawing as a web page's picture. Coordinates stay
 * PDF's (the whole picture is flipped once, y up), paths are written in page points with the current
 * transformation applied, and text is set in the browser's copy of DejaVu (or a fallback) held to the
 * width the embedded font gives it. What was drawn is measured, so the picture can be cut to it.
 */
final class SvgCanvas implements Canvas {

    /** What PDF's q and Q save and restore, plus the clip groups opened since the save. */
    private record State(Color fill, Color stroke, float width, float[] dash, float phase, int cap, int join,
            AffineTransform ctm, int clips) {
        State with(AffineTransform to) {
            return new State(fill, stroke, width, dash, phase, cap, join, to, clips);
        }

        State withFill(Color c) {
            return new State(c, stroke, width, dash, phase, cap, join, ctm, clips);
        }

        State withStroke(Color c) {
            return new State(fill, c, width, dash, phase, cap, join, ctm, clips);
        }

        State withWidth(float w) {
            return new State(fill, stroke, w, dash, phase, cap, join, ctm, clips);
        }

        State withDash(float[] d, float p) {
            return new State(fill, stroke, width, d, p, cap, join, ctm, clips);
        }

        State withCap(int c) {
            return new State(fill, stroke, width, dash, phase, c, join, ctm, clips);
        }

        State withJoin(int j) {
            return new State(fill, stroke, width, dash, phase, cap, j, ctm, clips);
        }

        State withClips(int n) {
            return new State(fill, stroke, width, dash, phase, cap, join, ctm, n);
        }
    }

    /** The faces of {@link FontSet.Weight}, DejaVu where the reader has it, else the nearest a browser has. */
    private static final String FACES = "svg .regular,svg .bold{font-family:'DejaVu Sans',Verdana,Arial,sans-serif}"
            + "svg .bold{font-weight:bold}svg .mono{font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace}";

    private final float height;
    /** Begins each clip's id: pictures set in one page must not share ids, or one's clip would cut another. */
    private final String ids;
    private final StringBuilder body = new StringBuilder();
    private final StringBuilder path = new StringBuilder();
    private final Deque<State> saved = new ArrayDeque<>();
    private State state = new State(Color.BLACK, Color.BLACK, 1, null, 0, 0, 0, new AffineTransform(), 0);
    private final float[] pathBounds = {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
    private final float[] drawn = {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
    private int clipIds;

    /**
     * @param height the page's height in points, where PDF's y = 0 is
     * @param ids what every id in the picture begins with, unique among the pictures of one web page
     */
    SvgCanvas(float height, String ids) {
        this.height = height;
        this.ids = ids;
    }

    @Override
    public void moveTo(float x, float y) {
        point('M', x, y);
    }

    @Override
    public void lineTo(float x, float y) {
        point('L', x, y);
    }

    @Override
    public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
        point('C', x1, y1);
        point(' ', x2, y2);
        point(' ', x3, y3);
    }

    @Override
    public void closePath() {
        path.append('Z');
    }

    @Override
    public void addRect(float x, float y, float width, float height) {
        moveTo(x, y);
        lineTo(x + width, y);
        lineTo(x + width, y + height);
        lineTo(x, y + height);
        closePath();
    }

    @Override
    public void fill() {
        paint(true, false);
    }

    @Override
    public void stroke() {
        paint(false, true);
    }

    @Override
    public void fillAndStroke() {
        paint(true, true);
    }

    @Override
    public void clip() {
        String id = ids + "clip" + (++clipIds);
        body.append("<clipPath id=\"").append(id).append("\"><path d=\"").append(path).append("\"/></clipPath><g clip-path=\"url(#")
                .append(id).append(")\">");
        state = state.withClips(state.clips() + 1);
        endPath();
    }

    @Override
    public void saveGraphicsState() {
        saved.push(state);
        state = state.with(new AffineTransform(state.ctm())).withClips(0);
    }

    @Override
    public void restoreGraphicsState() {
        body.append("</g>".repeat(state.clips()));
        state = saved.pop();
    }

    @Override
    public void transform(Matrix matrix) {
        AffineTransform to = new AffineTransform(state.ctm());
        to.concatenate(matrix.createAffineTransform());
        state = state.with(to);
    }

    @Override
    public void setLineCapStyle(int style) {
        state = state.withCap(style);
    }

    @Override
    public void setLineJoinStyle(int style) {
        state = state.withJoin(style);
    }

    @Override
    public void setLineDashPattern(float[] pattern, float phase) {
        state = state.withDash(pattern.length == 0 ? null : pattern.clone(), phase);
    }

    @Override
    public void setStrokingColor(Color colour) {
        state = state.withStroke(colour);
    }

    @Override
    public void setNonStrokingColor(Color colour) {
        state = state.withFill(colour);
    }

    @Override
    public void setLineWidth(float width) {
        state = state.withWidth(width);
    }

    @Override
    public void showText(PDType0Font font, FontSet.Weight weight, float size, float x, float y, String text,
            float width) {
        // PDF's text space is y up like the picture's flipped group: the glyphs are flipped back upright.
        AffineTransform at = new AffineTransform(state.ctm());
        at.translate(x, y);
        at.scale(1, -1);
        double[] m = new double[6];
        at.getMatrix(m);
        body.append("<text transform=\"matrix(");
        for (int i = 0; i < 6; i++) {
            body.append(i == 0 ? "" : " ").append(Svg.number(m[i]));
        }
        body.append(")\" font-size=\"").append(Svg.number(size)).append("\" class=\"")
                .append(weight.name().toLowerCase(Locale.ROOT)).append('"');
        if (width > 0) {
            body.append(" textLength=\"").append(Svg.number(width)).append("\" lengthAdjust=\"spacingAndGlyphs\"");
        }
        body.append(" fill=\"").append(Svg.hex(state.fill())).append("\">").append(Svg.escape(text)).append("</text>");
        for (float[] corner : new float[][] {{x, y - size * 0.25f}, {x + width, y + size * 0.8f},
                {x, y + size * 0.8f}, {x + width, y - size * 0.25f}}) {
            Point2D p = state.ctm().transform(new Point2D.Float(corner[0], corner[1]), null);
            measure((float) p.getX(), (float) p.getY());
        }
    }

    /**
     * The picture, cut to what was drawn with {@code margin} points around it; its size in the page's
     * points, so a page that sets its width scales it whole.
     */
    String svg(String title, float margin) {
        float left = drawn[0] - margin;
        float top = height - drawn[3] - margin;
        float w = drawn[2] - drawn[0] + 2 * margin;
        float h = drawn[3] - drawn[1] + 2 * margin;
        if (drawn[0] > drawn[2]) {
            left = top = 0;
            w = h = 1;
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" + Svg.number(left) + " " + Svg.number(top) + " "
                + Svg.number(w) + " " + Svg.number(h) + "\" width=\"" + Svg.number(w) + "\" height=\"" + Svg.number(h)
                + "\" role=\"img\"><title>" + Svg.escape(title) + "</title><style>" + FACES + "</style><g transform=\"matrix(1 0 0 -1 0 "
                + Svg.number(height) + ")\">" + body + "</g></svg>";
    }

    private void point(char op, float x, float y) {
        Point2D p = state.ctm().transform(new Point2D.Float(x, y), null);
        if (op != ' ') {
            path.append(op);
        } else {
            path.append(' ');
        }
        // A tenth of a point (0.035 mm) in a path: a fifth of a pixel on a phone zoomed sixfold, and half the bytes.
        path.append(Svg.tenths(p.getX())).append(',').append(Svg.tenths(p.getY()));
        pathBounds[0] = Math.min(pathBounds[0], (float) p.getX());
        pathBounds[1] = Math.min(pathBounds[1], (float) p.getY());
        pathBounds[2] = Math.max(pathBounds[2], (float) p.getX());
        pathBounds[3] = Math.max(pathBounds[3], (float) p.getY());
    }

    private void paint(boolean fill, boolean stroke) {
        if (path.length() == 0) {
            return;
        }
        body.append("<path d=\"").append(path).append('"');
        body.append(" fill=\"").append(fill ? Svg.hex(state.fill()) : "none").append('"');
        float scale = (float) Math.sqrt(Math.abs(state.ctm().getDeterminant()));
        if (stroke) {
            body.append(" stroke=\"").append(Svg.hex(state.stroke())).append("\" stroke-width=\"")
                    .append(Svg.number(Math.max(state.width() * scale, 0.01))).append('"');
            if (state.cap() != 0) {
                body.append(" stroke-linecap=\"").append(state.cap() == 1 ? "round" : "square").append('"');
            }
            if (state.join() != 0) {
                body.append(" stroke-linejoin=\"").append(state.join() == 1 ? "round" : "bevel").append('"');
            }
            if (state.dash() != null) {
                body.append(" stroke-dasharray=\"");
                for (int i = 0; i < state.dash().length; i++) {
                    body.append(i == 0 ? "" : " ").append(Svg.number(state.dash()[i] * scale));
                }
                body.append("\" stroke-dashoffset=\"").append(Svg.number(state.phase() * scale)).append('"');
            }
        }
        body.append("/>");
        float half = stroke ? state.width() * scale / 2 : 0;
        measure(pathBounds[0] - half, pathBounds[1] - half);
        measure(pathBounds[2] + half, pathBounds[3] + half);
        endPath();
    }

    private void endPath() {
        path.setLength(0);
        pathBounds[0] = pathBounds[1] = Float.MAX_VALUE;
        pathBounds[2] = pathBounds[3] = -Float.MAX_VALUE;
    }

    /** Widens what was drawn to the point (in page points, y up), clipped or not: the cut errs on the wide side. */
    private void measure(float x, float y) {
        drawn[0] = Math.min(drawn[0], x);
        drawn[1] = Math.min(drawn[1], y);
        drawn[2] = Math.max(drawn[2], x);
        drawn[3] = Math.max(drawn[3], y);
    }
}
