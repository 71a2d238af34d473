package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.Side;
import herald.engine.view.CounterView;
import herald.engine.view.MapView;
import herald.engine.view.PlayerView;
import herald.engine.view.TableMap;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * A club prints the turn in black and white, with six sides on the table: every side's pieces must look different
 * in grey even when their colours print alike. Here all six sides share one colour, so only the pattern can tell
 * them apart; each piece is rasterised in greyscale and read as a row of grey levels from its left edge inwards and
 * a column from its top edge down (clear of its id), and every two sides must differ clearly somewhere along them.
 */
class SidePatternsTest {

    private static final String RED = "#b3261e";
    private static final float DPI = 144;
    private static final float SCALE = DPI / 72;

    @Test
    void six_sides_of_one_colour_differ_in_grey_on_a_square_map() {
        assertSidesDiffer(grid(BoardKind.SQUARES), this::roundedCounter);
    }

    @Test
    void six_sides_of_one_colour_differ_in_grey_on_a_hex_map() {
        assertSidesDiffer(grid(BoardKind.HEXES), this::roundedCounter);
    }

    @Test
    void six_sides_of_one_colour_differ_in_grey_on_an_open_table() {
        List<TableMap.Stand> stands = new ArrayList<>();
        for (int side = 0; side < 6; side++) {
            stands.add(stand("P" + side, 6 + side * 7, 12, side));
        }
        stands.add(stand("Q0", 6, 26, 0));
        TableMap table = new TableMap(48, 36, SampleTables.REFERENCE, List.of(), List.of(), stands, List.of(),
                sides());
        assertSidesDiffer(table, s -> s.corners().size() == 4 && s.maxX() - s.minX() < 150);
    }

    /** Six sides, one colour, each with a piece "P" + side; and a second piece of the first side, "Q0". */
    private static MapView grid(BoardKind kind) {
        List<CounterView> counters = new ArrayList<>();
        for (int side = 0; side < 6; side++) {
            counters.add(new CounterView(1 + 2 * side, 2, "P" + side, RED, null, "", null, null, side));
        }
        counters.add(new CounterView(3, 5, "Q0", RED, null, "", null, null, 0));
        return SampleViews.board(14, 8, kind, counters).withSides(sides());
    }

    private static List<Side> sides() {
        List<Side> sides = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            sides.add(new Side("s" + i, "Side " + i, RED));
        }
        return sides;
    }

    private static TableMap.Stand stand(String label, double x, double y, int side) {
        TableMap.Stand b = SampleTables.block(label, RED, x, y, 0, 5, 3, "");
        return new TableMap.Stand(b.label(), b.colour(), b.outline(), b.at(), b.facingDegrees(), b.marker(), side);
    }

    /** A counter's body: a filled rounded square (curves give it many corners), unlike a cell or the id's plate. */
    private boolean roundedCounter(PdfShapes.Shape s) {
        return s.corners().size() >= 8 && s.maxX() - s.minX() < 80;
    }

    private static void assertSidesDiffer(MapView map, Predicate<PdfShapes.Shape> body) {
        byte[] pdf = new PdfRenderer().render(new PlayerView("Six sides", null, "Umpire", 1, map, List.of(),
                List.of(), List.of()), SampleViews.masthead(false));
        List<PdfShapes.Shape> shapes = PdfShapes.shapes(pdf, 0);
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        BufferedImage grey;
        float height;
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            grey = new PDFRenderer(doc).renderImageWithDPI(0, DPI, ImageType.GRAY);
            height = doc.getPage(0).getMediaBox().getHeight();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<double[]> profiles = new ArrayList<>();
        for (String id : List.of("P0", "P1", "P2", "P3", "P4", "P5", "Q0")) {
            PdfShapes.Word w = words.stream().filter(x -> x.text().equals(id)).findFirst().orElseThrow(
                    () -> new AssertionError(id + " is not printed"));
            PdfShapes.Shape shape = shapes.stream().filter(s -> s.filled() && s.contains(w.x(), w.y()))
                    .filter(body).max(Comparator.comparingDouble(s -> (s.maxX() - s.minX()) * (s.maxY() - s.minY())))
                    .orElseThrow(() -> new AssertionError("no piece under " + id));
            profiles.add(profile(grey, height, shape));
        }
        double same = difference(profiles.get(0), profiles.get(6));
        assertTrue(same < 20, "two pieces of one side read alike, not " + same + " grey levels apart");
        for (int a = 0; a < 6; a++) {
            for (int b = a + 1; b < 6; b++) {
                double d = difference(profiles.get(a), profiles.get(b));
                assertTrue(d > 60, "sides " + a + " and " + b + " print alike: at most " + d + " grey levels apart");
            }
        }
    }

    /**
     * Mean greys in strips a twentieth of the piece wide: three from just inside the left edge in along the middle,
     * and five from just inside the top edge down the middle, clear of the id in the centre and of the edge itself,
     * which falls differently on the pixels from piece to piece.
     */
    private static double[] profile(BufferedImage image, float pageHeight, PdfShapes.Shape s) {
        double w = s.maxX() - s.minX();
        double h = s.maxY() - s.minY();
        double[] out = new double[8];
        for (int i = 1; i < 4; i++) {
            out[i - 1] = mean(image, pageHeight, s.minX() + w * i / 20, s.minX() + w * (i + 1) / 20,
                    s.minY() + h * 0.44, s.minY() + h * 0.56);
        }
        for (int i = 1; i < 6; i++) {
            out[2 + i] = mean(image, pageHeight, s.minX() + w * 0.42, s.minX() + w * 0.58,
                    s.maxY() - h * (i + 1) / 20, s.maxY() - h * i / 20);
        }
        return out;
    }

    private static double mean(BufferedImage image, float pageHeight, double x0, double x1, double y0, double y1) {
        int left = (int) Math.round(x0 * SCALE);
        int right = Math.max(left + 1, (int) Math.round(x1 * SCALE));
        int top = (int) Math.round((pageHeight - y1) * SCALE);
        int bottom = Math.max(top + 1, (int) Math.round((pageHeight - y0) * SCALE));
        double sum = 0;
        int n = 0;
        for (int y = top; y < bottom; y++) {
            for (int x = left; x < right; x++) {
                sum += image.getRaster().getSample(x, y, 0);
                n++;
            }
        }
        return sum / n;
    }

    private static double difference(double[] a, double[] b) {
        double most = 0;
        for (int i = 0; i < a.length; i++) {
            most = Math.max(most, Math.abs(a[i] - b[i]));
        }
        return most;
    }
}
