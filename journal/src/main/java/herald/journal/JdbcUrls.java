package herald.journal;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/** What the journal needs to know about a JDBC URL before it connects. */
final class JdbcUrls {
    private static final String H2 = "jdbc:h2:";
    private static final String WRITE_DELAY = "WRITE_DELAY";

    private JdbcUrls() {
    }

    static String h2File(Path dataDir) {
        String dir = dataDir.toString();
        if (dir.indexOf(';') >= 0) {
            throw new IllegalArgumentException("an H2 journal directory may not contain ';' (it starts URL settings): " + dir);
        }
        return H2 + "file:" + dataDir.resolve("journal") + ";" + WRITE_DELAY + "=0";
    }

    /**
     * H2 by default writes commits to disk up to 500 ms later, so a crash just after a turn is
     * resolved loses it. Add WRITE_DELAY=0 when missing; refuse a URL that asks for another value.
     */
    static String withWriteDelayZero(String url) {
        if (!isH2(url)) {
            return url;
        }
        String[] parts = url.split(";");
        for (int i = 1; i < parts.length; i++) {
            String[] setting = parts[i].split("=", 2);
            if (setting[0].trim().toUpperCase(Locale.ROOT).equals(WRITE_DELAY)) {
                if (setting.length == 2 && setting[1].trim().equals("0")) {
                    return url;
                }
                throw new IllegalArgumentException("the journal needs " + WRITE_DELAY + "=0 on H2, or a crash loses the"
                        + " last half second of committed turns; remove " + parts[i] + " from " + url);
            }
        }
        return url + ";" + WRITE_DELAY + "=0";
    }

    /** Flyway placeholders: the binary column type is the only DDL that differs between databases. */
    static Map<String, String> migrationPlaceholders(String url) {
        return Map.of("binary", url.startsWith("jdbc:postgresql:") ? "BYTEA" : "BLOB");
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

    static boolean isH2(String url) {
        return url.regionMatches(true, 0, H2, 0, H2.length());
    }
}
