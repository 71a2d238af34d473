package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.LegendEntry;
import herald.engine.view.LegendEntry.Symbol;
import herald.engine.view.PlayerView;
import herald.engine.view.TableMap;
import herald.engine.view.TableMap.Region;
import herald.engine.view.TableMap.Stand;
import herald.engine.view.Trace.Place;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a player looks for on a table map and must find: the name of every feature, the thin and the small ones
 * too, and the id of every unit, its marker never printed over it. Battle of the Barrow's mill, field wall and beck
 * lost their names, and a wizard's "1W" badge covered its id.
 */
class TableNamesTest {

    private static final List<LegendEntry> LEGEND = List.of(
            new LegendEntry("building", "Building (impassable)", "#8a6a55", Symbol.HOUSE),
            new LegendEntry("wall", "Wall (difficult)", "#8d8779", Symbol.WALL),
            new LegendEntry("river", "River (impassable)", "#5b9bd5", Symbol.WAVES));

    private static byte[] render(List<Region> terrain, List<Stand> stands) {
        TableMap map = new TableMap(72, 48, SampleTables.REFERENCE, terrain, LEGEND, stands, List.of());
        PlayerView view = new PlayerView("Names", "a", "A", 1, map, List.of(), List.of(), List.of());
        return new PdfRenderer().render(view, SampleViews.masthead(false));
    }

    private static List<Place> box(double x0, double y0, double x1, double y1) {
        return List.of(new Place(x0, y0), new Place(x1, y0), new Place(x1, y1), new Place(x0, y1));
    }

    @Test
    void a_building_smaller_than_its_name_a_thin_wall_and_a_thin_stream_are_all_named_near_their_ground() {
        List<Region> terrain = List.of(
                new Region("building", "Old Mill", box(50, 30, 55, 34)),
                new Region("wall", "Field Wall", box(20, 13, 32, 13.5)),
                new Region("river", "Barrow Beck", List.of(new Place(58, 48), new Place(61, 48), new Place(65, 40),
                        new Place(72, 33), new Place(72, 30), new Place(63, 38))));
        byte[] pdf = render(terrain, List.of());
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        double ppi = points(words);
        for (String[] name : new String[][] {{"Mill", "52.5", "32"}, {"Wall", "26", "13.2"}, {"Beck", "64", "40"}}) {
            PdfShapes.Word w = words.stream().filter(x -> x.text().equals(name[0])).findFirst()
                    .orElseThrow(() -> new AssertionError(name[0] + " is not on the map: " + words));
            double x = inchX(words, w.x(), ppi);
            double y = inchY(words, w.y(), ppi);
            double d = Math.hypot(x - Double.parseDouble(name[1]), y - Double.parseDouble(name[2]));
            assertTrue(d < 6, name[0] + " printed " + d + "\" from its feature, at " + x + "," + y);
        }
    }

    @Test
    void a_markers_badge_never_covers_the_id_of_a_small_round_base_nor_of_a_large_one() {
        List<Stand> stands = List.of(round("KW", 35, 9, 0.5, "1W"), round("H3", 28, 26, 1, "2W"));
        byte[] pdf = render(List.of(), stands);
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        double ppi = points(words);
        PdfShapes.Word kw = word(words, "KW");
        PdfShapes.Word kwMarker = word(words, "1W");
        assertTrue(Math.abs(kw.y() - kwMarker.y()) < 1 && kwMarker.x() > kw.x() + 6,
                "a small base's marker follows its id on the same line: " + kw + " " + kwMarker);
        PdfShapes.Word h3 = word(words, "H3");
        PdfShapes.Word h3Marker = word(words, "2W");
        double fromCentre = Math.hypot(h3Marker.x() - h3.x(), h3Marker.y() - h3.y());
        assertTrue(fromCentre > 1.0 * ppi, "a round base's badge stands outside its 1\" rim: " + fromCentre / ppi + "\"");
    }

    /** A block 3" wide is no wider than its id: the badge at its corner must not sit on the id's last letter. */
    @Test
    void a_markers_badge_stands_off_the_corner_of_a_narrow_block() {
        byte[] pdf = render(List.of(), List.of(SampleTables.block("H6", SampleTables.HORDE, 58, 30, 180, 3, 2, "2W")));
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        double ppi = points(words);
        PdfShapes.Word id = word(words, "H6");
        PdfShapes.Word badge = word(words, "2W");
        // the block spans x 56.5 to 59.5 and y 30 to 32: its top-right corner is 1.5" right of its middle and 1" up
        assertTrue(badge.x() - id.x() > 1.6 * ppi && badge.y() - id.y() > 1.1 * ppi,
                "the badge's middle lies beyond the corner, up and right: " + (badge.x() - id.x()) / ppi + "\", "
                        + (badge.y() - id.y()) / ppi + "\"");
    }

    private static PdfShapes.Word word(List<PdfShapes.Word> words, String text) {
        return words.stream().filter(w -> w.text().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError(text + " is not on the map: " + words));
    }

    private static Stand round(String id, double x, double y, double radius, String marker) {
        Stand s = SampleTables.round(id, SampleTables.ALLIANCE, x, y, radius, null);
        return new Stand(s.label(), s.colour(), s.outline(), s.at(), null, marker);
    }

    /** Points an inch, from the edge numbers "0" and "72" printed under the table. */
    private static double points(List<PdfShapes.Word> words) {
        return (edge(words, "72") - edge(words, "0")) / 72;
    }

    private static double inchX(List<PdfShapes.Word> words, double x, double ppi) {
        return (x - edge(words, "0")) / ppi;
    }

    /** From the left edge's "0", the leftmost of the zeros, set at the table's bottom. */
    private static double inchY(List<PdfShapes.Word> words, double y, double ppi) {
        PdfShapes.Word zero = words.stream().filter(w -> w.text().equals("0")).min((a, b) -> Float.compare(a.x(), b.x()))
                .orElseThrow();
        return (y - zero.y()) / ppi;
    }

    /** The x of an edge number along the bottom of the table (the lowest of its copies). */
    private static double edge(List<PdfShapes.Word> words, String n) {
        return words.stream().filter(w -> w.text().equals(n)).min((a, b) -> Float.compare(a.y(), b.y()))
                .orElseThrow().x();
    }
}
