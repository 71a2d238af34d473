package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * An open table on the map page, read back from the PDF: the printed scale, the inch numbers, the legend and the
 * ids as text; and, from the drawing itself, that a ruler on the printed page at the printed scale measures what
 * the table says.
 */
class TableMapTest {

    private static final PdfRenderer RENDERER = new PdfRenderer();
    private static final double TOLERANCE = 0.05;

    private static byte[] render(TableMap map, boolean scripted) {
        return RENDERER.render(SampleTables.view(map), SampleViews.masthead(scripted));
    }

    /** Points per inch of table, read from the printed "Scale: 1 cm = N inches". */
    private static double printedScale(String page) {
        Matcher m = Pattern.compile("Scale: 1 cm = (\\d+) inch(es)?;").matcher(page);
        assertTrue(m.find(), page);
        return 72 / 2.54 / Integer.parseInt(m.group(1));
    }

    /** The smallest filled four-cornered shape under the word: the unit's base the id is printed on. */
    private static PdfShapes.Shape baseUnder(String label, List<PdfShapes.Word> words, List<PdfShapes.Shape> shapes,
            int corners) {
        PdfShapes.Word word = words.stream().filter(w -> w.text().equals(label)).findFirst().orElseThrow();
        return shapes.stream().filter(s -> s.filled() && s.corners().size() == corners)
                .filter(s -> s.contains(word.x(), word.y()))
                .min(Comparator.comparingDouble(s -> (s.maxX() - s.minX()) * (s.maxY() - s.minY())))
                .orElseThrow(() -> new AssertionError("no base under " + label));
    }

    private static PdfShapes.Shape tableSurface(List<PdfShapes.Shape> shapes, double ppi, TableMap map) {
        return shapes.stream().filter(s -> s.filled() && s.corners().size() == 4)
                .filter(s -> Math.abs(s.maxX() - s.minX() - map.width() * ppi) < TOLERANCE
                        && Math.abs(s.maxY() - s.minY() - map.depth() * ppi) < TOLERANCE)
                .findFirst().orElseThrow(() -> new AssertionError("no table of " + map.width() + " by "
                        + map.depth() + " inches at " + ppi + " points an inch"));
    }

    @Test
    void the_map_page_prints_the_scale_the_inches_the_legend_and_every_id() {
        TableMap map = SampleTables.table(48, 72);
        String page = Pdfs.pages(render(map, false)).get(0);
        assertTrue(page.contains("48 × 72 inch table"), page);
        assertTrue(page.contains("Scale: 1 cm = 4 inches; grid squares are 6 inches."), page);
        assertTrue(page.contains("0 6 12 18\""), "the scale bar, in inches: " + page);
        for (LegendEntry entry : SampleTables.LEGEND) {
            assertTrue(page.contains(entry.name()), entry.name());
        }
        for (String id : map.pieceLabels()) {
            assertTrue(page.contains(id), id + " in " + page);
        }
        for (String name : List.of("Darkwood", "Crow Hill", "Mere Water", "2W")) {
            assertTrue(page.contains(name), name);
        }
        assertTrue(page.contains("the thick dark edge is its front"), page);
        assertTrue(page.contains("name the centre of a unit's front edge."), page);
        assertTrue(page.contains("This turn: move charge fire spell close combat hit"), page);
        assertFalse(page.contains("triangle") || page.contains("hex"), "a grid's counter key: " + page);
    }

    @Test
    void the_edges_are_numbered_every_6_inches_from_the_bottom_left_corner() {
        numbered(SampleTables.table(48, 72), 6);
    }

    @Test
    void a_small_table_drawn_large_is_numbered_every_inch() {
        numbered(SampleTables.table(12, 12), 1);
    }

    private static void numbered(TableMap map, int every) {
        byte[] pdf = render(map, false);
        double ppi = printedScale(Pdfs.pages(pdf).get(0));
        PdfShapes.Shape table = tableSurface(PdfShapes.shapes(pdf, 0), ppi, map);
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        for (int inch = 0; inch <= map.width(); inch += every) {
            double x = table.minX() + inch * ppi;
            String n = String.valueOf(inch);
            assertTrue(words.stream().anyMatch(w -> w.text().equals(n) && Math.abs(w.x() - x) < 0.5
                    && w.y() < table.minY()), "bottom edge " + n);
        }
        for (int inch = 0; inch <= map.depth(); inch += every) {
            double y = table.minY() + inch * ppi;
            String n = String.valueOf(inch);
            assertTrue(words.stream().anyMatch(w -> w.text().equals(n) && Math.abs(w.y() - y) < 3
                    && w.x() < table.minX()), "left edge " + n + " at " + y);
        }
    }

