package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.view.CounterView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Writes sample PDFs to the temporary directory for a person to look at
 * (herald-render-sample.pdf, herald-render-hex.pdf, herald-render-30.pdf,
 * herald-render-scripts.pdf).
 */
class SampleOutputTest {

    @Test
    void writesSamplesToLookAt() throws IOException {
        PdfRenderer renderer = new PdfRenderer();
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        write(tmp.resolve("herald-render-sample.pdf"),
                renderer.render(SampleViews.skirmish(), SampleViews.masthead(true)));
        write(tmp.resolve("herald-render-hex.pdf"), renderer.render(
                SampleViews.view("Sommerlund patrol", 18, 15, BoardKind.HEXES,
                        SampleViews.counters(), List.of(SampleViews.recordSheet(60)),
                        SampleViews.notes(), SampleViews.report(SampleViews.REPORT_LINES)),
                SampleViews.masthead(false)));
        write(tmp.resolve("herald-render-30.pdf"), renderer.render(
                SampleViews.view("Sommerlund patrol", 30, 30, BoardKind.SQUARES,
                        stackedCounters(), List.of(SampleViews.recordSheet(8)),
                        SampleViews.notes(), SampleViews.report(SampleViews.REPORT_LINES)),
                SampleViews.masthead(false)));
        write(tmp.resolve("herald-render-scripts.pdf"),
                renderer.render(AnyScriptTest.worldwide(), AnyScriptTest.masthead()));
    }

    /** The sample counters and a stack of three on X20, two of them with a tail. */
    private static List<CounterView> stackedCounters() {
        List<CounterView> counters = new ArrayList<>(SampleViews.counters());
        counters.add(CounterView.of(23, 19, "X1", SampleViews.GIAKS, 90));
        counters.add(new CounterView(23, 19, "X2", SampleViews.GIAKS, 135, "W", null, null));
        counters.add(new CounterView(23, 19, "X3", "#f2d43a", null, "", null, null));
        counters.add(new CounterView(25, 21, "K10", SampleViews.SOMMERLUND, 90, "", 24, 21));
        counters.add(new CounterView(26, 24, "K11", SampleViews.SOMMERLUND, 45, "S", 25, 23));
        return counters;
    }

    private static void write(Path file, byte[] pdf) throws IOException {
        Files.write(file, pdf);
        assertTrue(Files.size(file) > 1000);
    }
}
