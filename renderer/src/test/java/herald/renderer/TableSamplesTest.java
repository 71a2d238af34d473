package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.LegendEntry;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Writes open-table PDFs to target/samples for a person to look at (table-48x72.pdf, table-48x48.pdf, ...). */
class TableSamplesTest {

    /** Two battle lines of eight units across a 72 by 48 table, some in the terrain, and a long legend. */
    static TableMap crowded() {
        List<TableMap.Stand> stands = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            stands.add(SampleTables.block("U" + (i + 1), SampleTables.ALLIANCE, 8 + i * 8, 14, 0, 4, 1.5,
                    i % 3 == 0 ? "W" : ""));
            stands.add(SampleTables.block("E" + (i + 10), SampleTables.HORDE, 9 + i * 8, 30 + (i % 2) * 4, 180 + i * 5,
                    4, 2, i == 4 ? "L" : ""));
        }
        stands.add(SampleTables.round("Hero", SampleTables.ALLIANCE, 40, 8, 0.8, 90.0));
        List<LegendEntry> legend = new ArrayList<>(SampleTables.LEGEND);
        legend.add(new LegendEntry("marsh", "Marsh (difficult)", "#a9c4a0", LegendEntry.Symbol.SCRUB));
        legend.add(new LegendEntry("rocks", "Rocks (impassable, blocks sight)", "#b9ada0", LegendEntry.Symbol.ROCKS));
        legend.add(new LegendEntry("field", "Field (open)", "#e8dc9a", LegendEntry.Symbol.DOTS));
        legend.add(new LegendEntry("wall", "Wall (an obstacle)", "#c8b59a", LegendEntry.Symbol.WALL));
        legend.add(new LegendEntry("house", "Building (impassable)", "#d4a373", LegendEntry.Symbol.HOUSE));
        List<TableMap.Region> terrain = new ArrayList<>(SampleTables.terrain(48));
        terrain.add(new TableMap.Region("marsh", "Fen of Sighs", List.of(new Trace.Place(50, 2),
                new Trace.Place(66, 4), new Trace.Place(64, 16), new Trace.Place(52, 14))));
        terrain.add(new TableMap.Region("field", "Long Acre", List.of(new Trace.Place(44, 36),
                new Trace.Place(70, 36), new Trace.Place(70, 46), new Trace.Place(44, 46))));
        terrain.add(new TableMap.Region("house", "Mill", List.of(new Trace.Place(60, 40),
                new Trace.Place(63, 40), new Trace.Place(63, 43), new Trace.Place(60, 43))));
        terrain.add(new TableMap.Region("rocks", "", List.of(new Trace.Place(2, 2),
                new Trace.Place(6, 3), new Trace.Place(5, 7), new Trace.Place(1, 6))));
        List<Trace> traces = List.of(
                new Trace(Trace.Kind.MOVE, "U3", SampleTables.ALLIANCE, List.of(new Trace.Place(24, 8),
                        new Trace.Place(24, 14)), false),
                new Trace(Trace.Kind.FIRE, "U5", SampleTables.ALLIANCE, List.of(new Trace.Place(40, 14),
                        new Trace.Place(41, 30)), true),
                new Trace(Trace.Kind.FIRE, "U6", SampleTables.ALLIANCE, List.of(new Trace.Place(48, 14),
                        new Trace.Place(49, 34)), false));
        return new TableMap(72, 48, SampleTables.REFERENCE, terrain, legend, stands, traces);
    }

    @Test
    void writesTablesToLookAt() throws IOException {
        Path out = Path.of("target/samples");
        Files.createDirectories(out);
        PdfRenderer renderer = new PdfRenderer();
        double[][] sizes = {{48, 72}, {48, 48}, {72, 48}, {12, 12}, {200, 100}};
        for (double[] size : sizes) {
            byte[] pdf = renderer.render(SampleTables.view(SampleTables.table(size[0], size[1])), SampleViews.masthead(false));
            Path file = out.resolve("table-" + (int) size[0] + "x" + (int) size[1] + ".pdf");
            Files.write(file, pdf);
            assertTrue(Files.size(file) > 1000);
        }
        Files.write(out.resolve("table-crowded.pdf"), renderer.render(SampleTables.view(crowded()),
                SampleViews.masthead(false)));
        Files.write(out.resolve("table-48x72-scripted.pdf"), renderer.render(SampleTables.view(
                SampleTables.table(48, 72)), SampleViews.masthead(true)));
    }
}
