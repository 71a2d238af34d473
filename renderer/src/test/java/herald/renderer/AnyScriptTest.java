package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.view.CounterView;
import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.junit.jupiter.api.Test;

/** Players name themselves in any script: the renderer draws what it can and never throws. */
class AnyScriptTest {

    private static final String CYRILLIC = "Дружина Ярослава";
    private static final String GREEK = "Φάλαγξ Λεωνίδα";
    private static final String ARABIC = "فرسان الصحراء";
    private static final String CHINESE = "赤壁之战 曹操";
    private static final String EMOJI = "Knights 🛡️⚔️🐉";

    static PlayerView worldwide() {
        String side = CYRILLIC + " / " + GREEK + " / " + ARABIC + " / " + CHINESE + " / " + EMOJI;
        List<CounterView> counters = List.of(
                new CounterView(1, 1, "Я1", "#336699", 0, "Ж", null, null),
                new CounterView(2, 2, "曹", "#993333", 90, "", null, null),
                new CounterView(3, 3, "🐉", "#339933", null, "", null, null),
                new CounterView(4, 4, "S\t1", "#ffdd55", 180, "\r", null, null));
        List<ReportSection> report = List.of(new ReportSection("Ход 3 — 第三回合 — الدور",
                List.of("Ярослав стреляет: 17 −2 = 15, ÷2 = 7", GREEK + " κινείται",
                        ARABIC + " يتقدم", CHINESE + " 前进", EMOJI + " charge!",
                        "tab\there, carriage\rreturn, bell\u0007, nul\u0000 end",
                        "a lone surrogate \ud800 and a private-use \ue000 character")));
        SheetTable sheet = new SheetTable("Список — 名单",
                List.of("Имя", "名字", "الاسم"),
                List.of(List.of(CYRILLIC, CHINESE, ARABIC), List.of(GREEK, EMOJI, "\t")));
        return new PlayerView(CHINESE + " " + GREEK, "S", side, 3,
                SampleViews.board(8, 8, BoardKind.SQUARES, counters), List.of(sheet),
                List.of(CYRILLIC + " " + EMOJI), report);
    }

    static Masthead masthead() {
        return new Masthead("世界-1", "Ἀλέξανδρος 🦁", "завтра, 18:00", true, "ждём приказов");
    }

    @Test
    void namesInAnyScriptAreDrawnOrReplacedNeverThrown() {
        byte[] pdf = new PdfRenderer().render(worldwide(), masthead());
        String text = Pdfs.text(pdf);
        assertTrue(text.contains(CYRILLIC), text);
        assertTrue(text.contains(GREEK), text);
        assertTrue(text.contains("17 −2 = 15, ÷2 = 7"), text);
        assertTrue(text.contains("Я1"), text);
        assertTrue(text.contains("Ἀλέξανδρος"), text);
    }

    @Test
    void withoutFallbackFontsMissingCharactersBecomeQuestionMarks() throws IOException {
        FontLibrary bare = new FontLibrary(List.of(Path.of("/nonexistent-fonts")));
        try (PDDocument doc = new PDDocument()) {
            FontSet fonts = new FontSet(doc, bare);
            PDPage page = new PDPage();
            doc.addPage(page);
            try (PdfCanvas cs = new PdfCanvas(new PDPageContentStream(doc, page))) {
                fonts.show(cs, CHINESE + EMOJI + "\t", FontSet.Weight.BOLD, 12, 10, 10);
            }
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            doc.save(out);
            String text = Pdfs.text(out.toByteArray());
            assertEquals("???? ??Knights ?⚔?", text);
        }
    }

    @Test
    void controlCharactersBecomeSingleSpaces() {
        assertEquals("a b c d", PlainText.clean("a\tb\r\nc\u0000d"));
        assertEquals("", PlainText.clean(null));
        assertEquals("soft hyphen", PlainText.clean("soft hy\u00ADphen"));
    }

    @Test
    void rightToLeftRunsAreReversedForDrawing() {
        assertEquals("abc", PlainText.visual("abc"));
        assertEquals("S4 ךלמ", PlainText.visual("S4 מלך"));
    }
}
