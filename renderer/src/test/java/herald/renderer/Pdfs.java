package herald.renderer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/** Reading rendered PDFs back, as a player's viewer would. */
final class Pdfs {

    private Pdfs() {}

    /** The text of each page, whitespace runs folded to one space. */
    static List<String> pages(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            List<String> pages = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper();
            for (int i = 1; i <= doc.getNumberOfPages(); i++) {
                stripper.setStartPage(i);
                stripper.setEndPage(i);
                pages.add(fold(stripper.getText(doc)));
            }
            return pages;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(byte[] pdf) {
        return String.join(" ", pages(pdf));
    }

    static String fold(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    static int pageCount(byte[] pdf) {
        return pages(pdf).size();
    }
}