    /** U1 and E1 face each other 12.0 inches apart: on paper 12 inches at the printed scale. */
    @Test
    void a_ruler_on_the_printed_map_measures_the_distance_the_rules_measure() {
        TableMap map = SampleTables.table(48, 72);
        byte[] pdf = render(map, false);
        double ppi = printedScale(Pdfs.pages(pdf).get(0));
        List<PdfShapes.Shape> shapes = PdfShapes.shapes(pdf, 0);
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        PdfShapes.Shape u1 = baseUnder("U1", words, shapes, 4);
        PdfShapes.Shape e1 = baseUnder("E1", words, shapes, 4);

        assertEquals(12.0 * ppi, e1.minY() - u1.maxY(), TOLERANCE, "front to front");
        assertEquals(4.0 * ppi, u1.maxX() - u1.minX(), TOLERANCE, "U1's frontage");
        assertEquals(2.0 * ppi, u1.maxY() - u1.minY(), TOLERANCE, "U1's depth");
        PdfShapes.Shape table = tableSurface(shapes, ppi, map);
        assertEquals(22.0 * ppi, u1.minX() - table.minX(), TOLERANCE, "from the left edge");
        assertEquals(10.0 * ppi, u1.minY() - table.minY(), TOLERANCE, "up from the bottom edge");
        // W1's base is too small for its id, printed beside it: its base is the only 24-sided shape
        PdfShapes.Shape w1 = shapes.stream().filter(s -> s.filled() && s.corners().size() == 24).findFirst()
                .orElseThrow();
        assertEquals(1.2 * ppi, w1.maxX() - w1.minX(), TOLERANCE, "the round base's diameter");
        assertEquals(16.0 * ppi, (w1.minX() + w1.maxX()) / 2 - table.minX(), TOLERANCE, "its centre");
        PdfShapes.Word label = words.stream().filter(w -> w.text().equals("W1")).findFirst().orElseThrow();
        assertTrue(label.x() > w1.maxX(), "W1's id beside its base");
    }

    /** U2 is a 5 by 2 inch block facing 30 degrees: its sides measure true and its front is drawn thick. */
    @Test
    void a_turned_block_keeps_its_size_and_shows_its_front() {
        TableMap map = SampleTables.table(48, 72);
        byte[] pdf = render(map, false);
        double ppi = printedScale(Pdfs.pages(pdf).get(0));
        List<PdfShapes.Shape> shapes = PdfShapes.shapes(pdf, 0);
        PdfShapes.Shape u2 = baseUnder("U2", PdfShapes.words(pdf, 0), shapes, 4);
        var c = u2.corners();
        assertEquals(5.0 * ppi, c.get(0).distance(c.get(1)), TOLERANCE);
        assertEquals(2.0 * ppi, c.get(1).distance(c.get(2)), TOLERANCE);
        PdfShapes.Shape front = shapes.stream()
                .filter(s -> !s.filled() && s.lineWidth() >= 1.2f && s.corners().size() == 2)
                .filter(s -> s.corners().contains(c.get(0)) && s.corners().contains(c.get(1)))
                .findFirst().orElseThrow(() -> new AssertionError("no thick front edge on U2"));
        var a = front.corners().get(0);
        var b = front.corners().get(1);
        assertEquals(-30, Math.toDegrees(Math.atan2(b.y - a.y, b.x - a.x)), 0.01, "the front runs across its facing");
    }

    @Test
    void a_48_by_48_table_fits_its_page_at_a_round_scale_with_the_legend_under_it() {
        TableMap map = SampleTables.table(48, 48);
        byte[] pdf = render(map, false);
        String page = Pdfs.pages(pdf).get(0);
        assertTrue(page.contains("Scale: 1 cm = 3 inches"), page);
        fitsWithLegendUnder(pdf, map, printedScale(page));
    }

    @Test
    void a_48_by_72_table_fits_its_page_even_under_the_scripted_dice_banner() {
        for (boolean scripted : new boolean[] {false, true}) {
            TableMap map = SampleTables.table(48, 72);
            byte[] pdf = render(map, scripted);
            fitsWithLegendUnder(pdf, map, printedScale(Pdfs.pages(pdf).get(0)));
        }
    }

