package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.Trace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.junit.jupiter.api.Test;

/** Traces on the map come with their key; the battle book's outline leads to each turn's own pages. */
class TraceAndBookTest {
    private static final List<Trace> TRACES = List.of(
            new Trace(Trace.Kind.MOVE, "S2", "#2f6fb2", List.of(new Trace.Place(4, 5), new Trace.Place(4, 4),
                    new Trace.Place(4, 3)), false),
            new Trace(Trace.Kind.FIRE, "S3", "#2f6fb2", List.of(new Trace.Place(6, 2), new Trace.Place(7, 11)), true),
            new Trace(Trace.Kind.ATTACK, "G4", "#b23a2f", List.of(new Trace.Place(9, 12), new Trace.Place(8, 4)), false));

    private static PlayerView withTraces(PlayerView v) {
        return v.withMap(v.board().withTraces(TRACES));
    }

    @Test
    void a_map_with_traces_carries_their_key_and_a_plain_map_does_not() throws IOException {
        PlayerView plain = SampleViews.skirmish();
        byte[] with = new PdfRenderer().render(withTraces(plain), SampleViews.masthead(false));
        byte[] without = new PdfRenderer().render(plain, SampleViews.masthead(false));
        assertTrue(Pdfs.pages(with).get(0).contains("This turn: move fire close combat hit"), Pdfs.pages(with).get(0));
        assertFalse(Pdfs.text(without).contains("This turn:"));
        Path out = Path.of("target/samples");
        Files.createDirectories(out);
        Files.write(out.resolve("traces.pdf"), with);
    }

    @Test
    void the_book_has_an_outline_entry_per_chapter_leading_to_that_chapters_map() throws IOException {
        PlayerView v = SampleViews.skirmish();
        List<BookRenderer.Chapter> turns = new ArrayList<>();
        for (int t = 1; t <= 3; t++) {
            PlayerView turn = new PlayerView(v.scenarioTitle(), v.side(), v.sideName(), t, v.board().withTraces(TRACES),
                    v.sheets(), v.notes(), List.of(new ReportSection("Turn " + t, List.of("Line of turn " + t + "."))));
            turns.add(new BookRenderer.Chapter("Turn " + t, turn, SampleViews.masthead(false)));
        }
        BookRenderer.Cover cover = new BookRenderer.Cover("The Ambush at Durenor Ford",
                List.of(new ReportSection("Dice", List.of("Fair dice, checked."))));
        byte[] pdf = new BookRenderer().render(cover, turns, new BookRenderer.Chapter("Final record sheets", v,
                SampleViews.masthead(false)));
        List<String> pages = Pdfs.pages(pdf);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            List<String> titles = new ArrayList<>();
            for (PDOutlineItem item : doc.getDocumentCatalog().getDocumentOutline().children()) {
                titles.add(item.getTitle());
                int page = doc.getPages().indexOf(item.findDestinationPage(doc));
                if (item.getTitle().startsWith("Turn ")) {
                    String n = item.getTitle().substring(5);
                    assertTrue(pages.get(page).contains("Map") && pages.get(page).contains("Turn " + n),
                            item.getTitle() + " opens its map, headed with its turn: " + pages.get(page));
                    assertTrue(pages.get(page + 1).contains("Line of turn " + n + "."), "then its report");
                }
            }
            assertEquals(List.of("Cover", "Turn 1", "Turn 2", "Turn 3", "Final record sheets"), titles);
        }
        assertTrue(pages.get(0).contains("Fair dice, checked."), "the cover");
    }
}
