package herald.bench;

import herald.app.game.Keys;
import herald.journal.Journal;
import herald.journal.NewEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
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
 * The floor under {@link AppendBench}: the same rows (same game, next versions, same payloads,
 * hashes of the same length) inserted into the same table of a copy of the same file, by one
 * prepared statement with JDBC batching and nothing else: no head read, no JSON check, no hashing.
 * What Herald adds on top is the gap between the two. {@code db=postgresql}: the same inserts into the
 * same table of a PostgreSQL database holding the same rows, on a server of its own ({@link PgBattle}),
 * as the role Herald connects as.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
public class JdbcFloorBench {
    /** Where the rows go: a copy of the H2 file or a PostgreSQL database (see {@link AppendBench#db}). */
    @org.openjdk.jmh.annotations.Param({"h2", "postgresql"})
    public String db;

    private Path dir;
    private Connection connection;
    private PreparedStatement insert;
    private long version;
    private List<NewEvent> turn;
    private final String hash = Keys.sha256Hex("a hash is 64 hex digits".getBytes(StandardCharsets.UTF_8));

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        LongBattle.Facts battle = LongBattle.cached(LongBattle.turns());
        if ("postgresql".equals(db)) {
            dir = LongBattle.tempDir();
            connection = PgBattle.load(PgBattle.server(), battle).connect(); // Herald's schema, the battle's rows
        } else {
            dir = LongBattle.copy(battle);
            Journal.openH2(dir).close(); // the schema as Herald's migrations leave it
            connection = DriverManager.getConnection(LongBattle.jdbcUrl(dir), "sa", "");
        }
        connection.setAutoCommit(false);
        version = lastVersion(connection, battle.gameId());
        insert = connection.prepareStatement(INSERT);
        turn = AppendBench.marchingSteps();
    }

    private void addRow() throws SQLException {
        NewEvent e = turn.get((int) (version % AppendBench.TURN));
        version++;
        addRow(insert, LongBattle.GAME_ID, version, e, hash);
    }

    /** The battle's last version in the floor's table, which a floor appends after. */
    static long lastVersion(Connection connection, String gameId) throws SQLException {
        try (PreparedStatement head = connection.prepareStatement(
                "SELECT COALESCE(MAX(version), 0) FROM events WHERE game_id = ?")) {
            head.setString(1, gameId);
            try (ResultSet rs = head.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** The floor's insert: the event's columns, nothing read, checked or chained. */
    static final String INSERT = "INSERT INTO events (game_id, version, type, schema_version, payload, recorded_at,"
            + " prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    /** One row of {@link #INSERT} added to its batch, {@code hash} standing for both hashes. */
    static void addRow(PreparedStatement insert, String gameId, long version, NewEvent e, String hash)
            throws SQLException {
        insert.setString(1, gameId);
        insert.setLong(2, version);
        insert.setString(3, e.type());
        insert.setInt(4, e.schemaVersion());
        insert.setString(5, e.payload());
        insert.setLong(6, System.currentTimeMillis());
        insert.setString(7, hash);
        insert.setString(8, hash);
        insert.addBatch();
    }

    @Benchmark
    public long commitOneRow() throws SQLException {
        addRow();
        insert.executeBatch();
        connection.commit();
        return version;
    }

    @Benchmark
    public long commitATurnOf100Rows() throws SQLException {
        for (int i = 0; i < AppendBench.TURN; i++) {
            addRow();
        }
        insert.executeBatch();
        connection.commit();
        return version;
    }

    @TearDown(Level.Trial)
    public void tearDown() throws SQLException {
        insert.close();
        connection.close();
        LongBattle.deleteTree(dir);
    }
}
