package herald.journal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The whole truth of every game: event streams, the messages that caused them and the mail they
 * produced. Safe to share between threads; each {@link #transact} call is one database transaction
 * on a connection of its own. Instants are stored, and so returned, to the millisecond.
 */
public final class Journal implements AutoCloseable {
    /**
     * One game's events in version order. Naming the whole (game_id, version) key lets H2 read them in
     * index order; "ORDER BY version" made it gather and sort all the game's later events, for a page
     * of 400 too (measured by bench/: the state at turn 10 of a long battle read its whole stream per page).
     */
    private static final String IN_VERSION_ORDER = "ORDER BY game_id, version";

    private final Connections connections;
    private final Clock clock;

    private Journal(Connections connections, Clock clock) {
        this.connections = connections;
        this.clock = clock;
    }

    /** Opens (creating if need be) the embedded H2 journal in {@code dataDir}, as {@code journal.mv.db}. */
    public static Journal openH2(Path dataDir) {
        Path dir = Objects.requireNonNull(dataDir, "dataDir").toAbsolutePath().normalize();
        String url = JdbcUrls.h2File(dir);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new JournalException("cannot create the journal directory " + dir + ": " + e, e);
        }
        return open(url, "sa", "", dir.toString());
    }

    /** Opens a journal at any JDBC URL (H2 URLs get WRITE_DELAY=0), bringing its schema up to date. */
    public static Journal open(String jdbcUrl, String user, String password) {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        return open(JdbcUrls.withWriteDelayZero(jdbcUrl), user, password, JdbcUrls.forDisplay(jdbcUrl));
    }

    private static Journal open(String url, String user, String password, String where) {
        Connections connections = Connections.open(url, user, password, where);
        try {
            Flyway.configure()
                    .dataSource(url, user, password)
                    .locations("classpath:db/migration")
                    .placeholders(JdbcUrls.migrationPlaceholders(url))
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            connections.close();
            throw new JournalException("cannot bring the journal schema at " + where + " up to date: " + e.getMessage(), e);
        } catch (RuntimeException | Error e) {
            connections.close();
            throw e;
        }
        return new Journal(connections, Clock.systemUTC());
    }

    /**
     * Runs {@code work} as one database transaction: commits when it returns, rolls back when it
     * throws and rethrows the same exception. Do not call transact from inside work: that would be a
     * second, independent transaction.
     */
    public <T> T transact(Function<JournalTx, T> work) {
        Objects.requireNonNull(work, "work");
        return inTransaction("commit", c -> {
            OpenTransaction tx = new OpenTransaction(c, clock);
            try {
                return work.apply(tx);
            } finally {
                tx.end();
            }
        });
    }

    /** The game's events in version order; empty for an unknown game. */
    public List<StoredEvent> read(String gameId) {
        Objects.requireNonNull(gameId, "gameId");
        return inTransaction("read game " + gameId,
                c -> Sql.query(c, Rows.EVENTS + "WHERE game_id = ? " + IN_VERSION_ORDER, Rows::event, gameId));
    }

    /** Up to {@code limit} of the game's events after {@code afterVersion}, in version order. */
    public List<StoredEvent> read(String gameId, long afterVersion, int limit) {
        Objects.requireNonNull(gameId, "gameId");
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be 1 or more, not " + limit);
        }
        return inTransaction("read game " + gameId, c -> Sql.query(c, Rows.EVENTS
                + "WHERE game_id = ? AND version > ? " + IN_VERSION_ORDER + " FETCH FIRST ? ROWS ONLY", Rows::event,
                gameId, afterVersion, limit));
    }

    /** The game's latest snapshot taken before turn {@code beforeTurn} was resolved, if any. */
    public java.util.Optional<Snapshot> snapshotBefore(String gameId, int beforeTurn) {
        Objects.requireNonNull(gameId, "gameId");
        return inTransaction("read a snapshot of " + gameId, c -> Sql.query(c, Rows.SNAPSHOTS
                + "WHERE game_id = ? AND turn < ? ORDER BY version DESC FETCH FIRST 1 ROWS ONLY", Rows::snapshot,
                gameId, beforeTurn).stream().findFirst());
    }

    /**
     * Keeps a snapshot. Another worker keeping the same one first is no fault (it is a cache): then
     * nothing is written and the answer is false.
     */
    public boolean putSnapshot(Snapshot s) {
        Objects.requireNonNull(s, "snapshot");
        try {
            return inTransaction("keep a snapshot of " + s.gameId(), c -> Sql.update(c, "INSERT INTO snapshots"
                    + " (game_id, version, turn, ruleset_version, format, state, taken_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    s.gameId(), s.version(), s.turn(), s.rulesetVersion(), s.format(), s.state(), s.takenAt()) == 1);
        } catch (JournalException e) {
            if (e.getCause() instanceof SQLException sql && Sql.isUniqueViolation(sql)) {
                return false;
            }
            throw e;
        }
    }

    /** Forgets every snapshot of a game (they are only a cache); returns how many there were. */
    public int dropSnapshots(String gameId) {
        Objects.requireNonNull(gameId, "gameId");
        return inTransaction("drop the snapshots of " + gameId,
                c -> Sql.update(c, "DELETE FROM snapshots WHERE game_id = ?", gameId));
    }

    /** Up to {@code limit} events of all games after {@code afterPosition}, in position order. */
    public List<StoredEvent> readAll(long afterPosition, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be 1 or more, not " + limit);
        }
        return inTransaction("read events", c -> Sql.query(c, Rows.EVENTS
                + "WHERE position > ? ORDER BY position FETCH FIRST ? ROWS ONLY", Rows::event, afterPosition, limit));
    }

    /** The game's current version; 0 when it has no events. */
    public long version(String gameId) {
        Objects.requireNonNull(gameId, "gameId");
        // Not MAX(version): H2 answers that by reading every event of the game (see OpenTransaction.append).
        return inTransaction("read the version of game " + gameId, c -> Sql.query(c,
                "SELECT version FROM events WHERE game_id = ? ORDER BY game_id DESC, version DESC FETCH FIRST 1 ROWS ONLY",
                rs -> rs.getLong("version"), gameId).stream().findFirst().orElse(0L));
    }

    /** Every game with events, in the order each began. */
    public List<String> gameIds() {
        return inTransaction("list games", c -> Sql.query(c,
                "SELECT game_id FROM events GROUP BY game_id ORDER BY MIN(position)", rs -> rs.getString("game_id")));
    }

    /** Recomputes the game's hash chain; an unknown game is intact with no events. */
    public ChainCheck verify(String gameId) {
        return HashChain.verify(read(gameId));
    }

    /** Whether a message with this Message-ID has been recorded. */
    public boolean seen(String messageId) {
        Objects.requireNonNull(messageId, "messageId");
        return inTransaction("look up message " + messageId, c -> !Sql.query(c,
                "SELECT 1 FROM inbound WHERE message_id = ?", rs -> 1, messageId).isEmpty());
    }

    /** A game's secret dice seed, as {@link JournalTx#putSecret} kept it. */
    public byte[] secret(String gameId) {
        List<byte[]> seeds = inTransaction("read the dice seed of " + gameId, c -> Sql.query(c,
                "SELECT seed FROM game_secret WHERE game_id = ?", rs -> rs.getBytes(1), gameId));
        if (seeds.isEmpty()) {
            throw new JournalException("no dice seed is kept for " + gameId);
        }
        return seeds.get(0);
    }

    /** Recorded messages for one game, or all when {@code gameIdOrNull} is null, oldest first. */
    public List<InboundRecord> inbound(String gameIdOrNull) {
        String order = " ORDER BY received_at, message_id";
        return inTransaction("read recorded messages", c -> gameIdOrNull == null
                ? Sql.query(c, Rows.INBOUND + order, Rows::inbound)
                : Sql.query(c, Rows.INBOUND + "WHERE game_id = ?" + order, Rows::inbound, gameIdOrNull));
    }

    /** Mail not yet sent, in the order it was queued. */
    public List<OutboxEntry> pendingMail() {
        return inTransaction("read pending mail", c -> Rows.mail(c, "sent_at IS NULL"));
    }

    /** Records that mail went out. Marking mail already sent keeps the first time. */
    public void markSent(long outboxId, Instant at) {
        Objects.requireNonNull(at, "at");
        inTransaction("mark mail " + outboxId + " sent", c -> {
            if (Sql.update(c, "UPDATE outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL", at, outboxId) == 0) {
                requireMail(c, outboxId);
            }
            return null;
        });
    }

    /** Records a failed attempt to send: attempts goes up by one and the error is kept. */
    public void markFailed(long outboxId, String error) {
        inTransaction("mark mail " + outboxId + " failed", c -> {
            if (Sql.update(c, "UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?", error, outboxId) == 0) {
                requireMail(c, outboxId);
            }
            return null;
        });
    }

    /** Mail already sent, for one game or all when {@code gameIdOrNull} is null, in the order it was queued. */
    public List<OutboxEntry> sentMail(String gameIdOrNull) {
        return inTransaction("read sent mail", c -> gameIdOrNull == null
                ? Rows.mail(c, "sent_at IS NOT NULL")
                : Rows.mail(c, "sent_at IS NOT NULL AND game_id = ?", gameIdOrNull));
    }

    @Override
    public void close() {
        connections.close();
    }

    private static void requireMail(Connection c, long outboxId) throws SQLException {
        if (Sql.query(c, "SELECT 1 FROM outbox WHERE id = ?", rs -> 1, outboxId).isEmpty()) {
            throw new IllegalArgumentException("there is no mail " + outboxId + " in the outbox");
        }
    }

    private <T> T inTransaction(String what, Sql.Work<T> work) {
        Connection c = connections.borrow();
        boolean committed = false;
        try {
            T result = work.run(c);
            c.commit();
            committed = true;
            return result;
        } catch (SQLException e) {
            throw new JournalException("could not " + what + ": " + e.getMessage(), e);
        } finally {
            connections.giveBack(c, committed);
        }
    }
}
