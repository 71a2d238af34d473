package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import java.io.IOException;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.Test;

class PdfRendererTest {

    private static final PdfRenderer RENDERER = new PdfRenderer();

    private static byte[] render(PlayerView view, boolean scripted) {
        return RENDERER.render(view, SampleViews.masthead(scripted));
    }

    @Test
    void theMapShowsEveryCounterAndEveryLegendName() {
        List<String> pages = Pdfs.pages(render(SampleViews.skirmish(), false));
        String map = pages.get(0);
        for (CounterView counter : SampleViews.counters()) {
            assertTrue(map.contains(counter.label()), counter.label() + " in " + map);
        }
        for (LegendEntry entry : SampleViews.LEGEND) {
            assertTrue(map.contains(entry.name()), entry.name());
        }
    }

    /** Skirmish pieces on hexes have no facing, so the legend of a real skirmish map explains no triangle. */
    @Test
    void aHexMapsLegendDoesNotExplainAFacingTriangle() throws Exception {
        herald.engine.Ruleset skirmish = new herald.engine.skirmish.Skirmish();
        String json = java.nio.file.Files.readString(java.nio.file.Path.of(
                "../templates/src/main/resources/herald/templates/scenarios/skirmish/village.json"));
        herald.engine.RulesState state = skirmish.initial();
        for (herald.engine.RuleEvent e : skirmish.setUp(json, "village.json")) {
            state = skirmish.apply(state, e);
        }
        String side = ((herald.engine.skirmish.SkirmishState) state).sideIds().get(0);
        String hexMap = Pdfs.pages(render(skirmish.view(state, side), false)).get(0);
        String squareMap = Pdfs.pages(render(SampleViews.skirmish(), false)).get(0);

        assertTrue(hexMap.contains("Counter: piece id in the middle"), hexMap);
        assertFalse(hexMap.contains("triangle"), hexMap);
        assertTrue(squareMap.contains("the triangle shows the way it faces"), squareMap);
    }

    @Test
    void theMapPageCarriesTheDeadlineAndCoordinates() {
        String map = Pdfs.pages(render(SampleViews.skirmish(), false)).get(0);
        assertTrue(map.contains("Next orders due: Saturday 14 March 2026, 18:00 UTC"), map);
        assertTrue(map.contains("A B C D E F G H I J K L M N O P Q R S T"), map);
        assertTrue(map.contains("16"), map);
    }

    @Test
    void theRecordSheetHoldsEveryRowAndTheNotes() {
        String text = Pdfs.text(render(SampleViews.skirmish(), false));
        for (List<String> row : SampleViews.recordSheet(8).rows()) {
            for (String cell : row) {
                assertTrue(text.contains(cell), cell);
            }
        }
        for (String note : SampleViews.notes()) {
            assertTrue(text.contains(note), note);
        }
    }

    @Test
    void theReportKeepsEveryLineWithItsMinusAndDivisionSigns() {
        String text = Pdfs.text(render(SampleViews.skirmish(), false));
        for (ReportSection section : SampleViews.report(SampleViews.REPORT_LINES)) {
            assertTrue(text.contains(section.heading()), section.heading());
            for (String line : section.lines()) {
                assertTrue(text.contains(line), line + "\nnot in\n" + text);
            }
        }
        assertTrue(text.contains("17 −2 moved −1 shield = 14, ÷2 = 7"));
    }

    @Test
    void everyPageHasTheHeaderAndPageNOfM() {
        List<String> pages = Pdfs.pages(render(SampleViews.skirmish(), false));
        assertEquals(3, pages.size());
        for (int i = 0; i < pages.size(); i++) {
            String page = pages.get(i);
            int n = i + 1;
            assertAll("page " + n,
                    () -> assertTrue(page.contains("The Ambush at Durenor Ford"), page),
                    () -> assertTrue(page.contains("Game durenor-7"), page),
                    () -> assertTrue(page.contains("Turn 3"), page),
                    () -> assertTrue(page.contains("Sommerlund patrol"), page),
                    () -> assertTrue(page.contains("awaiting orders for turn 4"), page),
                    () -> assertTrue(page.contains("Page " + n + " of 3"), page));
        }
    }

    @Test
    void scriptedDiceAreAnnouncedOnEveryPage() {
        List<String> pages = Pdfs.pages(render(SampleViews.skirmish(), true));
        for (String page : pages) {
            assertTrue(page.contains("SCRIPTED DICE — not a fair game"), page);
        }
    }

    @Test
    void fairDiceAreNotCalledScripted() {
        String text = Pdfs.text(render(SampleViews.skirmish(), false));
        assertFalse(text.toUpperCase().contains("SCRIPTED"), text);
    }

