package herald.renderer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDPageContentStream.AppendMode;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/** Where a {@link PageWriter}'s A4 pages go: a PDF document, or SVG pictures of the same pages. */
interface Surface {

    /** Ends the page being drawn, if any, and begins the next. */
    Canvas newPage() throws IOException;

    int pages();

    /** The page at {@code index} again, to draw over what is on it (the frame, once the page count is known). */
    Canvas over(int index) throws IOException;

    /** Ends whatever canvas is open. */
    void end() throws IOException;

    /** A PDF document's pages. */
    final class Pdf implements Surface {
        private final PDDocument doc;
        private PdfCanvas open;

        Pdf(PDDocument doc) {
            this.doc = doc;
        }

        @Override
        public Canvas newPage() throws IOException {
            end();
            PDPage page = new PDPage(PDRectangle.A4);
            doc.addPage(page);
            open = new PdfCanvas(new PDPageContentStream(doc, page));
            return open;
        }

        @Override
        public int pages() {
            return doc.getNumberOfPages();
        }

        @Override
        public Canvas over(int index) throws IOException {
            end();
            open = new PdfCanvas(new PDPageContentStream(doc, doc.getPage(index), AppendMode.APPEND, true, true));
            return open;
        }

        @Override
        public void end() throws IOException {
            if (open != null) {
                open.close();
                open = null;
            }
        }

        PDPage last() {
            return doc.getPage(doc.getNumberOfPages() - 1);
        }
    }

    /** Each page an SVG picture, kept open: the site cuts each to what was drawn on it. */
    final class Svg implements Surface {
        private final List<SvgCanvas> pages = new ArrayList<>();
        private final String ids;

        /** @param ids what every id in the pictures begins with (see {@link SvgCanvas}) */
        Svg(String ids) {
            this.ids = ids;
        }

        @Override
        public Canvas newPage() {
            SvgCanvas page = new SvgCanvas(PDRectangle.A4.getHeight(), ids + "p" + (pages.size() + 1) + "-");
            pages.add(page);
            return page;
        }

        @Override
        public int pages() {
            return pages.size();
        }

        @Override
        public Canvas over(int index) {
            return pages.get(index);
        }

        @Override
        public void end() {
            // nothing to close: the pictures are strings
        }

        List<SvgCanvas> drawn() {
            return List.copyOf(pages);
        }
    }
}
