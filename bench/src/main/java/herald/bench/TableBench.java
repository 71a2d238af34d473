package herald.bench;

import herald.app.game.Rulesets;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.Ruleset;
import herald.engine.ScenarioException;
import herald.engine.SeededDice;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import herald.engine.table.Travel;
import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.TableMap;
import herald.renderer.PdfRenderer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One player turn of the basic fantasy rules on a 48×72 table with 40 units and 30 terrain features
 * ({@link TableScenario}): checking the side's whole submission, resolving the player turn, drawing its PDF; each
 * beside a floor measured in the same run.
 *
 * <p>The floors: {@code floorMeasureEveryOrder} does the geometry any umpire must do for the same orders and no
 * more (for each ordered unit: the base-to-base distance to every enemy, and its 6-inch advance swept against every
 * unit and terrain feature), so check/floor is what parsing, the rules and the messages cost on top; and
 * {@code floorDrawThePolygons} fills and strokes the same 70 polygons on one PDFBox page and saves it, so
 * render/floor is what scale, labels, legend, record sheets and report cost on top.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TableBench {
    private Ruleset rules;
    private RulesState start;
    private String side;
    private String text;
    private final Map<String, List<String>> orders = new LinkedHashMap<>();
    private final byte[] seed = "a benchmark seed, thirty-two byte".getBytes(StandardCharsets.UTF_8);
    private PdfRenderer renderer;
    private List<Footprint> own;
    private List<Footprint> enemies;
    private List<Footprint> everyone;
    private List<Feature> features;

    @Setup
    public void setUp() throws ScenarioException {
        rules = Rulesets.byId("basicfantasy");
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(TableScenario.json(), "TableScenario")) {
            s = rules.apply(s, e);
        }
        start = s;
        side = rules.window(start).orElseThrow().sides().get(0);
        text = rules.simulatedOrders(start, side);
        OrdersRuling ruling = rules.check(start, side, text);
        if (!(ruling instanceof OrdersRuling.Accepted accepted)) {
            throw new IllegalStateException("the simulated orders are refused: " + ruling);
        }
        orders.put(side, accepted.normalised());
        renderer = new PdfRenderer();
        own = new ArrayList<>();
        enemies = new ArrayList<>();
        everyone = new ArrayList<>();
        for (TableScenario.Unit u : TableScenario.units()) {
            (u.side().equals(side) ? own : enemies).add(u.footprint());
            everyone.add(u.footprint());
        }
        TableMap map = rules.view(start, side).table();
        features = new ArrayList<>();
        for (TableMap.Region r : map.terrain()) {
            features.add(new Feature(r.terrain(), r.terrain(), r.name(),
                    r.outline().stream().map(p -> new Point(p.x(), p.y())).toList()));
        }
        System.out.printf("%ntable: %s orders for %s, %d lines; %d units, %d features%n", rules.id(), side,
                accepted.normalised().size(), everyone.size(), features.size());
    }

    @Benchmark
    public OrdersRuling checkOneSubmission() {
        return rules.check(start, side, text);
    }

    @Benchmark
    public List<RuleEvent> resolveOnePlayerTurn() {
        return rules.resolve(start, orders, new SeededDice(seed, "T1"));
    }

    @Benchmark
    public byte[] renderOnePdf() {
        PlayerView view = rules.view(start, side);
        return renderer.render(view, new Masthead("BF-BENCH", "bench", "", false, "bench"));
    }

    @Benchmark
    public double floorMeasureEveryOrder() {
        double sum = 0;
        for (Footprint f : own) {
            for (Footprint e : enemies) {
                sum += f.distanceTo(e);
            }
            Travel t = Travel.of(f, List.of(f.at().towards(f.facing(), 6)), true);
            for (Footprint o : everyone) {
                if (o != f && t.crosses(o)) {
                    sum += 1;
                }
            }
            for (Feature x : features) {
                if (t.crosses(x)) {
                    sum += 1;
                }
            }
        }
        return sum;
    }

    @Benchmark
    public byte[] floorDrawThePolygons() {
        try (PDDocument doc = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDPage page = new PDPage(PDRectangle.A4);
            doc.addPage(page);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                float scale = 10;
                List<List<Point>> shapes = new ArrayList<>();
                features.forEach(f -> shapes.add(f.outline()));
                everyone.forEach(f -> shapes.add(f.outline()));
                for (List<Point> shape : shapes) {
                    cs.moveTo(30 + (float) shape.get(0).x() * scale, 30 + (float) shape.get(0).y() * scale);
                    for (Point p : shape.subList(1, shape.size())) {
                        cs.lineTo(30 + (float) p.x() * scale, 30 + (float) p.y() * scale);
                    }
                    cs.closePath();
                    cs.fillAndStroke();
                }
            }
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