    @Test
    void aLongReportFlowsOverMorePages() {
        List<String> fire = IntStream.rangeClosed(1, 300)
                .mapToObj(i -> "Line " + i + ": S4 fires at G7, 17 −2 = 15, ÷2 = 7; rolled " + i % 100)
                .toList();
        PlayerView view = SampleViews.view("Sommerlund patrol", 20, 16,
                herald.engine.BoardKind.SQUARES, SampleViews.counters(),
                List.of(SampleViews.recordSheet(8)), SampleViews.notes(), SampleViews.report(fire));
        byte[] pdf = render(view, false);
        List<String> pages = Pdfs.pages(pdf);
        assertTrue(pages.size() >= 3 + 5, "pages: " + pages.size());
        String text = String.join(" ", pages);
        assertTrue(text.contains("Line 1: S4 fires"));
        assertTrue(text.contains("Line 300: S4 fires at G7, 17 −2 = 15, ÷2 = 7; rolled 0"));
        assertTrue(pages.get(pages.size() - 1).contains("Page " + pages.size() + " of " + pages.size()));
    }

    @Test
    void aLongSheetContinuesUnderRepeatedHeads() {
        PlayerView view = SampleViews.view("Sommerlund patrol", 20, 16,
                herald.engine.BoardKind.SQUARES, SampleViews.counters(),
                List.of(SampleViews.recordSheet(60)), List.of(), SampleViews.report(List.of()));
        List<String> pages = Pdfs.pages(render(view, false));
        List<String> sheetPages = pages.stream().filter(p -> p.contains("patrol: record sheet")).toList();
        assertTrue(sheetPages.size() >= 2, "sheet pages: " + sheetPages.size());
        for (String page : sheetPages) {
            assertTrue(page.contains("Id Name Weapon Wounds State Notes"), page);
        }
        assertTrue(sheetPages.get(1).contains("record sheet (continued)"));
        String text = String.join(" ", pages);
        for (int i = 1; i <= 60; i++) {
            assertTrue(text.contains("S" + i + " "), "row S" + i);
        }
    }

    @Test
    void theFontsAreEmbeddedOnEveryPage() throws IOException {
        byte[] pdf = render(SampleViews.skirmish(), true);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            int fonts = 0;
            for (PDPage page : doc.getPages()) {
                PDResources resources = page.getResources();
                for (COSName name : resources.getFontNames()) {
                    PDFont font = resources.getFont(name);
                    assertTrue(font.isEmbedded(), font.getName());
                    fonts++;
                }
            }
            assertTrue(fonts >= 2 * doc.getNumberOfPages(), "fonts: " + fonts);
        }
    }

    @Test
    void theDocumentIsDescribed() throws IOException {
        try (PDDocument doc = Loader.loadPDF(render(SampleViews.skirmish(), false))) {
            PDDocumentInformation info = doc.getDocumentInformation();
            assertEquals("Herald turn report", info.getSubject());
            assertEquals("Herald", info.getCreator());
            assertTrue(info.getTitle().contains("The Ambush at Durenor Ford"), info.getTitle());
        }
    }

    @Test
    void aThirtyByThirtyBoardFitsTheMapPage() {
        PlayerView view = SampleViews.view("Sommerlund patrol", 30, 30,
                herald.engine.BoardKind.SQUARES, SampleViews.counters(),
                List.of(SampleViews.recordSheet(4)), List.of(), SampleViews.report(List.of()));
        List<String> pages = Pdfs.pages(render(view, false));
        assertEquals(3, pages.size());
        assertTrue(pages.get(0).contains("AD"), pages.get(0));
        assertTrue(pages.get(0).contains("Stream (3 MP, no fire from it)"));
    }

    @Test
    void aHexBoardRenders() {
        PlayerView view = SampleViews.view("Sommerlund patrol", 18, 15,
                herald.engine.BoardKind.HEXES, SampleViews.counters(),
                List.of(SampleViews.recordSheet(4)), List.of(), SampleViews.report(List.of()));
        String map = Pdfs.pages(render(view, false)).get(0);
        assertTrue(map.contains("0101"), map);
        assertTrue(map.contains("G8"), map);
    }

    @Test
    void everyCounterOfAStackKeepsItsLabel() {
        List<CounterView> stack = List.of(
                CounterView.of(5, 5, "X1", SampleViews.GIAKS, 0),
                CounterView.of(5, 5, "X2", SampleViews.GIAKS, 90),
                CounterView.of(5, 5, "X3", SampleViews.SOMMERLUND, null),
                new CounterView(7, 7, "R1", SampleViews.SOMMERLUND, 45, "W", 6, 6));
        PlayerView view = SampleViews.view("Sommerlund patrol", 10, 10,
                herald.engine.BoardKind.SQUARES, stack, List.of(), List.of(),
                SampleViews.report(List.of()));
        String map = Pdfs.pages(render(view, false)).get(0);
        for (String label : List.of("X1", "X2", "X3", "R1")) {
            assertTrue(map.contains(label), label + " in " + map);
        }
    }

    @Test
    void anEmptyTurnStillMakesAPdf() {
        PlayerView view = new PlayerView("Empty", null, "Umpire", 0,
                SampleViews.board(1, 1, herald.engine.BoardKind.SQUARES, List.of()),
                List.of(), List.of(), List.of());
        List<String> pages = Pdfs.pages(RENDERER.render(view,
                new Masthead("g", "", "", false, "")));
        assertEquals(2, pages.size());
        assertTrue(pages.get(1).contains("Nothing happened this turn."));
    }
}
