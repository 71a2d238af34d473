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

    /**
     * The text without the page frame (the header's game, turn and recipient lines and the footer), so
     * that a paragraph running over a page break reads as one: text extraction puts the frame, drawn
     * last, in the middle of it.
     */
    static String body(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return fold(new PDFTextStripper().getText(doc).lines()
                    .filter(l -> !l.matches("Game \\S+ +· +(Turn \\d+|Set-up).*") && !l.matches("For .+ +· +.*")
                            && !l.matches("Herald +· +game \\S+.*") && !l.matches("SCRIPTED DICE.*"))
                    .collect(java.util.stream.Collectors.joining("\n")));
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

    /** The map page's pixels below the page header and above the footer, as a string to compare. */
    static String mapPage(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            java.awt.image.BufferedImage image = new org.apache.pdfbox.rendering.PDFRenderer(doc)
                    .renderImageWithDPI(0, 40, org.apache.pdfbox.rendering.ImageType.GRAY);
            int top = 40 * 62 / 72;
            int bottom = image.getHeight() - 40 * 42 / 72;
            java.util.List<Integer> pixels = new java.util.ArrayList<>();
            for (int y = top; y < bottom; y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    pixels.add(image.getRGB(x, y) & 0xff);
                }
            }
            return Integer.toHexString(pixels.hashCode()) + "/" + pixels.size();
        }
    }
}
