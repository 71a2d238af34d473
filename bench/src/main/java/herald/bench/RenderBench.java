package herald.bench;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.loop.Dispatch;
import herald.journal.Journal;
import herald.engine.view.BoardView;
import herald.engine.view.PlayerView;
import herald.renderer.PdfRenderer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
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
 *
 * <p>Beside it, {@code floor}: the same PDF drawn by {@link RenderFloor} with bare PDFBox calls from the same view
 * (the same cells, symbols, labels, counters, legend, sheet, notes and report, in the same fonts, on as many pages).
 * The set-up checks that the floor is no less than Herald's PDF: each page of the two holds the same characters, as
 * PDFBox's text extraction reads them; else the trial stops. It keeps the floor's copy with
 * {@code -Dherald.bench.floorPdf=FILE}.
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
    private PlayerView view;
    private RenderFloor.Frame frame;

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
        view = game.ruleset().view(game.rules(), "north").withTurn(game.timing().lastResolved().turn());
        frame = new RenderFloor.Frame(view.scenarioTitle(),
                "Game " + game.id() + "  ·  Turn " + view.turn() + " report",
                "For " + view.sideName() + "  ·  " + Dispatch.status(game), "Herald  ·  game " + game.id(),
                Dispatch.deadlineText(game));
        BoardView board = (BoardView) view.map();
        if (board.originAtBottom() || !board.traces().isEmpty()) {
            throw new IllegalStateException("the floor draws a board read from the top, without traces");
        }
        byte[] pdf = render();
        byte[] floorPdf = floor();
        try (PDDocument doc = Loader.loadPDF(pdf); PDDocument floorDoc = Loader.loadPDF(floorPdf)) {
            System.out.printf("%nrender: %dx%d hexes, %d characters, after turn 1: %d pages, %,d bytes;"
                    + " floor: %d pages, %,d bytes%n", BattleScenario.COLUMNS, BattleScenario.ROWS,
                    2 * BattleScenario.PER_SIDE, doc.getNumberOfPages(), pdf.length, floorDoc.getNumberOfPages(),
                    floorPdf.length);
            sameText(doc, floorDoc);
        }
        keep("herald.bench.pdf", pdf);
        keep("herald.bench.floorPdf", floorPdf);
    }

    /** Each page of the floor holds the characters of Herald's page, no fewer, or the trial stops. */
    private static void sameText(PDDocument herald, PDDocument floor) throws IOException {
        if (herald.getNumberOfPages() != floor.getNumberOfPages()) {
            throw new IllegalStateException("the floor has " + floor.getNumberOfPages() + " pages, Herald "
                    + herald.getNumberOfPages());
        }
        PDFTextStripper text = new PDFTextStripper();
        for (int page = 1; page <= herald.getNumberOfPages(); page++) {
            text.setStartPage(page);
            text.setEndPage(page);
            Map<Integer, Integer> want = characters(text.getText(herald));
            Map<Integer, Integer> got = characters(text.getText(floor));
            if (!want.equals(got)) {
                throw new IllegalStateException("page " + page + ": Herald's characters " + want
                        + ", the floor's " + got);
            }
        }
        System.out.println("floor: every page holds the same characters as Herald's");
    }

    private static Map<Integer, Integer> characters(String text) {
        Map<Integer, Integer> count = new TreeMap<>();
        text.codePoints().filter(c -> !Character.isWhitespace(c)).forEach(c -> count.merge(c, 1, Integer::sum));
        return count;
    }

    private static void keep(String property, byte[] pdf) {
        String keep = System.getProperty(property);
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

    @Benchmark
    public byte[] floor() {
        return RenderFloor.draw(view, frame);
    }
}
