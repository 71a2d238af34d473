package herald.app;

import herald.app.game.UserError;
import herald.journal.CannotConnect;
import herald.journal.Journal;
import java.util.Map;

/**
 * Where the journal lives when it is not the H2 file in the data folder: {@code journal.url},
 * {@code journal.user} and {@code journal.password} of the configuration, the password also from the
 * environment variable {@value #PASSWORD_ENV} (which comes first), so that it need not sit in a file.
 * A server that cannot be reached or will not let Herald in is one line naming the key to look at.
 */
public record JournalSettings(String url, String user, String password, String passwordFrom, String urlKey,
        String userKey) {
    public static final String PASSWORD_ENV = "HERALD_JOURNAL_PASSWORD";

    /** The settings of {@code config}, the password from {@code env} when it is set there. */
    public static JournalSettings of(Config config, Map<String, String> env) {
        String fromEnv = env.get(PASSWORD_ENV);
        String url = config.get("journal.url");
        String user = config.get("journal.user");
        if (fromEnv != null && !fromEnv.isEmpty()) {
            return new JournalSettings(url, user, fromEnv, "the environment variable " + PASSWORD_ENV, "journal.url",
                    "journal.user");
        }
        String password = config.get("journal.password");
        return new JournalSettings(url, user, password, password.isEmpty()
                ? "no password: neither journal.password nor " + PASSWORD_ENV + " is set"
                : "journal.password" + (config.source() == null ? "" : " in " + config.source()), "journal.url",
                "journal.user");
    }

    /** The same, with the URL and user given by the options {@code urlKey} and {@code userKey} (`herald migrate --to`). */
    public JournalSettings namedBy(String urlKey, String userKey) {
        return new JournalSettings(url, user, password, passwordFrom, urlKey, userKey);
    }

    /** Whether a journal URL is configured (else the journal is the H2 file in the data folder). */
    public boolean configured() {
        return !url.isEmpty();
    }

    /**
     * Opens the configured journal to write it, beside any other worker that writes it (see
     * {@link herald.journal.Claim}), or says which setting to correct.
     */
    public Journal openToWrite() {
        return opened(false);
    }

    /** Opens the configured journal for a read command, beside `herald run` if it runs. */
    public Journal openToRead() {
        return opened(true);
    }

    private Journal opened(boolean toRead) {
        try {
            return toRead ? Journal.openForReading(url, user, password) : Journal.open(url, user, password);
        } catch (CannotConnect e) {
            throw new UserError(switch (e.fault()) {
                case SERVER -> urlKey + ": " + e.getMessage() + "; check the host, port and database of " + urlKey
                        + ", and that the server is running and accepts TCP connections from this machine";
                case LOGIN -> userKey + " and the password: " + e.getMessage() + "; check both (the password used came"
                        + " from " + passwordFrom + ")";
                case DATABASE -> urlKey + ": " + e.getMessage() + "; create the database (README: \"The journal on"
                        + " PostgreSQL\"), or correct its name in " + urlKey + ", or let " + userKey + " connect to it";
            }, e);
        }
    }
}
