package herald.renderer;

import java.awt.Color;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.util.Matrix;

/**
 * What the painters draw on: a PDF page ({@link PdfCanvas}) or an SVG picture of the same drawing
 * ({@link SvgCanvas}, the replay site's maps). One drawing, two surfaces: a counter is drawn once, so the
 * PDF and the page cannot come to differ. The names are PDFBox's content-stream operators, in PDF's
 * coordinates (points, origin bottom left); a path is built, then filled, stroked or made the clip.
 */
interface Canvas {

    void moveTo(float x, float y) throws IOException;

    void lineTo(float x, float y) throws IOException;

    void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) throws IOException;

    void closePath() throws IOException;

    void addRect(float x, float y, float width, float height) throws IOException;

    void fill() throws IOException;

    void stroke() throws IOException;

    void fillAndStroke() throws IOException;

    /** The path becomes part of the clip until the state is restored; nothing is painted. */
    void clip() throws IOException;

    void saveGraphicsState() throws IOException;

    void restoreGraphicsState() throws IOException;

    void transform(Matrix matrix) throws IOException;

    /** 0 butt, 1 round, 2 projecting square, as PDF numbers them. */
    void setLineCapStyle(int style) throws IOException;

    /** 0 mitre, 1 round, 2 bevel, as PDF numbers them. */
    void setLineJoinStyle(int style) throws IOException;

    void setLineDashPattern(float[] pattern, float phase) throws IOException;

    void setStrokingColor(Color colour) throws IOException;

    void setNonStrokingColor(Color colour) throws IOException;

    void setLineWidth(float width) throws IOException;

    /**
     * One run of text in one face, its baseline starting at (x, y), in the fill colour.
     *
     * @param width the run's advance as the embedded font measures it: a surface that sets the text in
     *     another copy of the face (a browser's) holds it to this width, so the layout stays the PDF's
     */
    void showText(PDType0Font font, FontSet.Weight weight, float size, float x, float y, String text, float width)
            throws IOException;
}
