package herald.bench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The floor of every replay benchmark: a plain JDBC scan of one game's rows in version order, every column the
 * journal reads taken from each row, nothing decoded. Open its H2 connection with {@link LongBattle#scanConnection}.
 */
final class FloorScan {
    private FloorScan() {
    }

    /** Scans {@code gameId}'s rows on {@code connection} (auto-commit off) and returns how many there were. */
    static long rows(Connection connection, String gameId, Blackhole bh) throws SQLException {
        long rows = 0;
        try (PreparedStatement ps = connection.prepareStatement("SELECT game_id, version, position, type, schema_version,"
                + " payload, recorded_at, prev_hash, hash, ruleset_version FROM events WHERE game_id = ?"
                + " ORDER BY game_id, version")) {
            ps.setString(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    bh.consume(rs.getString(1));
                    bh.consume(rs.getLong(2));
                    bh.consume(rs.getLong(3));
                    bh.consume(rs.getString(4));
                    bh.consume(rs.getInt(5));
                    bh.consume(rs.getString(6));
                    bh.consume(rs.getLong(7));
                    bh.consume(rs.getString(8));
                    bh.consume(rs.getString(9));
                    bh.consume(rs.getString(10));
                    rows++;
                }
            }
        }
        connection.commit();
        return rows;
    }
}
