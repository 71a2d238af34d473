package herald.renderer;

import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.SheetTable;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Calendar;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;

/**
 * Draws one recipient's turn as a PDF: the map page, the record sheet pages and the turn
 * report, A4 portrait, with the masthead on every page. Safe to share: fonts are read once, and
 * each call builds its own document.
 */
public final class PdfRenderer {

    private final FontLibrary library;

    /** Loads the fonts once; system fallback fonts are opened only when a name needs them. */
    public PdfRenderer() {
        this.library = new FontLibrary();
    }

    /** The PDF for this view, as bytes ready to attach to a mail. */
    public byte[] render(PlayerView view, Masthead masthead) {
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(masthead, "masthead");
        try (PDDocument doc = new PDDocument()) {
            FontSet fonts = new FontSet(doc, library);
            PageWriter pages = new PageWriter(doc, fonts, masthead.scriptedDice());
            new MapPainter(pages).paint(view, masthead);
            if (!view.sheets().isEmpty() || !view.notes().isEmpty()) {
                pages.newPage();
                SheetPainter sheets = new SheetPainter(pages);
                for (SheetTable sheet : view.sheets()) {
                    sheets.paint(sheet);
                }
                new ReportPainter(pages).notes(view.notes());
            }
            pages.newPage();
            new ReportPainter(pages).report(view.turn(), view.report());
            if (view.orders() != null) {
                pages.down(16);
                new CardPainter(pages).paint(view.orders());
            }
            pages.finish(view, masthead);
            describe(doc, view, masthead);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the turn PDF", e);
        }
    }

    private static void describe(PDDocument doc, PlayerView view, Masthead masthead) {
        PDDocumentInformation info = doc.getDocumentInformation();
        info.setTitle(PlainText.clean(view.scenarioTitle()) + ", turn " + view.turn() + ", "
                + PlainText.clean(view.sideName()));
        info.setSubject("Herald turn report");
        info.setCreator("Herald");
        info.setKeywords("game " + PlainText.clean(masthead.gameId())
                + (masthead.scriptedDice() ? ", scripted dice" : ""));
        info.setCreationDate(Calendar.getInstance());
    }
}
