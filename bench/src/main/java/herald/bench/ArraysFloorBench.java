package herald.bench;

import herald.app.game.Keys;
import herald.journal.NewEvent;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * A second floor under PostgreSQL's 100-event turn, lower than {@link JdbcFloorBench}'s batch: the same
 * rows sent as one statement whose columns are arrays ({@code unnest}), which is how Herald itself sends a
 * turn to PostgreSQL. Herald's turn is set beside both: the batch is the floor the issue named, this one
 * the fastest plain JDBC we know for the same rows, so that a ratio above 1 against the batch says what it
 * is (a better statement), not that Herald's checks became free.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
public class ArraysFloorBench {
    static final String INSERT = "INSERT INTO events (game_id, version, type, schema_version, payload,"
            + " recorded_at, prev_hash, hash) SELECT ?, r.version, r.type, r.schema_version, r.payload, ?, ?, ?"
            + " FROM unnest(?::bigint[], ?::text[], ?::int[], ?::text[]) AS r(version, type, schema_version, payload)";

    private Connection connection;
    private PreparedStatement insert;
    private long version;
    private List<NewEvent> turn;
    private final String hash = Keys.sha256Hex("a hash is 64 hex digits".getBytes(StandardCharsets.UTF_8));

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        LongBattle.Facts battle = LongBattle.cached(LongBattle.turns());
        connection = PgBattle.load(PgBattle.server(), battle).connect();
        connection.setAutoCommit(false);
        version = JdbcFloorBench.lastVersion(connection, battle.gameId());
        insert = connection.prepareStatement(INSERT);
        turn = AppendBench.marchingSteps();
    }

    @Benchmark
    public long commitATurnOf100RowsAsArrays() throws SQLException {
        insert(connection, insert, version, turn, hash);
        connection.commit();
        version += turn.size();
        return version;
    }

    /** {@code events} as the versions after {@code last}, in one statement of {@link #INSERT} (not committed). */
    static void insert(Connection c, PreparedStatement insert, long last, List<NewEvent> events, String hash)
            throws SQLException {
        int n = events.size();
        Long[] versions = new Long[n];
        String[] types = new String[n];
        Integer[] schemas = new Integer[n];
        String[] payloads = new String[n];
        for (int i = 0; i < n; i++) {
            NewEvent e = events.get(i);
            versions[i] = last + 1 + i;
            types[i] = e.type();
            schemas[i] = e.schemaVersion();
            payloads[i] = e.payload();
        }
        insert.setString(1, LongBattle.GAME_ID);
        insert.setLong(2, System.currentTimeMillis());
        insert.setString(3, hash);
        insert.setString(4, hash);
        insert.setArray(5, c.createArrayOf("bigint", versions));
        insert.setArray(6, c.createArrayOf("text", types));
        insert.setArray(7, c.createArrayOf("int4", schemas));
        insert.setArray(8, c.createArrayOf("text", payloads));
        insert.executeUpdate();
    }

    @TearDown(Level.Trial)
    public void tearDown() throws SQLException {
        insert.close();
        connection.close();
    }
}
