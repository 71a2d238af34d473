package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.view.BoardView;
import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/** A player finds a hex by its row along the map's side edges, and reads a hex's own label on any fill. */
class HexLabelsTest {

    private static final int COLUMNS = 10;
    private static final int ROWS = 6;

    @Test
    void every_row_is_numbered_along_the_left_and_right_edges_of_a_hex_map() {
        byte[] pdf = render(board("flat", "#ece6c8"));
        List<PdfShapes.Shape> hexes = PdfShapes.shapes(pdf, 0).stream()
                .filter(s -> s.filled() && s.corners().size() == 6).toList();
        float left = (float) hexes.stream().mapToDouble(PdfShapes.Shape::minX).min().orElseThrow();
        float right = (float) hexes.stream().mapToDouble(PdfShapes.Shape::maxX).max().orElseThrow();
        List<PdfShapes.Word> words = PdfShapes.words(pdf, 0);
        for (int y = 0; y < ROWS; y++) {
            String row = "r" + (y + 1);
            assertTrue(words.stream().anyMatch(w -> w.text().equals(row) && w.x() < left), row + " on the left");
            assertTrue(words.stream().anyMatch(w -> w.text().equals(row) && w.x() > right), row + " on the right");
        }
        float r1 = words.stream().filter(w -> w.text().equals("r1") && w.x() < left).findFirst().orElseThrow().y();
        float r6 = words.stream().filter(w -> w.text().equals("r6") && w.x() < left).findFirst().orElseThrow().y();
        assertTrue(r1 < r6, "row 1 is at the bottom of a map whose origin is at the bottom");
    }

    @Test
    void a_hex_label_on_a_dark_building_wall_is_printed_light() {
        byte[] pdf = render(board("wall", "#5e4b3a"));
        BufferedImage grey;
        float height;
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            grey = new PDFRenderer(doc).renderImageWithDPI(0, 216, ImageType.GRAY);
            height = doc.getPage(0).getMediaBox().getHeight();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        PdfShapes.Word label = PdfShapes.words(pdf, 0).stream().filter(w -> w.text().equals("c3r4")).findFirst()
                .orElseThrow();
        int lightest = 0;
        float scale = 3;
        for (int y = Math.round((height - label.y() - 2) * scale); y <= Math.round((height - label.y() + 2) * scale); y++) {
            for (int x = Math.round((label.x() - 4) * scale); x <= Math.round((label.x() + 4) * scale); x++) {
                lightest = Math.max(lightest, grey.getRaster().getSample(x, y, 0));
            }
        }
        assertTrue(lightest > 180, "the label's strokes are light on a wall that prints at about 80, not " + lightest);
    }

    private static byte[] render(BoardView board) {
        return new PdfRenderer().render(new PlayerView("Hexes", null, "Umpire", 1, board, List.of(), List.of(),
                List.of()), SampleViews.masthead(false));
    }

    /** A hex map all of one terrain, columns "c1".., rows "r1".. (so that row labels are not column labels). */
    private static BoardView board(String terrain, String colour) {
        List<String> columns = new ArrayList<>();
        for (int x = 0; x < COLUMNS; x++) {
            columns.add("c" + (x + 1));
        }
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < ROWS; y++) {
            rows.add("r" + (y + 1));
        }
        return new BoardView(BoardKind.HEXES, COLUMNS, ROWS, true, columns, rows, terrain, List.of(),
                List.of(new LegendEntry(terrain, terrain, colour, LegendEntry.Symbol.NONE)), List.of());
    }
}
