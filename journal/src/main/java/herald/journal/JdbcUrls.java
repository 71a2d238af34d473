package herald.journal;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What the journal needs to know about a JDBC URL before it connects. */
final class JdbcUrls {
    private static final String H2 = "jdbc:h2:";
    private static final String POSTGRES = "jdbc:postgresql:";
    private static final String WRITE_DELAY = "WRITE_DELAY";
    private static final String REUSE_SPACE = "REUSE_SPACE";
    /** The H2 settings {@link #durable} adds, in the order it adds them. */
    private static final List<Map.Entry<String, String>> REQUIRED = List.of(Map.entry(WRITE_DELAY, "0"),
            Map.entry(REUSE_SPACE, "FALSE"));

    private JdbcUrls() {
    }

    static String h2File(Path dataDir) {
        String dir = dataDir.toString();
        if (dir.indexOf(';') >= 0) {
            throw new IllegalArgumentException("an H2 journal directory may not contain ';' (it starts URL settings): " + dir);
        }
        return durable(H2 + "file:" + dataDir.resolve("journal"));
    }

    /**
     * The H2 settings without which a commit that has returned can be lost when the process is killed
     * (the URL is returned as it is for other databases). A URL that asks for another value is refused.
     * <ul>
     * <li>{@code WRITE_DELAY=0}: by default H2 acknowledges a commit and writes it up to 500 ms later.</li>
     * <li>{@code REUSE_SPACE=FALSE}: H2 2.5 writes each commit at once, yet once it reuses space
     *     freed inside the file, a copy of the file taken right after a commit (what SIGKILL leaves)
     *     opens without that commit and often the few before it ({@code DurabilityTest}); by H2's
     *     code, apparently because it rewrites the file header, which says where the newest data
     *     is, only now and then. With every commit appended at the end of the file no commit was
     *     lost in 480 such checks over 40 restarts. Closing the journal still compacts the file.</li>
     * </ul>
     */
    static String durable(String url) {
        if (!isH2(url)) {
            return url;
        }
        for (Map.Entry<String, String> required : REQUIRED) {
            url = withSetting(url, required.getKey(), required.getValue());
        }
        return url;
    }

    private static String withSetting(String url, String name, String value) {
        String[] parts = url.split(";");
        for (int i = 1; i < parts.length; i++) {
            String[] setting = parts[i].split("=", 2);
            if (setting[0].trim().toUpperCase(Locale.ROOT).equals(name)) {
                if (setting.length == 2 && setting[1].trim().equalsIgnoreCase(value)) {
                    return url;
                }
                throw new IllegalArgumentException("the journal needs " + name + "=" + value + " on H2, or a crash can"
                        + " lose turns already committed; remove " + parts[i] + " from " + forDisplay(url));
            }
        }
        return url + ";" + name + "=" + value;
    }

    /**
     * The URL with H2's automatic mixed mode: the first process to open the file serves it to others
     * (read commands beside `herald run`). The durability settings stay in the URL, so every process
     * opens the database with them.
     */
    static String shared(String h2Url) {
        return h2Url + ";AUTO_SERVER=TRUE";
    }

    /** Flyway placeholders: the binary column type is the only DDL that differs between databases. */
    static Map<String, String> migrationPlaceholders(String url) {
        return Map.of("binary", isPostgres(url) ? "BYTEA" : "BLOB");
    }

    /** The URL as shown in messages: settings and parameters (which may hold a password) left off. */
    static String forDisplay(String url) {
        int end = url.length();
        for (char c : new char[] {';', '?'}) {
            int i = url.indexOf(c);
            if (i >= 0 && i < end) {
                end = i;
            }
        }
        return url.substring(0, end);
    }

    static boolean isPostgres(String url) {
        return url.regionMatches(true, 0, POSTGRES, 0, POSTGRES.length());
    }

    static boolean isH2(String url) {
        return url.regionMatches(true, 0, H2, 0, H2.length());
    }
}
