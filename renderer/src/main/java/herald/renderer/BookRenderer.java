package herald.renderer;

import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageFitDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;

/**
 * The battle book: a whole game as one PDF. A cover (what was fought, by whom, how it ended, whether the
 * dice can be checked), then for each resolved window its map, with the moves, lines of fire and attacks
 * drawn, and its report (a chapter without report lines, like the opening position, is its map alone); at
 * the end the final record sheets. The PDF outline has an entry for the cover,
 * each turn and the final sheets, so a reader on a phone jumps straight to turn 7.
 */
public final class BookRenderer {
    private final FontLibrary library = new FontLibrary();

    /** One turn of the book: the outline's name for it, what the reader sees, and the page frame. */
    public record Chapter(String title, PlayerView view, Masthead masthead) {}

    /** The cover: a title and sections of plain lines. */
    public record Cover(String title, List<ReportSection> sections) {
        public Cover {
            sections = List.copyOf(sections);
        }
    }

    public byte[] render(Cover cover, List<Chapter> turns, Chapter end) {
        Objects.requireNonNull(cover, "cover");
        Objects.requireNonNull(end, "end");
        try (PDDocument doc = new PDDocument()) {
            FontSet fonts = new FontSet(doc, library);
            PageWriter pages = new PageWriter(doc, fonts, end.masthead().scriptedDice());
            List<PDOutlineItem> outline = new ArrayList<>();
            pages.frame(end.view(), end.masthead());
            pages.newPage();
            outline.add(item("Cover", pages.page()));
            coverPage(pages, fonts, cover);
            for (Chapter turn : turns) {
                pages.frame(turn.view(), turn.masthead());
                new MapPainter(pages).paint(turn.view(), turn.masthead());
                outline.add(item(turn.title(), pages.page()));
                if (!turn.view().report().isEmpty()) {
                    pages.newPage();
                    new ReportPainter(pages).report(turn.view().turn(), turn.view().report());
                }
                if (turn.view().orders() != null) {
                    pages.newPage();
                    new CardPainter(pages).paint(turn.view().orders());
                }
            }
            pages.frame(end.view(), end.masthead());
            pages.newPage();
            outline.add(item(end.title(), pages.page()));
            SheetPainter sheets = new SheetPainter(pages);
            for (SheetTable sheet : end.view().sheets()) {
                sheets.paint(sheet);
            }
            new ReportPainter(pages).notes(end.view().notes());
            pages.finish(end.view(), end.masthead());
            PDDocumentOutline root = new PDDocumentOutline();
            outline.forEach(root::addLast);
            root.openNode();
            doc.getDocumentCatalog().setDocumentOutline(root);
            doc.getDocumentInformation().setTitle(PlainText.clean(cover.title()));
            doc.getDocumentInformation().setSubject("Herald battle book");
            doc.getDocumentInformation().setCreator("Herald");
            doc.getDocumentInformation().setCreationDate(Calendar.getInstance());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the battle book", e);
        }
    }

    private static void coverPage(PageWriter pages, FontSet fonts, Cover cover) throws IOException {
        pages.down(30);
        titled(pages, fonts, cover.title(), "The battle book");
        new ReportPainter(pages).sections(cover.sections());
    }

    /** A document's title, wrapped, and the muted line under it: the book's cover and a campaign's documents. */
    static void titled(PageWriter pages, FontSet fonts, String title, String subtitle) throws IOException {
        for (String line : fonts.wrap(title, FontSet.Weight.BOLD, 24, pages.width())) {
            Ink.fill(pages.cs(), Ink.TEXT);
            fonts.show(pages.cs(), line, FontSet.Weight.BOLD, 24, pages.left(), pages.y() - 24);
            pages.down(30);
        }
        Ink.fill(pages.cs(), Ink.MUTED);
        fonts.show(pages.cs(), PlainText.clean(subtitle), FontSet.Weight.REGULAR, 14, pages.left(), pages.y() - 14);
        pages.down(34);
    }

    /** An outline entry that opens {@code page}. */
    static PDOutlineItem item(String title, PDPage page) {
        PDOutlineItem item = new PDOutlineItem();
        item.setTitle(PlainText.clean(title));
        PDPageFitDestination dest = new PDPageFitDestination();
        dest.setPage(page);
        item.setDestination(dest);
        return item;
    }
}
