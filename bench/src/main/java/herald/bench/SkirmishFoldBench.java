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
 * Whether a skirmish fold's cost per event depends on the number of pieces: the long battle with 200
 * characters (100 turns) and with 2,000 on a larger map (10 turns), about 100,000 events each, folded
 * from the first event ({@link Games#load(String, java.util.function.Predicate)}: read, decode, fold)
 * beside a plain JDBC scan of the same rows. Both report {@code events} per second; the fold's rate
 * over the scan's is the ratio issue 17 asks to be 0.25 or more, and the two sizes' fold rates should
 * be within 1.5× of each other.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class SkirmishFoldBench {
    /** Characters on the field; the battle lasts 20,000 / characters turns, so both sizes fold ~100,000 events. */
    @Param({"200", "2000"})
    public int characters;

    private LongBattle.Facts battle;
    private Journal journal;
    private Games games;
    private Connection connection;

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        battle = LongBattle.cached(Math.max(1, 20_000 / characters), characters);
        journal = Journal.openH2(battle.dir());
        connection = LongBattle.scanConnection(battle.dir());
        connection.setAutoCommit(false);
        games = new Games(journal);
    }

    @Benchmark
    public long scanTheRowsWithJdbc(ReplayBench.Events counted, Blackhole bh) throws SQLException {
        long rows = FloorScan.rows(connection, battle.gameId(), bh);
        counted.events += rows;
        return rows;
    }

    @Benchmark
    public GameRecord foldTheBattle(ReplayBench.Events counted) {
        GameRecord game = games.load(battle.gameId(), event -> true); // from the first event: no snapshot
        counted.events += game.version();
        return game;
    }

    @TearDown(Level.Trial)
    public void tearDown() throws SQLException {
        connection.close();
        journal.close();
    }
}
