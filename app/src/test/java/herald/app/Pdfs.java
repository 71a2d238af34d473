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
}
