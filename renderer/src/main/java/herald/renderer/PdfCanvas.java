package herald.renderer;

import java.awt.Color;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.util.Matrix;

/** A {@link Canvas} that is a PDF page's content stream: every call is the operator of the same name. */
final class PdfCanvas implements Canvas, AutoCloseable {
    private final PDPageContentStream cs;

    PdfCanvas(PDPageContentStream cs) {
        this.cs = cs;
    }

    @Override
    public void moveTo(float x, float y) throws IOException {
        cs.moveTo(x, y);
    }

    @Override
    public void lineTo(float x, float y) throws IOException {
        cs.lineTo(x, y);
    }

    @Override
    public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) throws IOException {
        cs.curveTo(x1, y1, x2, y2, x3, y3);
    }

    @Override
    public void closePath() throws IOException {
        cs.closePath();
    }

    @Override
    public void addRect(float x, float y, float width, float height) throws IOException {
        cs.addRect(x, y, width, height);
    }

    @Override
    public void fill() throws IOException {
        cs.fill();
    }

    @Override
    public void stroke() throws IOException {
        cs.stroke();
    }

    @Override
    public void fillAndStroke() throws IOException {
        cs.fillAndStroke();
    }

    @Override
    public void clip() throws IOException {
        cs.clip();
    }

    @Override
    public void saveGraphicsState() throws IOException {
        cs.saveGraphicsState();
    }

    @Override
    public void restoreGraphicsState() throws IOException {
        cs.restoreGraphicsState();
    }

    @Override
    public void transform(Matrix matrix) throws IOException {
        cs.transform(matrix);
    }

    @Override
    public void setLineCapStyle(int style) throws IOException {
        cs.setLineCapStyle(style);
    }

    @Override
    public void setLineJoinStyle(int style) throws IOException {
        cs.setLineJoinStyle(style);
    }

    @Override
    public void setLineDashPattern(float[] pattern, float phase) throws IOException {
        cs.setLineDashPattern(pattern, phase);
    }

    @Override
    public void setStrokingColor(Color colour) throws IOException {
        cs.setStrokingColor(colour);
    }

    @Override
    public void setNonStrokingColor(Color colour) throws IOException {
        cs.setNonStrokingColor(colour);
    }

    @Override
    public void setLineWidth(float width) throws IOException {
        cs.setLineWidth(width);
    }

    @Override
    public void showText(PDType0Font font, FontSet.Weight weight, float size, float x, float y, String text, float width)
            throws IOException {
        cs.beginText();
        cs.setFont(font, size);
        cs.newLineAtOffset(x, y);
        cs.showText(text);
        cs.endText();
    }

    @Override
    public void close() throws IOException {
        cs.close();
    }
}
