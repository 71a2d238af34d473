package herald.journal;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;

/**
 * Whether a journal's schema is already the newest this Herald knows, read from Flyway's own history table
 * in one query. Then opening it need not start Flyway, whose scan of the migrations, second connection
 * and validation were a third of a `herald run --once` that found nothing to do (issue 17). Anything
 * else (no history yet, a migration missing or failed, a schema newer than ours) goes to Flyway, which
 * migrates, validates and words the errors as before.
 */
final class Schema {
    /** The newest migration in {@code db/migration}; SchemaTest holds it to the files there. */
    static final String NEWEST = "9.1";

    private Schema() {}

    /** In {@code c}'s transaction; false when the history cannot be read (no table: a new journal). */
    static boolean current(Connection c) {
        List<String[]> rows;
        try {
            rows = Sql.query(c, "SELECT \"version\", \"success\" FROM \"flyway_schema_history\"",
                    rs -> new String[] {rs.getString(1), String.valueOf(rs.getBoolean(2))});
        } catch (SQLException e) {
            return false;
        }
        int[] newest = null;
        for (String[] row : rows) {
            if (!Boolean.parseBoolean(row[1])) {
                return false; // a failed migration: Flyway says what to do about it
            }
            if (row[0] != null && (newest == null || compare(parse(row[0]), newest) > 0)) {
                newest = parse(row[0]);
            }
        }
        return newest != null && compare(newest, parse(NEWEST)) == 0;
    }

    /** A Flyway version ("7.1", "9") as its numbers; one that is not numbers is never ours. */
    static int[] parse(String version) {
        try {
            return Arrays.stream(version.split("[._]")).mapToInt(Integer::parseInt).toArray();
        } catch (NumberFormatException e) {
            return new int[] {Integer.MAX_VALUE};
        }
    }

    /** Flyway's order: part by part, a missing part counting as 0 ("9" = "9.0"). */
    static int compare(int[] a, int[] b) {
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            int x = i < a.length ? a[i] : 0;
            int y = i < b.length ? b[i] : 0;
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }
}
