package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.Masthead;
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
    void a_piece_that_fell_is_marked_where_it_fell_with_its_id_and_the_key_says_so() throws IOException {
        List<Trace> traces = new ArrayList<>(TRACES);
        traces.add(new Trace(Trace.Kind.FELL, "G7", "#b23a2f", List.of(new Trace.Place(7, 11)), false));
        PlayerView plain = SampleViews.skirmish();
        byte[] pdf = new PdfRenderer().render(plain.withMap(plain.board().withTraces(traces)), SampleViews.masthead(false));
        Files.createDirectories(Path.of("target/samples"));
        Files.write(Path.of("target/samples/fell.pdf"), pdf);
        String map = Pdfs.pages(pdf).get(0);
        assertTrue(map.contains("This turn: move fire close combat fell here hit"), map);
        assertTrue(map.contains("G7"), "the fallen piece's id stands by its cross, the counter being gone: " + map);
    }

    @Test
    void the_header_names_the_turn_reported_and_wraps_a_long_status_instead_of_cutting_it() throws IOException {
        String status = "awaiting orders: Turn 4 of 10: fire, movement and combat orders from both sides, each"
                + " side's own, every piece at once";
        Masthead masthead = new Masthead("durenor-7", "Anna Kowalski", "", false, status);
        byte[] pdf = new PdfRenderer().render(SampleViews.skirmish().withTurn(3), masthead);
        Files.createDirectories(Path.of("target/samples"));
        Files.write(Path.of("target/samples/header-wrapped.pdf"), pdf);
        String page = Pdfs.pages(pdf).get(0);
        assertTrue(page.contains("Game durenor-7 · Turn 3 report"), page);
        assertTrue(page.contains("each side's own, every piece at once"), "the status's end is printed: " + page);
        String setUp = Pdfs.pages(new PdfRenderer().render(SampleViews.skirmish().withTurn(0), masthead)).get(0);
        assertTrue(setUp.contains("Game durenor-7 · Set-up"), setUp);
    }

    @Test
    void a_phase_in_which_nothing_happened_prints_no_heading() throws IOException {
        PlayerView v = SampleViews.skirmish().withReport(List.of(new ReportSection("Turn 3 - Phase 1: first fire", List.of()),
                new ReportSection("Turn 3 - Phase 2: movement", List.of("S2 moves D4 → D6, 2 squares via D5 (2 MP, 6 left)"))));
        String text = Pdfs.text(new PdfRenderer().render(v, SampleViews.masthead(false)));
        assertFalse(text.contains("Phase 1: first fire"), text);
        assertTrue(text.contains("Turn 3 - Phase 2: movement S2 moves D4 → D6, 2 squares"), text);
        String nothing = Pdfs.text(new PdfRenderer().render(v.withReport(List.of(new ReportSection("Turn 3 - Phase 1: first fire",
                List.of()))), SampleViews.masthead(false)));
        assertTrue(nothing.contains("Turn report Nothing happened this turn."), nothing);
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
