package herald.journal;

/**
 * The journal's database server could not be reached, or would not let Herald in: {@link #fault()} says
 * which, so that a caller can name the setting to look at (the URL's host and port, the user and
 * password, the database's name).
 */
public final class CannotConnect extends JournalException {
    /** What stood in the way. */
    public enum Fault {
        /** No server answered at the URL's host and port (or no driver knows the URL). */
        SERVER,
        /** The server refused the user name or password. */
        LOGIN,
        /** The server has no database of the URL's name, or the user may not connect to it. */
        DATABASE
    }

    private final Fault fault;

    CannotConnect(Fault fault, String message, Throwable cause) {
        super(message, cause);
        this.fault = fault;
    }

    public Fault fault() {
        return fault;
    }
}
