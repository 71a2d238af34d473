package herald.journal;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * When each game next needs the umpire: the {@code game_due} table (see V9_1__game_due.sql), so that a
 * pass of `herald run` reads the few games whose deadline, grace or reminder has come, by an index,
 * instead of loading every game of the club.
 *
 * <p>What keeps it true: every {@link JournalTx#append append} and {@link JournalTx#restore restore} sets the
 * game's row, in its own transaction, to the new version and "due now", whoever wrote it (a command, an
 * import, another worker). Only the umpire, having looked at the game at that version, may put a later
 * instant there, and only while the game is still at that version. So a row never says "at rest" about
 * a game that has an event the umpire has not looked at; at worst it says "look" once too often.
 */
public final class Due {
    /** A game's row: as of {@code version}, the umpire need not look at it before {@code dueAt} (null: never by time). */
    public record Row(String gameId, long version, Instant dueAt) {}

    private final Journal journal;

    public Due(Journal journal) {
        this.journal = Objects.requireNonNull(journal, "journal");
    }

    /** The games due at {@code now}, the longest waiting first: one range read of the {@code due_at} index. */
    public List<String> gamesDueBy(Instant now) {
        Objects.requireNonNull(now, "now");
        return journal.inTransaction("list the games due", c -> Sql.query(c,
                "SELECT game_id FROM game_due WHERE due_at <= ? ORDER BY due_at, game_id", rs -> rs.getString(1), now));
    }

    /** The game's row, if it has one. */
    public Optional<Row> of(String gameId) {
        Objects.requireNonNull(gameId, "gameId");
        return journal.inTransaction("read when " + gameId + " is due", c -> Sql.query(c,
                "SELECT game_id, version, due_at FROM game_due WHERE game_id = ?",
                rs -> new Row(rs.getString(1), rs.getLong(2), Sql.instant(rs, "due_at")), gameId).stream().findFirst());
    }

    /**
     * Records, in a commit of its own, that the umpire looked at {@code gameId} at {@code version} and need not
     * again before {@code dueAtOrNull}; false, and nothing written, when the game has moved on since (its new
     * row says "due now" and stays so).
     */
    public boolean put(String gameId, long version, Instant dueAtOrNull) {
        Objects.requireNonNull(gameId, "gameId");
        journal.requireWritable();
        return journal.inTransaction("record when " + gameId + " is due", c -> put(c, gameId, version, dueAtOrNull));
    }

    static boolean put(Connection c, String gameId, long version, Instant dueAtOrNull) throws SQLException {
        return Sql.update(c, "UPDATE game_due SET due_at = ? WHERE game_id = ? AND version = ?",
                dueAtOrNull == null ? Sql.Null.BIGINT : dueAtOrNull, gameId, version) == 1;
    }

    /**
     * In the transaction that appended to {@code gameId} up to {@code version}: the game is due at once, as
     * {@link #AT_ONCE}. An insert only for a game with no row (a new one); never two for one game, since the
     * events' unique key already let only one transaction write its first event.
     */
    static void touched(Connection c, String gameId, long version) throws SQLException {
        if (Sql.update(c, "UPDATE game_due SET version = ?, due_at = ? WHERE game_id = ?", version, AT_ONCE,
                gameId) == 0) {
            Sql.update(c, "INSERT INTO game_due (game_id, version, due_at) VALUES (?, ?, ?)", gameId, version, AT_ONCE);
        }
    }

    /**
     * {@link #touched} as one PostgreSQL statement, to ride in the append's own (EventBatch): parameters game,
     * version, {@link #AT_ONCE}.
     */
    static final String SET_ON_POSTGRESQL = "INSERT INTO game_due (game_id, version, due_at) VALUES (?, ?, ?)"
            + " ON CONFLICT (game_id) DO UPDATE SET version = EXCLUDED.version, due_at = EXCLUDED.due_at";

    /**
     * {@link #touched} on PostgreSQL, as the one statement {@link #SET_ON_POSTGRESQL}, answering the global
     * position of the game's event at {@code version}, for the head file: the round trip is made anyway, and
     * asking each row of a turn for its position (RETURNING) cost a 100-event turn half a millisecond. On
     * PostgreSQL every setting of the row that does not ride in an insert goes this way, restores included.
     */
    static long touchedOnPostgresql(Connection c, String gameId, long version) throws SQLException {
        return Sql.query(c, SET_ON_POSTGRESQL + " RETURNING (SELECT position FROM events WHERE game_id = ? AND version = ?)",
                rs -> rs.getLong(1), gameId, version, AT_ONCE, gameId, version).get(0);
    }

    /**
     * "Look at it at once": the epoch, not the instant of the append, since the umpire may run on another
     * clock than the journal's (a test's, or a machine's that is behind) and must still find it due.
     */
    static final long AT_ONCE = 0L;

    /** After events were copied in by other means than append ({@link JournalMove}): every game due at once. */
    static void lookAtEvery(Connection c) throws SQLException {
        Sql.update(c, "DELETE FROM game_due");
        Sql.update(c, "INSERT INTO game_due (game_id, version, due_at) SELECT game_id, MAX(version), " + AT_ONCE
                + " FROM events GROUP BY game_id");
    }
}
