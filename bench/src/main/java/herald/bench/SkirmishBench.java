package herald.bench;

import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.Ruleset;
import herald.engine.SeededDice;
import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Figure;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Sight;
import herald.engine.view.Masthead;
import herald.renderer.PdfRenderer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
 * One turn of the dark-age skirmish's three-sided night scenario, burning-hall (36×36, 12 figures on round bases, 6
 * features): checking one side's whole mail, resolving the turn with every side's simulated orders, drawing one
 * side's PDF; beside a floor measured in the same run.
 *
 * <p>The floor, {@code floorSightEveryPair}: the geometry no umpire of this game can skip, a line of sight (the
 * table's {@link Sight}, past the features that block sight) and a base-to-base distance from every figure to every
 * other. The check, the turn and the simulated players all measure less than that; what they cost above it is the
 * rules, the parsing, the events and the messages.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class SkirmishBench {
    private Ruleset rules;
    private RulesState start;
    private String side;
    private String text;
    private final Map<String, List<String>> orders = new LinkedHashMap<>();
    private final byte[] seed = "a benchmark seed, thirty-two byte".getBytes(StandardCharsets.UTF_8);
    private PdfRenderer renderer;
    private List<Footprint> figures;
    private List<Feature> walls;

    @Setup
    public void setUp() {
        rules = Rulesets.byId("darkage");
        start = Games.setUp(rules, "burning-hall");
        for (String s : rules.window(start).orElseThrow().sides()) {
            String simulated = rules.simulatedOrders(start, s);
            OrdersRuling ruling = rules.check(start, s, simulated);
            if (!(ruling instanceof OrdersRuling.Accepted accepted)) {
                throw new IllegalStateException("the simulated orders are refused: " + ruling);
            }
            orders.put(s, accepted.normalised());
        }
        side = rules.window(start).orElseThrow().sides().get(0);
        text = rules.simulatedOrders(start, side);
        renderer = new PdfRenderer();
        DarkAgeState state = (DarkAgeState) start;
        figures = new ArrayList<>();
        for (Figure f : state.inGame()) {
            figures.add(new Footprint.Round(f.at(), 0, 0.5));
        }
        walls = state.table().features().stream().filter(x -> state.terrain().get(x.terrain()).blocksSight()).toList();
        System.out.printf("%nskirmish: %d sides, %d figures, %d features; %s mails %d lines%n", orders.size(),
                figures.size(), walls.size(), side, orders.get(side).size());
    }

    @Benchmark
    public OrdersRuling checkOneMail() {
        return rules.check(start, side, text);
    }

    @Benchmark
    public List<RuleEvent> resolveOneTurn() {
        return rules.resolve(start, orders, new SeededDice(seed, "T1"));
    }

    @Benchmark
    public String simulateOneSide() {
        return rules.simulatedOrders(start, side);
    }

    @Benchmark
    public byte[] renderOnePdf() {
        return renderer.render(rules.view(start, side), new Masthead("DA-BENCH", "bench", "", false, "bench"));
    }

    @Benchmark
    public double floorSightEveryPair() {
        double sum = 0;
        for (Footprint a : figures) {
            for (Footprint b : figures) {
                if (a != b) {
                    sum += a.distanceTo(b);
                    sum += Sight.between(a, b, walls, List.of()).isPresent() ? 1 : 0;
                }
            }
        }
        return sum;
    }
}
