package herald.journal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An append's events, chained after a head and sent as one statement with its rows in one JDBC batch: a
 * resolved window is tens of events, and on PostgreSQL a round trip each cost a 100-event turn four fifths
 * of its time (bench/README.md).
 */
final class EventBatch {
    private static final String INTO = "INSERT INTO events (game_id, version, type, schema_version, payload,"
            + " recorded_at, prev_hash, hash, ruleset_version) ";
    /** After a head read in the same transaction. */
    static final String AFTER_READ = INTO + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
    /**
     * After a head {@link StreamHeads remembered}, not read: each row is written only if its predecessor is
     * in the stream with the hash it chains from and nothing follows that predecessor yet, which is what
     * reading the head and comparing versions established. A row inserted by another transaction that has
     * not committed is not seen here and is caught, as after a read, by the unique (game_id, version).
     * The successor is looked for by its own key, given as parameters: correlated with {@code p}, it made
     * PostgreSQL's generic plan for the prepared statement an anti join that read the table, and a one-event
     * commit took 1.6 ms instead of 0.7 (and 5 ms once the table was analysed), where the floor's took 0.7.
     */
    static final String AFTER_REMEMBERED = INTO + "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? FROM events p"
            + " WHERE p.game_id = ? AND p.version = ? AND p.hash = ? AND NOT EXISTS"
            + " (SELECT 1 FROM events n WHERE n.game_id = ? AND n.version = ?)";

    /** What an insert left: the stream's new head, and the global position of its last event (0: not asked). */
    record Written(ChainHead head, long position) {
    }

    private EventBatch() {
    }

    /**
     * Inserts {@code events} after {@code head}, all recorded at {@code millis}; with {@code remembered}, only
     * if the database's head is {@code head}: else nothing is written and the answer is null.
     *
     * @param position whether to return the last event's position (the head file keeps it)
     * @param due (PostgreSQL only) whether each row's statement also sets the game's {@link Due} row to its
     *     version, due at once, so that a short append makes one round trip, not two (see OpenTransaction)
     */
    static Written insert(Connection c, ChainHead head, List<NewEvent> events, long millis, boolean remembered,
            boolean position, boolean due) throws SQLException {
        String gameId = head.gameId();
        long version = head.version();
        String prevHash = head.hash();
        String sql = (due ? "WITH due AS (" + Due.SET_ON_POSTGRESQL + ") " : "") + (remembered ? AFTER_REMEMBERED : AFTER_READ);
        // The position comes back with the insert (RETURNING on PostgreSQL), not from a query of its own.
        try (PreparedStatement insert = position ? c.prepareStatement(sql, new String[] {"position"})
                : c.prepareStatement(sql)) {
            for (NewEvent e : events) {
                version++;
                String hash = HashChain.hash(prevHash, gameId, version, e.type(), e.schemaVersion(), millis,
                        e.rulesetVersion(), e.payload());
                List<Object> params = new ArrayList<>(16);
                if (due) {
                    params.addAll(List.of(gameId, version, Due.AT_ONCE));
                }
                params.addAll(Arrays.asList(gameId, version, e.type(), e.schemaVersion(), e.payload(), millis, prevHash,
                        hash, e.rulesetVersion()));
                if (remembered) {
                    params.addAll(List.of(gameId, version - 1, prevHash, gameId, version));
                }
                Sql.bind(insert, params.toArray());
                insert.addBatch();
                prevHash = hash;
            }
            int[] counts = insert.executeBatch();
            if (remembered && !allWritten(counts, head)) {
                return null;
            }
            return new Written(new ChainHead(gameId, version, prevHash), position ? lastKey(insert) : 0);
        }
    }

    /** Whether every row went in; when the first did not, none can have (each follows the one before). */
    private static boolean allWritten(int[] counts, ChainHead head) throws SQLException {
        int written = 0;
        for (int n : counts) {
            if (n != 0 && n != 1) {
                throw new SQLException("the database did not say which events it wrote (" + n + ")");
            }
            written += n;
        }
        if (written != 0 && written != counts.length) {
            throw new SQLException("only " + written + " of " + counts.length + " events after version "
                    + head.version() + " of " + head.gameId() + " were written");
        }
        return written == counts.length;
    }

    private static long lastKey(PreparedStatement insert) throws SQLException {
        long last = 0;
        try (ResultSet keys = insert.getGeneratedKeys()) {
            while (keys.next()) {
                last = Math.max(last, keys.getLong(1));
            }
        }
        if (last == 0) {
            throw new SQLException("the database returned no position for the events written");
        }
        return last;
    }
}
