package herald.bench;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.NewEvent;
import herald.mailer.InboundMail;
import herald.renderer.PdfRenderer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The journal on a real H2 file (WRITE_DELAY=0): appending a turn's worth of events in one
 * transaction, and loading a played game by folding its whole stream, as every `herald` command does.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class JournalBench {
    private Path dir;
    private Journal journal;
    private Games games;
    private String playedGame;
    private long version;
    private final List<NewEvent> turn = new ArrayList<>();

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        dir = Files.createTempDirectory("herald-bench");
        journal = Journal.openH2(dir);
        games = new Games(journal);
        for (int i = 0; i < 40; i++) {
            turn.add(new NewEvent("PieceMoved", 1, "{\"piece\":\"G" + i + "\",\"from\":\"G9\",\"to\":\"G8\",\"cost\":1,\"mpLeft\":6}"));
        }
        playedGame = playFiveTurns();
    }

    private String playFiveTurns() {
        Umpire umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@bench.test"), Clock.systemUTC());
        Ruleset lw = Rulesets.byId("lonewolf");
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", "red@bench.test");
        players.put("blue", "blue@bench.test");
        String id = umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null)).gameId();
        Map<String, String> keys = new LinkedHashMap<>();
        journal.pendingMail().forEach(m -> {
            Matcher k = Pattern.compile("KEY\\s+(\\S+)").matcher(m.mail().body());
            if (k.find()) {
                keys.put(m.mail().recipient(), k.group(1));
            }
        });
        for (int t = 0; t < 5; t++) {
            GameRecord g = games.load(id);
            if (g.finished()) {
                break;
            }
            for (var seat : g.created().seats()) {
                String body = "KEY " + keys.get(seat.email()) + "\n" + lw.simulatedOrders(g.rules(), seat.side());
                umpire.ingest(new InboundMail("<" + t + seat.side() + "@bench>", seat.email(), "", "[" + id + "]", body,
                        false, Clock.systemUTC().instant(), body.getBytes(StandardCharsets.UTF_8), null, 0));
            }
            umpire.resolveReady();
        }
        return id;
    }

    @Benchmark
    public long appendATurnOfFortyEvents() {
        long expected = version;
        version = journal.transact(tx -> tx.append("LW-APPEND", expected, turn));
        return version;
    }

    @Benchmark
    public GameRecord loadAPlayedGame() {
        return games.load(playedGame);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        journal.close();
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
