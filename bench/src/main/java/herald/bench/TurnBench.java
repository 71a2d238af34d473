package herald.bench;

import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.Ruleset;
import herald.engine.SeededDice;
import herald.engine.view.Masthead;
import herald.renderer.PdfRenderer;
import java.nio.charset.StandardCharsets;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** The rules' and the renderer's share of one turn: checking orders, adjudicating, drawing a PDF. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TurnBench {
    @Param({"lonewolf:patrol"})
    public String game;

    private Ruleset rules;
    private RulesState start;
    private String side;
    private String text;
    private final Map<String, List<String>> orders = new LinkedHashMap<>();
    private final byte[] seed = "a benchmark seed, thirty-two byte".getBytes(StandardCharsets.UTF_8);
    private PdfRenderer renderer;

    @Setup
    public void setUp() {
        String[] parts = game.split(":");
        rules = Rulesets.byId(parts[0]);
        start = Games.setUp(rules, parts[1]);
        for (var s : rules.sides(start)) {
            String simulated = rules.simulatedOrders(start, s.id());
            orders.put(s.id(), ((OrdersRuling.Accepted) rules.check(start, s.id(), simulated)).normalised());
        }
        side = rules.sides(start).get(0).id();
        text = rules.simulatedOrders(start, side);
        renderer = new PdfRenderer();
    }

    @Benchmark
    public OrdersRuling checkOneSubmission() {
        return rules.check(start, side, text);
    }

    @Benchmark
    public List<RuleEvent> resolveOneWindow() {
        return rules.resolve(start, orders, new SeededDice(seed, "T1"));
    }

    @Benchmark
    public byte[] renderOnePdf() {
        return renderer.render(rules.view(start, side), new Masthead("LW-BENCH", "bench", "", false, "bench"));
    }
}
