package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.PlayerView;
import herald.engine.view.TableMap;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A club prints the turn on a black-and-white printer: the Kingdom's blue bases and the Host's red ones, alike in
 * lightness, came out the same grey, and only the letters of the ids told the sides apart.
 */
class SidesInGreyTest {

    @Test
    void a_blue_and_a_red_side_print_as_two_clearly_different_greys() {
        TableMap map = new TableMap(48, 48, SampleTables.REFERENCE, List.of(), List.of(), List.of(
                SampleTables.block("K1", "#1f4e9e", 12, 10, 0, 6, 2, ""),
                SampleTables.block("H1", "#b3261e", 36, 30, 180, 6, 2, "")), List.of());
        byte[] pdf = new PdfRenderer().render(new PlayerView("Grey", "a", "A", 1, map, List.of(), List.of(), List.of()),
                SampleViews.masthead(false));
        List<PdfShapes.Shape> shapes = PdfShapes.shapes(pdf, 0);
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        double blue = grey(fillUnder("K1", words, shapes));
        double red = grey(fillUnder("H1", words, shapes));
        assertTrue(Math.abs(blue - red) > 35, "greys " + blue + " and " + red);
        assertTrue(Math.min(blue, red) > 110, "both light enough for a dark id: " + blue + ", " + red);
    }

    private static int fillUnder(String id, List<PdfShapes.Word> words, List<PdfShapes.Shape> shapes) {
        PdfShapes.Word w = words.stream().filter(x -> x.text().equals(id)).findFirst().orElseThrow();
        return shapes.stream().filter(s -> s.filled() && s.corners().size() == 4 && s.contains(w.x(), w.y()))
                .min(Comparator.comparingDouble(s -> (s.maxX() - s.minX()) * (s.maxY() - s.minY())))
                .orElseThrow().rgb();
    }

    /** The grey a printer makes of a colour (ITU-R 601 weights, as pdftoppm -gray). */
    private static double grey(int rgb) {
        return 0.299 * (rgb >> 16 & 0xff) + 0.587 * (rgb >> 8 & 0xff) + 0.114 * (rgb & 0xff);
    }
}
