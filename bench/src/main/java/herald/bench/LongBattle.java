package herald.bench;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.SeedRevealed;
import herald.app.game.GameEvent.WindowResolved;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.app.game.Rulesets;
import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.ScenarioException;
import herald.engine.SeededDice;
import herald.engine.skirmish.events.CharacterMoved;
import herald.journal.Journal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * A synthetic long battle in a real journal: the {@link BattleScenario} played for a given number of
 * game turns through the real rules (orders checked, windows resolved with the game's seeded dice)
 * and appended through the real {@link Journal} API, one transaction per accepted submission and one
 * per resolved window, as the umpire would. What the umpire does besides (recording the raw mail,
 * queuing replies and PDFs) is left out: the journal's events are the same.
 *
 * <p>At 1,000 turns that is about a million events; writing them takes minutes, so the H2 file is
 * kept under {@code bench/target} and reused by every benchmark and fork until {@code mvn clean}.
 */
public final class LongBattle {
    static final String GAME_ID = "MS-LONG-MUSTER";
    static final int DEFAULT_TURNS = 1000;
    private static final byte[] SEED = "Herald's benchmark seed, 32 byte".getBytes(StandardCharsets.UTF_8);
    private static final Instant START = Instant.parse("2026-01-01T09:00:00Z");
    private static final String FACTS = "battle.properties";

    /** Where the battle is and what it holds; {@code generationSeconds} is how long writing it took. */
    record Facts(Path dir, String gameId, int turns, long events, double generationSeconds) {}

    private LongBattle() {
    }

    /** Turns from {@code -Dherald.bench.turns} (default 1,000). */
    static int turns() {
        return Integer.getInteger("herald.bench.turns", DEFAULT_TURNS);
    }

    /** The battle of {@code turns} game turns, written now unless an earlier run left it complete. */
    static Facts cached(int turns) {
        return cached(turns, BattleScenario.characters());
    }

    /** As above, with {@code characters} on the field (200 the default battle; more on a larger map: {@link BattleScenario#of}). */
    static Facts cached(int turns, int characters) {
        BattleScenario scenario = BattleScenario.of(characters);
        Path dir = Path.of(System.getProperty("herald.bench.data", "bench/target"))
                .resolve("long-battle-" + turns + (characters == BattleScenario.CHARACTERS ? "" : "-c" + characters))
                .toAbsolutePath();
        Path facts = dir.resolve(FACTS);
        if (Files.exists(facts)) {
            return read(dir, facts);
        }
        deleteTree(dir); // a generation that was cut short
        long started = System.nanoTime();
        long events;
        double snapshotSeconds;
        try (Journal journal = Journal.openH2(dir)) {
            events = write(journal, scenario, turns, Integer.MAX_VALUE);
            long folding = System.nanoTime();
            // Snapshots are taken by the first fold past every tenth turn; take them now, not in a benchmark.
            new Games(journal).atTurn(GAME_ID, turns);
            snapshotSeconds = (System.nanoTime() - folding) / 1e9;
        }
        compact(dir);
        double seconds = (System.nanoTime() - started) / 1e9;
        Properties p = new Properties();
        p.setProperty("gameId", GAME_ID);
        p.setProperty("turns", Integer.toString(turns));
        p.setProperty("characters", Integer.toString(characters));
        p.setProperty("events", Long.toString(events));
        p.setProperty("generationSeconds", String.format(java.util.Locale.ROOT, "%.1f", seconds));
        try (OutputStream out = Files.newOutputStream(facts)) {
            p.store(out, "written last, so its presence means the journal beside it is complete");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.printf("long battle: %d turns, %d characters, %,d events written in %.1f s (%,.0f events/s; the first"
                + " fold, which took the snapshots, %.1f s of it), %,d bytes on disk%n", turns, characters, events, seconds,
                events / seconds, snapshotSeconds, size(dir));
        return new Facts(dir, GAME_ID, turns, events, seconds);
    }

    /**
     * Plays the battle of {@code turns} game turns into {@code journal}, stopping after
     * {@code windows} player turns if it has not ended by then; returns the game's last version.
     */
    static long write(Journal journal, int turns, int windows) {
        return write(journal, BattleScenario.DEFAULT, turns, windows);
    }

    static long write(Journal journal, BattleScenario scenario, int turns, int windows) {
        Ruleset rules = Rulesets.byId("skirmish");
        EventCodec codec = new EventCodec(rules);
        List<Object> opening = new ArrayList<>();
        opening.add(new GameCreated(GAME_ID, rules.id(), rules.version(), "long-muster", Map.of(),
                List.of(seat("north"), seat("south")), Keys.sha256Hex(SEED), null, null, START, null, null));
        try {
            opening.addAll(rules.setUp(scenario.scenario(turns), "long-muster.json"));
        } catch (ScenarioException e) {
            throw new IllegalStateException("the benchmark scenario is wrong: " + e.getMessage(), e);
        }
        long opened = journal.transact(tx -> {
            tx.putSecret(GAME_ID, SEED);
            return tx.append(GAME_ID, 0, opening.stream().map(codec::encode).toList());
        });
        GameRecord game = fold(GameRecord.empty(rules), opening).withVersion(opened);
        for (int window = 0; !game.finished() && window < windows; window++) {
            Instant at = START.plus(Duration.ofHours(12L * window));
            game = playWindow(journal, codec, scenario, game, at);
            if (window % 200 == 199) {
                System.out.printf("long battle: turn %d of %d written%n", (window + 1) / 2, turns);
            }
        }
        return game.version();
    }

    /** One player turn: the active side's orders are accepted, then the window is resolved. */
    private static GameRecord playWindow(Journal journal, EventCodec codec, BattleScenario scenario, GameRecord game,
            Instant at) {
        Ruleset rules = game.ruleset();
        OrderWindow w = game.window().orElseThrow();
        String side = w.sides().get(0);
        boolean north = side.equals(rules.sides(game.rules()).get(0).id());
        String body = scenario.ordersOf(north, w.turn());
        if (!(rules.check(game.rules(), side, body) instanceof OrdersRuling.Accepted accepted)) {
            throw new IllegalStateException("the rules refused the benchmark's own orders for " + w.id() + ": "
                    + rules.check(game.rules(), side, body));
        }
        OrdersAccepted orders = new OrdersAccepted(side, w.id(), "<" + w.id() + "@bench.test>", at, body,
                accepted.normalised());
        game = append(journal, codec, game, List.of(orders));
        String stream = herald.app.game.DiceStreams.of(game, w);
        SeededDice dice = new SeededDice(SEED, stream);
        List<RuleEvent> outcome = rules.resolve(game.rules(), Map.of(side, accepted.normalised()), dice);
        long moved = outcome.stream().filter(CharacterMoved.class::isInstance).count();
        if (moved != (long) scenario.perSide * BattleScenario.STEPS) {
            throw new IllegalStateException(w.id() + ": only " + moved + " steps were taken; the march was blocked");
        }
        List<Object> events = new ArrayList<>(outcome);
        events.add(new WindowResolved(w.id(), w.turn(), Map.of(side, orders.messageId()), dice.used(),
                at.plus(Duration.ofHours(1)), stream));
        if (fold(game, events).finished()) {
            events.add(new SeedRevealed(HexFormat.of().formatHex(SEED)));
        }
        return append(journal, codec, game, events);
    }

    /** The URL the journal itself uses for an H2 file in {@code dir}, for benchmarks that bypass it. */
    /**
     * A connection for a replay's floor, a scan of the rows: H2 hands back the result of a query run again
     * with the same parameters on unchanged tables (OPTIMIZE_REUSE_RESULTS) without reading a row, so a
     * floor repeated in a benchmark loop measured a cached list, ten times quicker than any read (issue
     * 17). Turned off for the whole database, the journal's reads beside it included.
     */
    static Connection scanConnection(Path dir) throws SQLException {
        Connection c = DriverManager.getConnection(jdbcUrl(dir), "sa", "");
        try (Statement s = c.createStatement()) {
            s.execute("SET OPTIMIZE_REUSE_RESULTS 0");
        }
        c.setAutoCommit(false);
        return c;
    }

    static String jdbcUrl(Path dir) {
        // The journal's own durability settings (JdbcUrls.durable), so that the floor is a fair one.
        return "jdbc:h2:file:" + dir.resolve("journal") + ";WRITE_DELAY=0;REUSE_SPACE=FALSE";
    }

    /**
     * Thousands of small commits leave H2's file mostly free pages (1.4 kB an event); compacting once
     * makes the copies the writing benchmarks take smaller and quicker, and changes no row.
     */
    private static void compact(Path dir) {
        try (Connection c = DriverManager.getConnection(jdbcUrl(dir), "sa", ""); Statement s = c.createStatement()) {
            s.execute("SHUTDOWN COMPACT");
        } catch (SQLException e) {
            throw new IllegalStateException("could not compact " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Appends {@code events} to {@code game}'s stream, as the umpire would, and folds them: the game after them. */
    static GameRecord append(Journal journal, EventCodec codec, GameRecord game, List<Object> events) {
        long version = journal.transact(tx -> tx.append(game.id(), game.version(), events.stream().map(codec::encode).toList()));
        return fold(game, events).withVersion(version);
    }

    static GameRecord fold(GameRecord game, List<?> events) {
        return Games.foldAll(game, events);
    }

    private static Seat seat(String side) {
        String salt = Keys.salt();
        return new Seat(side, side + "@bench.test", salt, Keys.keyHash(salt, Keys.orderKey()));
    }

    private static Facts read(Path dir, Path facts) {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(facts)) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Facts(dir, p.getProperty("gameId"), Integer.parseInt(p.getProperty("turns")),
                Long.parseLong(p.getProperty("events")), Double.parseDouble(p.getProperty("generationSeconds")));
    }

    /** Writes the battle, or says where an earlier run left it: {@code LongBattle [TURNS [CHARACTERS]]}. */
    public static void main(String[] args) {
        Facts f = cached(args.length > 0 ? Integer.parseInt(args[0]) : turns(),
                args.length > 1 ? Integer.parseInt(args[1]) : BattleScenario.characters());
        System.out.printf("%s: %d turns, %,d events, %s%n", f.gameId(), f.turns(), f.events(), f.dir());
    }

    /** A private copy of the battle's journal, for benchmarks that write to it. */
    static Path copy(Facts battle) {
        try {
            Path to = Files.createTempDirectory("herald-bench");
            try (var files = Files.list(battle.dir())) {
                for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".db")).toList()) {
                    Files.copy(f, to.resolve(f.getFileName()));
                }
            }
            return to;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An empty temporary folder. */
    static Path tempDir() {
        try {
            return Files.createTempDirectory("herald-bench");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static long size(Path dir) {
        try (var files = Files.list(dir)) {
            return files.mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (var files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
