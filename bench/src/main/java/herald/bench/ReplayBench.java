package herald.bench;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Replaying the whole long battle, three ways, each reporting {@code events} (events per second)
 * beside its operations: a plain JDBC scan of the game's rows (the floor), the journal's read (rows
 * to {@link StoredEvent}s), and the fold of {@link Games#load(String, java.util.function.Predicate)}
 * (read, decode every payload with Jackson, fold every event into the state from the first one), which
 * every `herald` command did for every game before snapshots, and still does where none helps.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 10)
public class ReplayBench {
    /**
     * Where the battle is read from: its H2 file, or (only when asked, {@code -p db=postgresql}: each fork
     * first copies the battle in, ~30 s) a PostgreSQL database holding the same rows ({@link PgBattle}).
     * Not measured yet on PostgreSQL.
     */
    @org.openjdk.jmh.annotations.Param({"h2"})
    public String db;

    private LongBattle.Facts battle;
    private Journal journal;
    private Games games;
    private Connection connection;

    /** Events handled, which JMH reports as a rate. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Events {
        public long events;

        @Setup(Level.Iteration)
        public void clear() {
            events = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        battle = LongBattle.cached(LongBattle.turns());
        if ("postgresql".equals(db)) {
            herald.journal.PostgresServer.Database database = PgBattle.load(PgBattle.server(), battle);
            journal = Journal.open(database.url(), database.user(), database.password());
            connection = database.connect();
        } else {
            journal = Journal.openH2(battle.dir());
            connection = LongBattle.scanConnection(battle.dir());
        }
        games = new Games(journal);
        connection.setAutoCommit(false);
    }

    @Benchmark
    public long scanTheRowsWithJdbc(Events counted, Blackhole bh) throws SQLException {
        long rows = FloorScan.rows(connection, battle.gameId(), bh);
        counted.events += rows;
        return rows;
    }

    @Benchmark
    public List<StoredEvent> readTheJournal(Events counted) {
        List<StoredEvent> events = journal.read(battle.gameId());
        counted.events += events.size();
        return events;
    }

    @Benchmark
    public GameRecord foldTheWholeBattle(Events counted) {
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
