package herald.bench;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.Journal;
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

/**
 * The long battle as it stood when turn N was resolved ({@code herald state GAME --turn N}), for
 * N = 10, 100 and 1,000 of its 1,000 turns: {@link Games#atTurn} folds from the latest snapshot
 * before turn N (one every 10 turns, taken when the battle was written) up to the end of turn N.
 * Without snapshots every N cost a fold of the whole battle ({@link ReplayBench#foldTheWholeBattle}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
public class StateAtTurnBench {
    @Param({"10", "100", "1000"})
    public int turn;

    /** The H2 file, or a PostgreSQL database holding the same rows (see {@link ReplayBench#db}). */
    @Param({"h2"})
    public String db;

    private LongBattle.Facts battle;
    private Journal journal;
    private Games games;

    @Setup(Level.Trial)
    public void setUp() {
        battle = LongBattle.cached(LongBattle.turns());
        if (turn > battle.turns()) {
            throw new IllegalArgumentException("the battle has " + battle.turns() + " turns, not " + turn
                    + ": give -p turn=... or a longer -Dherald.bench.turns");
        }
        if ("postgresql".equals(db)) {
            herald.journal.PostgresServer.Database database = PgBattle.load(PgBattle.server(), battle);
            journal = Journal.open(database.url(), database.user(), database.password());
        } else {
            journal = Journal.openH2(battle.dir());
        }
        games = new Games(journal);
    }

    @Benchmark
    public GameRecord stateAtTurn() {
        return games.atTurn(battle.gameId(), turn);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        journal.close();
    }
}
