package herald.bench;

import herald.journal.PostgresServer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * The long battle in PostgreSQL, for the benchmarks run with {@code -p db=postgresql}. The server is the
 * journal tests' {@link PostgresServer} (its test-jar): started once per JMH fork in a temporary data
 * directory from the machine's PostgreSQL 15 binaries (as the {@code postgres} user under root), and
 * stopped with the fork. Unlike the tests, the benchmark server runs with {@code fsync} and
 * {@code full_page_writes} on, PostgreSQL's defaults and what a club's server has: every commit waits for
 * its write-ahead log to reach the disk.
 *
 * <p>The battle is not played again into PostgreSQL (a million one-window transactions through the rules);
 * its rows are copied from the H2 file as they are (positions, versions, hashes, payloads), by
 * {@code COPY}, into a database that Herald's own migrations made, then the identity is moved past them
 * and the table analysed. Each trial (each JMH fork) copies afresh, as the H2 benchmarks copy the file.
 */
final class PgBattle {
    private PgBattle() {
    }

    /** The fork's server, with durability turned back on (checked by {@link #load}). */
    static PostgresServer server() {
        PostgresServer server = PostgresServer.shared();
        server.asAdmin("ALTER SYSTEM SET fsync = on");
        server.asAdmin("ALTER SYSTEM SET full_page_writes = on");
        server.asAdmin("SELECT pg_reload_conf()");
        return server;
    }

    static void awaitDurable(Connection pg) throws SQLException {
        long until = System.nanoTime() + 10_000_000_000L;
        while (!"on".equals(show(pg, "fsync")) || !"on".equals(show(pg, "full_page_writes"))
                || !"on".equals(show(pg, "synchronous_commit"))) {
            if (System.nanoTime() > until) {
                throw new IllegalStateException("the benchmark PostgreSQL server did not turn fsync on");
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    private static String show(Connection pg, String name) throws SQLException {
        try (Statement s = pg.createStatement(); ResultSet rs = s.executeQuery("SHOW " + name)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** A fresh database holding Herald's schema and every row of the battle's events, snapshots and secret. */
    static PostgresServer.Database load(PostgresServer server, LongBattle.Facts battle) {
        PostgresServer.Database db = server.newJournalDatabase();
        long started = System.nanoTime();
        long rows;
        try (Connection h2 = DriverManager.getConnection(LongBattle.jdbcUrl(battle.dir()), "sa", "");
                Connection pg = db.connect()) {
            awaitDurable(pg);
            rows = copy(h2, pg, "events", "position, game_id, version, type, schema_version, payload, recorded_at,"
                    + " prev_hash, hash, ruleset_version");
            copy(h2, pg, "snapshots", "game_id, version, turn, ruleset_version, format, state, taken_at");
            pg.setAutoCommit(true); // VACUUM runs outside a transaction
            try (Statement s = pg.createStatement()) {
                s.execute("SELECT setval(pg_get_serial_sequence('events', 'position'), (SELECT MAX(position) FROM events))");
                // Hint bits and the visibility map of the million new rows set now, not by an autovacuum that
                // the inserts set off during a measurement (PostgreSQL's one event read 0.87 and 0.55 of its
                // floor in two runs of the same code, its iterations rising while the server caught up).
                s.execute("VACUUM (ANALYZE)");
            }
            server.asAdmin("CHECKPOINT"); // the copy's dirty pages written now, not during a measurement
        } catch (SQLException e) {
            throw new IllegalStateException("cannot copy the long battle into PostgreSQL: " + e, e);
        }
        System.out.printf("long battle copied into PostgreSQL: %,d events in %.1f s%n", rows,
                (System.nanoTime() - started) / 1e9);
        return db;
    }

    private static long copy(Connection h2, Connection pg, String table, String columns) throws SQLException {
        int n = columns.split(",").length;
        CopyIn in = pg.unwrap(PGConnection.class).getCopyAPI()
                .copyIn("COPY " + table + " (" + columns + ") FROM STDIN (FORMAT csv)");
        long rows = 0;
        try (Statement s = h2.createStatement(); ResultSet rs = s.executeQuery("SELECT " + columns + " FROM " + table)) {
            StringBuilder sb = new StringBuilder();
            while (rs.next()) {
                for (int i = 1; i <= n; i++) {
                    if (i > 1) {
                        sb.append(',');
                    }
                    String v = rs.getString(i);
                    if (v != null) {
                        sb.append('"').append(v.replace("\"", "\"\"")).append('"');
                    }
                }
                sb.append('\n');
                rows++;
                if (sb.length() > 1 << 20) {
                    byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
                    in.writeToCopy(b, 0, b.length);
                    sb.setLength(0);
                }
            }
            byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
            in.writeToCopy(b, 0, b.length);
            in.endCopy();
        } catch (SQLException e) {
            if (in.isActive()) {
                in.cancelCopy();
            }
            throw e;
        }
        return rows;
    }
}
