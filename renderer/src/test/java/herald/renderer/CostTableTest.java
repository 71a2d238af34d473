package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.view.BoardView;
import herald.engine.view.LegendEntry;
import herald.engine.view.LegendEntry.Cost;
import herald.engine.view.LegendEntry.Symbol;
import herald.engine.view.PlayerView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where kinds of piece pay differently to move, the legend is a table: a row a terrain, a column a kind. */
class CostTableTest {

    @Test
    void each_kind_is_named_once_and_its_costs_stand_in_its_column() {
        List<LegendEntry> legend = List.of(
                new LegendEntry("open", "Open ground", "#cfe3a6", Symbol.NONE,
                        List.of(new Cost("Drakkarim", "1"), new Cost("Dwarves of Bor", "1"))),
                new LegendEntry("rocks", "Rocks", "#9e9e9e", Symbol.ROCKS,
                        List.of(new Cost("Drakkarim", "3"), new Cost("Dwarves of Bor", "2"))),
                new LegendEntry("water", "Water (impassable)", "#93c6e8", Symbol.WAVES));
        BoardView board = new BoardView(BoardKind.SQUARES, 6, 4, true, List.of("A", "B", "C", "D", "E", "F"),
                List.of("1", "2", "3", "4"), "open", List.of(new BoardView.TerrainCell(0, 0, "rocks")), legend,
                List.of());
        byte[] pdf = new PdfRenderer().render(new PlayerView("Costs", null, "Umpire", 1, board, List.of(), List.of(),
                List.of()), SampleViews.masthead(false));
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        assertEquals(1, words.stream().filter(w -> w.text().equals("Drakkarim")).count(), "named once, as a heading");
        PdfShapes.Word drakkarim = words.stream().filter(w -> w.text().equals("Drakkarim")).findFirst().orElseThrow();
        PdfShapes.Word rocks = words.stream().filter(w -> w.text().equals("Rocks")).findFirst().orElseThrow();
        PdfShapes.Word three = words.stream().filter(w -> w.text().equals("3") && Math.abs(w.y() - rocks.y()) < 2)
                .findFirst().orElseThrow(() -> new AssertionError("no cost on the rocks' row"));
        assertTrue(Math.abs(three.x() - drakkarim.x()) < 2, "the Drakkarim's 3 MP under their heading");
        assertTrue(three.y() < drakkarim.y(), "below the heading");
        String text = Pdfs.text(pdf);
        assertTrue(text.contains("Water (impassable)"), "an entry without costs keeps its swatch and name");
    }
}
