package herald.journal;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * A turn's events on PostgreSQL, after a head read in the same transaction: one statement whose columns
 * come as arrays, which also sets the game's {@link Due} row and answers the last event's position. The
 * rows, the hash chain and the checks are {@link EventBatch}'s; only their way to the server differs. A
 * JDBC batch of 100 single-row inserts has the server run 100 statements: with plain JDBC on a table of
 * 200,000 events, such a batch committed in about 2.7 ms, these arrays in 1.7 (bench/README.md, issue 17),
 * and the due row no longer costs a round trip of its own.
 */
final class EventArrays {
    /**
     * Parameters: the due row's game, version and due instant; the game and the instant recorded, once;
     * then one array per column that varies, in the order of {@code r}'s columns. {@code ORDER BY r.n}
     * hands the rows to the insert in version order, so that positions rise with versions as they do when
     * the rows are sent one by one.
     */
    static final String SQL = "WITH due AS (" + Due.SET_ON_POSTGRESQL + "), written AS ("
            + "INSERT INTO events (game_id, version, type, schema_version, payload, recorded_at, prev_hash, hash,"
            + " ruleset_version) SELECT ?, r.version, r.type, r.schema_version, r.payload, ?, r.prev_hash, r.hash,"
            + " r.ruleset_version FROM unnest(?::bigint[], ?::text[], ?::int[], ?::text[], ?::text[], ?::text[],"
            + " ?::text[]) WITH ORDINALITY AS r(version, type, schema_version, payload, prev_hash, hash,"
            + " ruleset_version, n) ORDER BY r.n RETURNING position) SELECT max(position) FROM written";

    private EventArrays() {
    }

    /** Inserts {@code events} after {@code head}, all recorded at {@code millis}; the game is due at once. */
    static EventBatch.Written insert(Connection c, ChainHead head, List<NewEvent> events, long millis)
            throws SQLException {
        int n = events.size();
        Long[] versions = new Long[n];
        String[] types = new String[n];
        Integer[] schemas = new Integer[n];
        String[] payloads = new String[n];
        String[] prevHashes = new String[n];
        String[] hashes = new String[n];
        String[] rulesets = new String[n];
        String gameId = head.gameId();
        long version = head.version();
        String prevHash = head.hash();
        for (int i = 0; i < n; i++) {
            NewEvent e = events.get(i);
            version++;
            String hash = HashChain.hash(prevHash, gameId, version, e.type(), e.schemaVersion(), millis,
                    e.rulesetVersion(), e.payload());
            versions[i] = version;
            types[i] = e.type();
            schemas[i] = e.schemaVersion();
            payloads[i] = e.payload();
            prevHashes[i] = prevHash;
            hashes[i] = hash;
            rulesets[i] = e.rulesetVersion();
            prevHash = hash;
        }
        try (PreparedStatement insert = c.prepareStatement(SQL)) {
            Sql.bind(insert, gameId, version, Due.AT_ONCE, gameId, millis,
                    array(c, "bigint", versions), array(c, "text", types), array(c, "int4", schemas),
                    array(c, "text", payloads), array(c, "text", prevHashes), array(c, "text", hashes),
                    array(c, "text", rulesets));
            try (ResultSet rs = insert.executeQuery()) {
                long position = rs.next() ? rs.getLong(1) : 0;
                if (position == 0) {
                    throw new SQLException("the database returned no position for the events written");
                }
                return new EventBatch.Written(new ChainHead(gameId, version, prevHash), position);
            }
        }
    }

    private static Array array(Connection c, String type, Object[] values) throws SQLException {
        return c.createArrayOf(type, values);
    }
}
