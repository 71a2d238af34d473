package herald.journal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Small JDBC helpers, so the journal's SQL reads as SQL. */
final class Sql {
    /** SQLSTATE for a unique or primary key violation, the same on H2 and PostgreSQL. */
    static final String UNIQUE_VIOLATION = "23505";
    /**
     * PostgreSQL's text cannot hold the NUL character, which a stranger's mail can put in a subject or a
     * name. Every database keeps U+FFFD in its place (so lookups agree too); the raw mail keeps the bytes.
     * What the hash chain seals never holds one: {@link Checks#requireSealedName} refuses it in game ids,
     * event types and ruleset versions, and a JSON payload cannot hold one unescaped.
     */
    static final char NUL = '\0';
    static final char NUL_STANDS_IN = '\uFFFD';

    /** A NULL of a type other than text, for {@link #bind} (PostgreSQL will not take a text NULL into a number). */
    enum Null {
        BIGINT
    }

    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    @FunctionalInterface
    interface RowReader<T> {
        T read(ResultSet rs) throws SQLException;
    }

    private Sql() {
    }

    static <T> List<T> query(Connection c, String sql, RowReader<T> reader, Object... params) throws SQLException {
        try (PreparedStatement ps = prepare(c, sql, params); ResultSet rs = ps.executeQuery()) {
            List<T> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(reader.read(rs));
            }
            return rows;
        }
    }

    static int update(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = prepare(c, sql, params)) {
            return ps.executeUpdate();
        }
    }

    static PreparedStatement prepare(Connection c, String sql, Object... params) throws SQLException {
        PreparedStatement ps = c.prepareStatement(sql);
        try {
            bind(ps, params);
            return ps;
        } catch (SQLException | RuntimeException e) {
            ps.close();
            throw e;
        }
    }

    /**
     * Binds in order; byte arrays as binary, Instants as epoch millis, nulls by their SQL-side type, and
     * text with each NUL character as U+FFFD (see {@link #NUL}).
     */
    static void bind(PreparedStatement ps, Object... params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            Object p = params[i];
            if (p instanceof String text && text.indexOf(NUL) >= 0) {
                ps.setString(i + 1, text.replace(NUL, NUL_STANDS_IN));
            } else if (p instanceof Instant instant) {
                ps.setLong(i + 1, instant.toEpochMilli());
            } else if (p instanceof byte[] bytes) {
                ps.setBytes(i + 1, bytes);
            } else if (p == Null.BIGINT) {
                ps.setNull(i + 1, Types.BIGINT);
            } else if (p == null) {
                ps.setNull(i + 1, Types.VARCHAR); // a bare null is text: name any other type with Null
            } else {
                ps.setObject(i + 1, p);
            }
        }
    }

    /** An instant column, or null when the column is NULL. */
    static Instant instant(ResultSet rs, String column) throws SQLException {
        long millis = rs.getLong(column);
        return rs.wasNull() ? null : Instant.ofEpochMilli(millis);
    }

    static boolean isUniqueViolation(SQLException e) {
        for (SQLException x = e; x != null; x = x.getNextException()) {
            if (UNIQUE_VIOLATION.equals(x.getSQLState())) {
                return true;
            }
        }
        return false;
    }
}
