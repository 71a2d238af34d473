package herald.renderer;

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
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;

/**
 * A campaign's documents: a side's campaign sheet after a battle, and the campaign book. Each is chapters of
 * plain sections and record-sheet tables under a title, with the page frame of every Herald PDF (the campaign
 * in the header, whom it is for, page N of M) and an outline entry per chapter.
 */
public final class CampaignRenderer {
    private final FontLibrary library = new FontLibrary();

    /**
     * A document: its title, the line under it ("Campaign sheet after battle 2"), whom it is for, the campaign's
     * name for the header and footer, and its chapters.
     */
    public record Document(String title, String subtitle, String campaign, String recipient, List<Chapter> chapters) {
        public Document {
            chapters = List.copyOf(chapters);
        }
    }

    /** One chapter: its outline name, sections of lines, then tables. */
    public record Chapter(String title, List<ReportSection> sections, List<SheetTable> tables) {
        public Chapter {
            sections = List.copyOf(sections);
            tables = List.copyOf(tables);
        }
    }

    public byte[] render(Document document) {
        Objects.requireNonNull(document, "document");
        try (PDDocument doc = new PDDocument()) {
            FontSet fonts = new FontSet(doc, library);
            PageWriter pages = new PageWriter(doc, fonts, false);
            PageWriter.Frame frame = new PageWriter.Frame(document.title(), "Campaign " + PlainText.clean(document.campaign()),
                    "For " + PlainText.clean(document.recipient()), false, "Herald  ·  campaign "
                    + PlainText.clean(document.campaign()));
            pages.frame(frame);
            List<PDOutlineItem> outline = new ArrayList<>();
            pages.newPage();
            pages.down(10);
            BookRenderer.titled(pages, fonts, document.title(), document.subtitle());
            boolean first = true;
            for (Chapter chapter : document.chapters()) {
                if (!first) {
                    pages.newPage();
                }
                first = false;
                outline.add(BookRenderer.item(chapter.title(), pages.page()));
                new ReportPainter(pages).sections(chapter.sections());
                SheetPainter sheets = new SheetPainter(pages);
                for (SheetTable table : chapter.tables()) {
                    sheets.paint(table);
                }
            }
            pages.finish(frame);
            PDDocumentOutline root = new PDDocumentOutline();
            outline.forEach(root::addLast);
            root.openNode();
            doc.getDocumentCatalog().setDocumentOutline(root);
            doc.getDocumentInformation().setTitle(PlainText.clean(document.title() + ": " + document.subtitle()));
            doc.getDocumentInformation().setSubject("Herald campaign");
            doc.getDocumentInformation().setCreator("Herald");
            doc.getDocumentInformation().setCreationDate(Calendar.getInstance());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the campaign's " + document.subtitle(), e);
        }
    }
}
