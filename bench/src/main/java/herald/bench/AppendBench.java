package herald.bench;

import herald.app.game.EventCodec;
import herald.app.game.Rulesets;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.CharacterMoved;
import herald.journal.Journal;
import herald.journal.NewEvent;
import herald.journal.PostgresServer;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * Herald's journal appending to the long battle's own stream, on a copy of its H2 file (about a
 * million rows, WRITE_DELAY=0, so every commit reaches the disk): one event per commit, as an accepted
 * submission is, and a turn of 100 events per commit, as a resolved window is. Each append reads the
 * stream's head, checks every payload is JSON and chains the SHA-256 hashes. {@link JdbcFloorBench}
 * writes the same rows with plain JDBC. {@code headFile=false} leaves out the head file written after
 * each commit (one page rewritten in place in journal.head; a temporary file moved over it before issue
 * 17), to show what that costs. From the second commit on, an append follows the head the journal
 * remembers from its last commit, checked by the insert itself, instead of reading it first. {@code db=postgresql}
 * does the same on a PostgreSQL 15 server started for the fork, into which the battle's rows were copied
 * ({@link PgBattle}); the head file is then kept in a temporary folder, as {@code herald} keeps it in its
 * data folder whatever the database.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
public class AppendBench {
    static final int TURN = 100;

    /** Whether the journal keeps its head file (journal.head) beside it after each commit, as `herald` does. */
    @org.openjdk.jmh.annotations.Param({"true", "false"})
    public boolean headFile;

    /** Where the journal lives: the H2 file (Herald's default) or a PostgreSQL database. */
    @org.openjdk.jmh.annotations.Param({"h2", "postgresql"})
    public String db;

    private Path dir;
    private Journal journal;
    private long version;
    private List<NewEvent> turn;

    @Setup(Level.Trial)
    public void setUp() {
        LongBattle.Facts battle = LongBattle.cached(LongBattle.turns());
        if ("postgresql".equals(db)) {
            PostgresServer.Database database = PgBattle.load(PgBattle.server(), battle);
            dir = LongBattle.tempDir();
            Journal opened = Journal.open(database.url(), database.user(), database.password());
            journal = headFile ? opened.keepingHeadIn(dir) : opened;
        } else {
            dir = LongBattle.copy(battle);
            journal = headFile ? Journal.openH2(dir)
                    : Journal.open("jdbc:h2:file:" + dir.toAbsolutePath().normalize().resolve("journal"), "sa", "");
        }
        version = journal.version(battle.gameId());
        turn = marchingSteps();
    }

    /** 100 real CharacterMoved events: 50 characters each one hex out and one hex back. */
    static List<NewEvent> marchingSteps() {
        EventCodec codec = new EventCodec(Rulesets.byId("skirmish"));
        List<NewEvent> out = new ArrayList<>();
        for (int i = 0; i < TURN / 2; i++) {
            Hex home = Hex.parse(String.format(java.util.Locale.ROOT, "%02d06", 8 + i % 25)).orElseThrow();
            Hex ahead = Hex.parse(String.format(java.util.Locale.ROOT, "%02d05", 8 + i % 25)).orElseThrow();
            out.add(codec.encode(new CharacterMoved("A" + (i + 1), home, ahead, 1, 4)));
            out.add(codec.encode(new CharacterMoved("A" + (i + 1), ahead, home, 1, 3)));
        }
        return out;
    }

    @Benchmark
    public long commitOneEvent() {
        long expected = version;
        NewEvent next = turn.get((int) (expected % TURN));
        version = journal.transact(tx -> tx.append(LongBattle.GAME_ID, expected, List.of(next)));
        return version;
    }

    @Benchmark
    public long commitATurnOf100Events() {
        long expected = version;
        version = journal.transact(tx -> tx.append(LongBattle.GAME_ID, expected, turn));
        return version;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        journal.close();
        LongBattle.deleteTree(dir);
    }
}
