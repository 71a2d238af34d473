package herald.bench;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.Journal;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Folding a whole game of each ruleset but the hex skirmish (whose long battle {@link ReplayBench} folds), beside its
 * floor in the same run: {@link FoldGames} plays a game of {@code ruleset} with {@code army} pieces a side to its end
 * through the real rules and the real journal (H2), then {@code foldTheGame} is {@link Games#load(String,
 * java.util.function.Predicate)} from the first event (read, decode with Jackson, fold; no snapshot) and
 * {@code scanTheRowsWithJdbc} a plain JDBC scan of the same rows, as {@link ReplayBench}'s floor. Both report
 * {@code events} (events, or rows, a second); fold/scan is the ratio issue 17 asks to be at least 0.25, and the fold's
 * events/s with 10 and with 100 pieces a side shows whether an event costs more when the state holds more pieces.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public class FoldBench {
    @Param({"lonewolf", "darkage", "basicfantasy", "fantasywarriors"})
    public String ruleset;

    /** Pieces (figures, units) a side. */
    @Param({"10", "100"})
    public int army;

    private FoldGames.Facts game;
    private Journal journal;
    private Games games;
    private Connection connection;
    private herald.engine.Ruleset rules;
    private java.util.List<Object> decoded;

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        game = FoldGames.cached(ruleset, army, FoldGames.turns(ruleset));
        System.out.printf("%nfold: %s, %d a side: %,d events%n", ruleset, army, game.events());
        journal = Journal.openH2(game.dir());
        games = new Games(journal);
        connection = LongBattle.scanConnection(game.dir());
        connection.setAutoCommit(false);
        rules = herald.app.game.Rulesets.byId(ruleset);
        decoded = games.history(FoldGames.GAME_ID).stream().map(Games.Step::event).toList();
    }

    /**
     * The fold alone, from events decoded once in the set-up: what the rules' states cost an event, without the
     * reading and Jackson's decoding (and without the fixed cost of a fresh codec a load, see bench/README.md).
     */
    @Benchmark
    public GameRecord foldTheDecodedEvents(ReplayBench.Events counted) {
        GameRecord game = GameRecord.empty(rules);
        for (Object e : decoded) {
            game = Games.fold(game, e);
        }
        counted.events += decoded.size();
        return game;
    }

    @Benchmark
    public GameRecord foldTheGame(ReplayBench.Events counted) {
        GameRecord game = games.load(FoldGames.GAME_ID, event -> true); // from the first event: no snapshot
        counted.events += game.version();
        return game;
    }

    @Benchmark
    public long scanTheRowsWithJdbc(ReplayBench.Events counted, Blackhole bh) throws SQLException {
        long rows = FloorScan.rows(connection, FoldGames.GAME_ID, bh);
        counted.events += rows;
        return rows;
    }

    @TearDown(Level.Trial)
    public void tearDown() throws SQLException {
        connection.close();
        journal.close();
    }
}