    private static void fitsWithLegendUnder(byte[] pdf, TableMap map, double ppi) {
        PdfShapes.Shape table = tableSurface(PdfShapes.shapes(pdf, 0), ppi, map);
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        PdfShapes.Word legend = words.stream().filter(w -> w.text().equals("Legend")).findFirst().orElseThrow();
        assertTrue(legend.y() < table.minY(), "the legend under the table");
        assertTrue(table.minX() > 12 && table.maxX() < 595 - 12, "inside the A4 width, bands and all");
        float lowest = (float) words.stream().filter(w -> w.y() > 35).mapToDouble(PdfShapes.Word::y).min()
                .orElseThrow();
        assertTrue(lowest > 40, "nothing runs into the footer: " + lowest);
    }

    @Test
    void the_scale_is_the_largest_round_one_that_fits() {
        assertTrue(Pdfs.pages(render(SampleTables.table(12, 12), false)).get(0)
                .contains("Scale: 1 cm = 1 inch;"), "a skirmish mat at full size");
        assertTrue(Pdfs.pages(render(SampleTables.table(72, 48), false)).get(0)
                .contains("Scale: 1 cm = 4 inches;"), "a six by four foot table across the page");
        assertTrue(Pdfs.pages(render(SampleTables.table(200, 100), false)).get(0)
                .contains("Scale: 1 cm = 12 inches;"), "a very large table");
    }

    @Test
    void the_key_lists_only_the_kinds_of_trace_drawn() {
        TableMap map = SampleTables.table(48, 72);
        List<Trace> some = map.traces().stream()
                .filter(t -> t.kind() == Trace.Kind.MOVE || t.kind() == Trace.Kind.SPELL).toList();
        String page = Pdfs.pages(render(map.withTraces(some), false)).get(0);
        assertTrue(page.contains("This turn: move spell"), page);
        for (String absent : List.of("charge", "fire", "close combat", " hit")) {
            assertFalse(page.contains(absent), absent + " in " + page);
        }
        assertFalse(Pdfs.pages(render(map.withTraces(List.of()), false)).get(0).contains("This turn:"));
    }

    /** A move is the path of the front's centre: its arrow stops where the path goes under the unit's base. */
    @Test
    void a_move_ends_at_its_units_base_and_a_spell_leaves_from_a_round_bases_rim() {
        TableMap map = SampleTables.table(48, 72);
        List<Trace> drawn = TablePainter.clearOfBases(map);
        Trace move = drawn.get(0);
        assertEquals(List.of(new Trace.Place(20, 4), new Trace.Place(24, 8)), move.places().subList(0, 2));
        assertEquals(24, move.last().x(), 1e-9);
        assertEquals(10, move.last().y(), 0.03, "U1's rear edge, 2 inches behind its front");
        Trace spell = drawn.get(3);
        Trace.Place start = spell.places().get(0);
        assertEquals(0.6, Math.hypot(start.x() - 16, start.y() - 6), 0.03, "W1's rim");
        assertEquals(map.traces().get(2), drawn.get(2), "U2 fires from its front edge: nothing to cut");
    }

    @Test
    void a_piece_given_no_outline_is_still_shown_by_its_id() {
        TableMap map = new TableMap(24, 24, "", List.of(), List.of(), List.of(new TableMap.Stand("S1",
                SampleTables.ALLIANCE, List.of(), new Trace.Place(6, 6), null, "")), List.of());
        String page = Pdfs.pages(render(map, false)).get(0);
        assertTrue(page.contains("S1") && page.contains("Coordinates are inches from the bottom-left corner."), page);
    }

    @Test
    void the_battle_book_draws_a_table_turn_like_the_turn_mail() {
        PlayerView turn = SampleTables.view(SampleTables.table(48, 72));
        byte[] pdf = new BookRenderer().render(new BookRenderer.Cover("The Battle of Mere Water", List.of()),
                List.of(new BookRenderer.Chapter("Turn 2", turn, SampleViews.masthead(false))),
                new BookRenderer.Chapter("Final record sheets", turn, SampleViews.masthead(false)));
        String map = Pdfs.pages(pdf).get(1);
        assertTrue(map.contains("Scale: 1 cm = 4 inches") && map.contains("This turn: move charge"), map);
    }
}
