package herald.bench;

import herald.journal.Journal;
import herald.journal.NewEvent;
import herald.journal.PostgresServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What Herald's append costs beside its floor, measured so that a machine shared with other work cannot
 * hide it: blocks of commits taken in turn by three writers, so that all see the same load: the journal
 * keeping its head file (journal.head, issue 13; as `herald` runs), the journal without it, and plain JDBC
 * inserting the same rows with one batched INSERT and a commit (as {@link JdbcFloorBench}). Each commits
 * one event, or a turn of 100 events; each on a fresh journal, H2 files in a temporary folder or, with
 * {@code postgresql}, databases on a PostgreSQL 15 server with fsync on ({@link PgBattle}). Prints, for each,
 * the median and the minimum microseconds a commit over the blocks, and the journal's ratio to the floor.
 * {@code java -cp "bench/target/bench.jar:bench/target/lib/*" herald.bench.HeadFileCost [BLOCKS [h2|postgresql [1|100]]]}
 */
public final class HeadFileCost {
    private static final int BLOCK = 200;
    private static final String GAME = "LW-BENCH";

    private HeadFileCost() {}

    /** One of the three writers: commits {@code events} after what it wrote before. */
    private interface Writer {
        void commit(List<NewEvent> events) throws SQLException;
    }

    public static void main(String[] args) throws Exception {
        int blocks = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        boolean pg = args.length > 1 && args[1].equals("postgresql");
        int size = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        List<NewEvent> events = size == 1 ? List.of(new NewEvent("UnitMoved", 1,
                "{\"unit\":\"A1\",\"to\":\"C3\",\"steps\":[\"N\",\"NE\"]}")) : AppendBench.marchingSteps().subList(0, size);
        int perBlock = Math.max(5, BLOCK / size);
        Path kept = Files.createTempDirectory("herald-head");
        Path bare = Files.createTempDirectory("herald-nohead");
        Path floorDir = Files.createTempDirectory("herald-floor");
        Path served = Files.createTempDirectory("herald-served");
        PostgresServer server = pg ? PgBattle.server() : null;
        // On H2, `herald` (openH2) opens the file with AUTO_SERVER, so that read commands may join it: the
        // fourth writer is such a journal without the head file, to tell the two costs apart.
        // On PostgreSQL the fourth writer is the second floor, the rows as arrays in one statement (ArraysFloorBench).
        String[] names = {"journal with its head file", "journal without it", "JDBC floor",
            pg ? "JDBC floor, arrays" : "without, AUTO_SERVER (H2)"};
        List<List<Double>> micros = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        try (Journal head = pg ? open(server).keepingHeadIn(kept) : Journal.openH2(kept);
                Journal none = pg ? open(server) : Journal.open("jdbc:h2:file:" + bare.resolve("journal"), "sa", "");
                Connection floor = floorConnection(server, floorDir);
                Connection arrays = pg ? floorConnection(server, floorDir) : null;
                Journal autoServer = pg ? null
                        : Journal.open("jdbc:h2:file:" + served.resolve("journal") + ";AUTO_SERVER=TRUE", "sa", "")) {
            List<Writer> writers = List.of(journal(head), journal(none), floor(floor),
                    pg ? arraysFloor(arrays) : journal(autoServer));
            for (int b = 0; b < blocks + 2; b++) {
                for (int k = 0; k < writers.size(); k++) {
                    int w = (b + k) % writers.size(); // each writer first in turn: none always follows the same one
                    long t0 = System.nanoTime();
                    for (int i = 0; i < perBlock; i++) {
                        writers.get(w).commit(events);
                    }
                    if (b >= 2) { // the first two blocks warm up
                        micros.get(w).add((System.nanoTime() - t0) / 1e3 / perBlock);
                    }
                }
            }
        } finally {
            LongBattle.deleteTree(kept);
            LongBattle.deleteTree(bare);
            LongBattle.deleteTree(floorDir);
            LongBattle.deleteTree(served);
        }
        double floorMedian = median(micros.get(2));
        System.out.printf("%s, a commit of %d event(s), %d blocks of %d commits in turn:%n", pg ? "PostgreSQL" : "H2",
                size, blocks, perBlock);
        for (int w = 0; w < names.length; w++) {
            System.out.printf("  %-28s median %7.0f us (min %7.0f), floor/this %.2f%s%n", names[w], median(micros.get(w)),
                    Collections.min(micros.get(w)), floorMedian / median(micros.get(w)),
                    pg ? String.format(", arrays floor/this %.2f", median(micros.get(3)) / median(micros.get(w))) : "");
        }
    }

    private static Journal open(PostgresServer server) {
        PostgresServer.Database db = server.newJournalDatabase();
        return Journal.open(db.url(), db.user(), db.password());
    }

    private static Writer journal(Journal journal) {
        long[] version = {0};
        return events -> version[0] = journal.transact(tx -> tx.append(GAME, version[0], events));
    }

    private static Connection floorConnection(PostgresServer server, Path dir) throws SQLException {
        if (server != null) {
            Connection c = server.newJournalDatabase().connect();
            PgBattle.awaitDurable(c);
            return c;
        }
        Journal.openH2(dir).close(); // Herald's schema, then the journal's own durability settings
        return DriverManager.getConnection(LongBattle.jdbcUrl(dir), "sa", "");
    }

    private static Writer floor(Connection c) throws SQLException {
        c.setAutoCommit(false);
        PreparedStatement insert = c.prepareStatement(JdbcFloorBench.INSERT);
        String hash = "ab".repeat(32);
        long[] version = {0};
        return events -> {
            for (NewEvent e : events) {
                JdbcFloorBench.addRow(insert, GAME, ++version[0], e, hash);
            }
            insert.executeBatch();
            c.commit();
        };
    }

    private static Writer arraysFloor(Connection c) throws SQLException {
        c.setAutoCommit(false);
        PreparedStatement insert = c.prepareStatement(ArraysFloorBench.INSERT);
        String hash = "ab".repeat(32);
        long[] version = {0};
        return events -> {
            ArraysFloorBench.insert(c, insert, version[0], events, hash);
            version[0] += events.size();
            c.commit();
        };
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
