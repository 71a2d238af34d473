package herald.journal;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import org.flywaydb.core.api.FlywayException;

/**
 * H2's words for a journal file it cannot read ("use the recovery tool [90030-252]") turned into one
 * line an organiser can act on: which file, what is wrong with it, what to do.
 */
final class Unreadable {
    /** H2 error codes (org.h2.api.ErrorCode) that mean the file itself is not a journal H2 can read. */
    private static final Map<Integer, String> FILE_FAULTS = Map.of(
            90030, "it is damaged",                                 // FILE_CORRUPTED_1
            90028, "it is cut short or not a database file",         // IO_EXCEPTION_1 (an EOF inside the header)
            90031, "it is cut short or not a database file",         // IO_EXCEPTION_2
            90048, "it is not an H2 database file Herald can read",  // FILE_VERSION_ERROR_1
            90049, "it is encrypted or not a database file");        // FILE_ENCRYPTION_ERROR_1
    private static final String TO_DO = ": restore journal.mv.db from the newest backup (and journal.head with it),"
            + " or move it away to start an empty journal there";

    private Unreadable() {
    }

    /** The clear form of a failure to connect to an H2 file, or {@code e} itself when the file is not at fault. */
    static JournalException connecting(JournalException e, Path dbFile) {
        if (dbFile != null && e.getCause() instanceof SQLException sql && FILE_FAULTS.containsKey(sql.getErrorCode())) {
            return new JournalException(dbFile + " is not a journal Herald can read: " + FILE_FAULTS.get(sql.getErrorCode())
                    + TO_DO, e);
        }
        return e;
    }

    /**
     * A schema history that does not match the tables (a migration finds its column already there, or
     * its table gone) is what H2 shows of a file cut short: it opens an older, inconsistent state.
     */
    static JournalException migrating(FlywayException e, Path dbFile, String where) {
        if (dbFile != null && rootCause(e) instanceof SQLException) {
            return new JournalException(dbFile + " is not a journal Herald can read: its tables do not match its schema"
                    + " history, as in a file cut short (" + firstLine(e.getMessage()) + ")" + TO_DO, e);
        }
        return new JournalException("cannot bring the journal schema at " + where + " up to date: " + e.getMessage(), e);
    }

    private static Throwable rootCause(Throwable e) {
        Throwable c = e;
        while (c.getCause() != null && c.getCause() != c) {
            c = c.getCause();
        }
        return c;
    }

    private static String firstLine(String message) {
        String m = message == null ? "" : message;
        int i = m.indexOf("Message    :");
        if (i >= 0) {
            m = m.substring(i + "Message    :".length());
        }
        m = m.strip();
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).replaceAll("; SQL statement:$", "").strip();
    }
}
