package herald.bench;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.loop.Dispatch;
import herald.journal.Journal;
import herald.renderer.PdfRenderer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One turn's PDF of the large battle as a player is mailed it (map, record sheets, the turn's report):
 * the 40×40 hex map with its 200 characters after turn 1 has been played, drawn by {@link Dispatch}
 * as the turn-result mail does. The set-up prints the PDF's pages and size in bytes, and keeps
 * a copy ({@code -Dherald.bench.pdf=FILE}) to look at.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class RenderBench {
    private Dispatch dispatch;
    private GameRecord game;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Path dir = Files.createTempDirectory("herald-bench");
        try (Journal journal = Journal.openH2(dir)) {
            LongBattle.write(journal, LongBattle.turns(), 2); // turn 1: both player turns
            game = new Games(journal).load(LongBattle.GAME_ID);
        } finally {
            LongBattle.deleteTree(dir);
        }
        dispatch = new Dispatch(new PdfRenderer(), "herald@bench.test");
        byte[] pdf = render();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            System.out.printf("%nrender: %dx%d hexes, %d characters, after turn 1: %d pages, %,d bytes%n",
                    BattleScenario.COLUMNS, BattleScenario.ROWS, 2 * BattleScenario.PER_SIDE,
                    doc.getNumberOfPages(), pdf.length);
        }
        String keep = System.getProperty("herald.bench.pdf");
        if (keep != null) {
            try {
                Files.write(Path.of(keep), pdf);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Benchmark
    public byte[] render() {
        return dispatch.render(game, "north");
    }
}
