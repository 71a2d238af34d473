package herald.journal;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A few reusable connections, each used by one transaction at a time. One more, the anchor, stays
 * open for the journal's lifetime: an embedded H2 database closes (and releases its file lock)
 * when its last connection closes, and we want neither the reopen cost nor another process slipping in.
 * On a database server the anchor holds the session locks of {@link Claim}s and nothing else, so it is
 * opened at the first claim: a pass of `herald run` that claims nothing logs in once, not twice (a
 * login is a SCRAM key derivation, tens of milliseconds in a JVM just started).
 */
final class Connections implements AutoCloseable {
    private static final int MAX_IDLE = 4;
    private static final int ANCHOR_CHECK_SECONDS = 10;
    private static final int H2_DATABASE_ALREADY_OPEN = 90020;
    /** SQLSTATEs (PostgreSQL's, which its JDBC driver reports, and the standard's) of a failed connection. */
    private static final String INVALID_PASSWORD = "28P01";
    private static final String INVALID_AUTHORIZATION = "28000";
    /** What PostgreSQL's driver says when it has no password to give (and H2 never says). */
    private static final String CONNECTION_REJECTED = "08004";
    private static final String NO_SUCH_DATABASE = "3D000";
    private static final String INSUFFICIENT_PRIVILEGE = "42501";
    private static final String CONNECTION_EXCEPTION = "08";

    private final String url;
    private final String user;
    private final String password;
    private final String where;
    private Connection anchor; // guarded by this (replaced only by renewAnchor); null until needed on a server
    private final Deque<Connection> idle = new ArrayDeque<>(); // guarded by this
    private boolean closed; // guarded by this

    private Connections(String url, String user, String password, String where) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.where = where;
        if (JdbcUrls.isPostgres(url)) {
            idle.add(connect()); // a server that refuses this login is named at open, as on H2
        } else {
            this.anchor = connect();
        }
    }

    static Connections open(String url, String user, String password, String where) {
        return new Connections(url, user, password, where);
    }

    /** The database as messages name it: the URL without its settings and parameters. */
    String where() {
        return where;
    }

    boolean isPostgres() {
        return JdbcUrls.isPostgres(url);
    }

    Connection borrow() {
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("the journal at " + where + " is closed");
            }
            Connection c = idle.pollFirst();
            if (c != null) {
                return c;
            }
        }
        return connect();
    }

    /**
     * Runs {@code work} on the anchor, the connection held for the journal's lifetime, and commits: what
     * a session-level lock must be taken on, so that it lasts as long as the journal is open, and ends
     * with the process however it ends.
     */
    synchronized <T> T onAnchor(Sql.Work<T> work) throws SQLException {
        if (anchor == null) {
            if (closed) {
                throw new IllegalStateException("the journal at " + where + " is closed");
            }
            anchor = connect();
        }
        try {
            T result = work.run(anchor);
            anchor.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            rollback(anchor);
            throw e;
        }
    }

    /**
     * Whether the anchor still answers (a round trip to the server). When it does not (the server restarted
     * or dropped it), it is replaced by a new connection and the answer is false: whatever the old one held
     * (a session lock) is gone and must be taken again.
     */
    synchronized boolean renewAnchor() throws SQLException {
        if (closed) {
            throw new IllegalStateException("the journal at " + where + " is closed");
        }
        if (anchor == null || anchor.isValid(ANCHOR_CHECK_SECONDS)) {
            return true; // none yet: no lock was held, none lost
        }
        closeQuietly(anchor);
        anchor = connect();
        return false;
    }

    /**
     * Takes back a connection; one whose work was not committed is rolled back first. One that cannot even
     * be rolled back is broken, and so, most likely, are the idle ones (a database server that restarted):
     * all are closed, so that one transaction fails rather than one for each connection kept.
     */
    void giveBack(Connection c, boolean committed) {
        boolean reusable = committed || rollback(c);
        List<Connection> broken = List.of();
        synchronized (this) {
            if (reusable && !closed && idle.size() < MAX_IDLE) {
                idle.addFirst(c);
                return;
            }
            if (!reusable) {
                broken = new ArrayList<>(idle);
                idle.clear();
            }
        }
        closeQuietly(c);
        broken.forEach(Connections::closeQuietly);
    }

    @Override
    public void close() {
        List<Connection> toClose;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            toClose = new ArrayList<>(idle);
            idle.clear();
        }
        toClose.forEach(Connections::closeQuietly);
        Connection last;
        synchronized (this) {
            last = anchor;
        }
        if (last != null) {
            closeQuietly(last); // last, so H2 closes the database file cleanly here
        }
    }

    private Connection connect() {
        try {
            Connection c = DriverManager.getConnection(url, user, password);
            c.setAutoCommit(false);
            return c;
        } catch (SQLException e) {
            throw translate(e);
        }
    }

    private JournalException translate(SQLException e) {
        if (e.getErrorCode() == H2_DATABASE_ALREADY_OPEN) {
            return new JournalException("another herald process is using " + where
                    + " and does not share it; stop it first", e);
        }
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        if (state.equals(INVALID_PASSWORD) || state.equals(INVALID_AUTHORIZATION) || state.equals(CONNECTION_REJECTED)) {
            return new CannotConnect(CannotConnect.Fault.LOGIN, "the journal's database server at " + where
                    + " refused user '" + user + "': " + e.getMessage(), e);
        }
        if (state.equals(NO_SUCH_DATABASE) || state.equals(INSUFFICIENT_PRIVILEGE)) {
            return new CannotConnect(CannotConnect.Fault.DATABASE, "cannot open the journal's database " + where + ": "
                    + e.getMessage(), e);
        }
        if (state.startsWith(CONNECTION_EXCEPTION) && !JdbcUrls.isH2(url)) {
            return new CannotConnect(CannotConnect.Fault.SERVER, "no database server answered at " + where + ": "
                    + e.getMessage() + (e.getMessage() != null && e.getMessage().startsWith("No suitable driver")
                    ? " (Herald's journal runs on jdbc:h2: and jdbc:postgresql: URLs)" : ""), e);
        }
        return new JournalException("cannot connect to the journal at " + where + ": " + e.getMessage(), e);
    }

    private static boolean rollback(Connection c) {
        try {
            c.rollback();
            return true;
        } catch (SQLException e) {
            return false; // the connection is suspect; giveBack closes it instead of reusing it
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException e) {
            // nothing useful to do: the connection is being thrown away either way
        }
    }
}
