package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Writes open-table PDFs to target/samples for a person to look at (table-48x72.pdf, table-48x48.pdf, ...). */
class TableSamplesTest {

    @Test
    void writesTablesToLookAt() throws IOException {
        Path out = Path.of("target/samples");
        Files.createDirectories(out);
        PdfRenderer renderer = new PdfRenderer();
        double[][] sizes = {{48, 72}, {48, 48}, {72, 48}};
        for (double[] size : sizes) {
            byte[] pdf = renderer.render(SampleTables.view(SampleTables.table(size[0], size[1])), SampleViews.masthead(false));
            Path file = out.resolve("table-" + (int) size[0] + "x" + (int) size[1] + ".pdf");
            Files.write(file, pdf);
            assertTrue(Files.size(file) > 1000);
        }
        Files.write(out.resolve("table-48x72-scripted.pdf"), renderer.render(SampleTables.view(
                SampleTables.table(48, 72)), SampleViews.masthead(true)));
    }
}
