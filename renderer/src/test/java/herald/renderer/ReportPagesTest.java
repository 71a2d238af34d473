package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.view.ReportSection;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** A report running over several pages never breaks one of its lines across a page. */
class ReportPagesTest {

    @Test
    void aWrappedReportLineIsPrintedWholeOnOnePage() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 90; i++) {
            lines.add("S" + i + " fires longbow at G" + i + ", 5 squares, short: 17 −2 moved −1 shield −3 rocks +3 veteran"
                    + " = 14; rolled " + (i % 100) + ": miss, and the line goes on long enough to wrap onto a second line");
        }
        byte[] pdf = new PdfRenderer().render(SampleViews.view("Long report", 10, 8, BoardKind.SQUARES,
                SampleViews.counters().subList(0, 2), List.of(), List.of(), List.of(new ReportSection("Fire", lines))),
                SampleViews.masthead(false));
        List<String> pages = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFTextStripper stripper = new PDFTextStripper();
            for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                stripper.setStartPage(p);
                stripper.setEndPage(p);
                pages.add(stripper.getText(doc).replaceAll("\\s+", ""));
            }
        }
        assertTrue(pages.size() >= 4, "the report runs over pages: " + pages.size());
        for (String line : lines) {
            String whole = line.replaceAll("\\s+", "");
            assertTrue(pages.stream().anyMatch(p -> p.contains(whole)), "printed whole on one page: " + line);
        }
    }
}
