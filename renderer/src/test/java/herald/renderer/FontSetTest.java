package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.junit.jupiter.api.Test;

class FontSetTest {

    private static final FontLibrary LIBRARY = new FontLibrary();

    @Test
    void wrappedLinesNeverExceedTheWidth() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            FontSet fonts = new FontSet(doc, LIBRARY);
            String text = "S4 fires longbow at G7, 13 squares, medium: 17 −2 moved −1 shield = 14,"
                    + " ÷2 = 7; rolled 56: miss. Supercalifragilisticexpialidociousbowman too.";
            List<String> lines = fonts.wrap(text, FontSet.Weight.REGULAR, 11, 120);
            assertTrue(lines.size() > 3, lines.toString());
            for (String line : lines) {
                assertTrue(fonts.width(line, FontSet.Weight.REGULAR, 11) <= 120, line);
            }
            assertEquals(text.replace(" ", ""), String.join("", lines).replace(" ", ""));
        }
    }

    @Test
    void fitEndsACutTextWithAnEllipsis() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            FontSet fonts = new FontSet(doc, LIBRARY);
            String cut = fonts.fit("The Ambush at Durenor Ford", FontSet.Weight.BOLD, 14, 80);
            assertTrue(cut.endsWith("…"), cut);
            assertTrue(fonts.width(cut, FontSet.Weight.BOLD, 14) <= 80);
            assertEquals("Short", fonts.fit("Short", FontSet.Weight.BOLD, 14, 80));
        }
    }

    @Test
    void aWidthSummedCharacterByCharacterIsWhatPdfBoxMeasuresForTheWholeString() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            FontSet fonts = new FontSet(doc, LIBRARY);
            PDType0Font bold = PDType0Font.load(doc, new ByteArrayInputStream(LIBRARY.bold()), true);
            for (String s : List.of("A1", "0…", "B100 moves 0835 → 0840, 5 hexes via 0836 (5 MP, 0 left)",
                    "Ærøskøbing — ½ ÷ 2", "Record sheet: Northern host (continued)")) {
                assertEquals(bold.getStringWidth(s) / 1000f * 9.5f, fonts.width(s, FontSet.Weight.BOLD, 9.5f), s);
                assertEquals(bold.getStringWidth(s) / 1000f * 3.5f, fonts.width(s, FontSet.Weight.BOLD, 3.5f), s);
            }
        }
    }
}
