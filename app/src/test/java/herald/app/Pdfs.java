package herald.app;

import java.io.IOException;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/** Reads back the text of a PDF Herald made, with white space folded so wrapped lines still match. */
final class Pdfs {
    private Pdfs() {}

    static String text(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return fold(new PDFTextStripper().getText(doc));
        } catch (IOException e) {
            throw new IllegalStateException("not a readable PDF", e);
        }
    }

    static String fold(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }

    /**
     * True when the PDF's text holds the line, spaces aside: text extraction may add a space inside a
     * word where glyphs stand wide apart, or lose one at a wrap, and neither is the renderer's fault.
     */
    static boolean holds(String pdfText, String line) {
        return pdfText.replaceAll("\\s+", "").contains(line.replaceAll("\\s+", ""));
    }
}
