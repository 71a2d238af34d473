package herald.journal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
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
    private volatile Runnable beforeCommit = () -> { };
    /** Opened by a read command: nothing may be written, not even a snapshot (see {@link SharedOpen}). */
    private final boolean readOnly;
    private final WriterLock writerLock;
    private volatile HeadKeeper heads = HeadKeeper.NONE;
    private final StreamHeads streams = new StreamHeads();
    private Journal(Connections connections, Clock clock, boolean readOnly, WriterLock writerLock) {
        this.connections = connections;
        this.clock = clock;
        this.readOnly = readOnly;
        this.writerLock = writerLock;
    }

    /**
     * Opens (creating if need be) the embedded H2 journal in {@code dataDir}, as {@code journal.mv.db}, to
     * write it: one process at a time ({@link WriterLock}); read commands of other processes may join it.
     */
    public static Journal openH2(Path dataDir) {
        Path dir = directory(dataDir);
        WriterLock lock = WriterLock.acquire(dir);
        try {
            Journal j = SharedOpen.writer(dir, (url, migrate) -> open(url, "sa", "", dir.toString(),
                    dir.resolve("journal.mv.db"), migrate));
            return new Journal(j.connections, j.clock, false, lock).keepingHeadIn(dir);
        } catch (RuntimeException | Error e) {
            lock.close();
            throw e;
        }
    }

    /**
     * Opens the H2 journal in {@code dataDir} for a read command: beside a running `herald run` (through
     * its H2 server) or alone. Such a journal refuses every write, snapshots are not kept.
     */
    public static Journal openH2ForReading(Path dataDir) {
        Path dir = directory(dataDir);
        Journal j = SharedOpen.reader(dir, (url, migrate) -> open(url, "sa", "", dir.toString(),
                dir.resolve("journal.mv.db"), migrate));
        return new Journal(j.connections, j.clock, true, null).keepingHeadIn(dir);
    }

    private static Path directory(Path dataDir) {
        Path dir = Objects.requireNonNull(dataDir, "dataDir").toAbsolutePath().normalize();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new JournalException("cannot create the journal directory " + dir + ": " + e, e);
        }
        return dir;
    }

    /** Opens a journal at any JDBC URL (H2 URLs get the settings that make commits survive a kill), bringing its schema up to date. */
    public static Journal open(String jdbcUrl, String user, String password) {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        return open(JdbcUrls.durable(jdbcUrl), user, password, JdbcUrls.forDisplay(jdbcUrl), null);
    }

    /**
     * Opens a journal at a JDBC URL for a read command: it refuses every write and keeps no snapshot, and
     * needs no {@link #asOnlyWriter() writer's} place, so it may read beside `herald run`.
     */
    public static Journal openForReading(String jdbcUrl, String user, String password) {
        Journal j = open(jdbcUrl, user, password);
        return new Journal(j.connections, j.clock, true, null);
    }

    /**
     * Takes {@code name} of {@code kind} for this journal's process, unless another worker sharing the
     * database holds it: then empty at once, never a wait (see {@link Claim}). Claims are the process's,
     * not a thread's: one process claiming the same thing twice gets it twice. On H2, always granted.
     */
    public java.util.Optional<Claim> claim(Claim.Kind kind, String name) {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        requireWritable();
        if (!connections.isPostgres()) {
            return java.util.Optional.of(new Claim(kind, name, null));
        }
        Claim claim = new Claim(kind, name, this::release);
        Sql.Work<Boolean> lock = c -> Sql.query(c, "SELECT pg_try_advisory_lock(?, ?)", rs -> rs.getBoolean(1),
                kind.space, claim.key()).get(0);
        try {
            boolean got;
            try {
                got = connections.onAnchor(lock);
            } catch (SQLException first) {
                // The anchor was dropped (a server restart): the claims it held went with it; a new one serves.
                if (connections.renewAnchor()) {
                    throw first;
                }
                got = connections.onAnchor(lock);
            }
            return got ? java.util.Optional.of(claim) : java.util.Optional.empty();
        } catch (SQLException e) {
            throw new JournalException("could not claim " + claim + " in the journal at " + connections.where() + ": "
                    + e.getMessage(), e);
        }
    }

    private void release(Claim.Kind kind, int key) {
        try {
            connections.onAnchor(c -> Sql.query(c, "SELECT pg_advisory_unlock(?, ?)", rs -> 1, kind.space, key));
        } catch (SQLException | RuntimeException e) {
            // The anchor is gone, and the lock with it: nothing is left to let go.
        }
    }

    /** @param h2File the database file, named in messages when it is not a journal; null for a server's database */
    private static Journal open(String url, String user, String password, String where, Path h2File) {
        return open(url, user, password, where, h2File, true);
    }

    private static Journal open(String url, String user, String password, String where, Path h2File,
            boolean migrate) {
        Connections connections;
        try {
            connections = Connections.open(url, user, password, where);
        } catch (JournalException e) {
            throw Unreadable.connecting(e, h2File);
        }
        if (!migrate) {
            return new Journal(connections, Clock.systemUTC(), false, null);
        }
        try {
            if (JdbcUrls.isPostgres(url)) {
                requireUtf8(connections, where);
            }
            if (schemaCurrent(connections)) {
                return new Journal(connections, Clock.systemUTC(), false, null);
            }
            Flyway.configure()
                    .dataSource(url, user, password)
                    .locations("classpath:db/migration")
                    .placeholders(JdbcUrls.migrationPlaceholders(url))
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            connections.close();
            throw Unreadable.migrating(e, h2File, where);
        } catch (RuntimeException | Error e) {
            connections.close();
            throw e;
        }
        return new Journal(connections, Clock.systemUTC(), false, null);
    }

    /** See {@link Schema#current}; read and let go, so that a failed read spoils no later transaction. */
    private static boolean schemaCurrent(Connections connections) {
        Connection c = connections.borrow();
        try {
            return Schema.current(c);
        } finally {
            connections.giveBack(c, false);
        }
    }

    /**
     * A PostgreSQL database whose encoding is not UTF-8 cannot keep every player's name and mail (or,
     * as SQL_ASCII, keeps bytes it cannot compare as text): refused before anything is written to it.
     */
    private static void requireUtf8(Connections connections, String where) {
        Connection c = connections.borrow();
        boolean committed = false;
        try {
            String encoding = Sql.query(c, "SELECT current_setting('server_encoding')", rs -> rs.getString(1)).get(0);
            c.commit();
            committed = true;
            if (!encoding.equalsIgnoreCase("UTF8")) {
                throw new JournalException("the journal's database " + where + " is encoded " + encoding
                        + "; Herald needs UTF8: create it with `createdb --encoding=UTF8 --template=template0 ...`"
                        + " (see the journal's README)");
            }
        } catch (SQLException e) {
            throw new JournalException("cannot read the encoding of " + where + ": " + e.getMessage(), e);
        } finally {
            connections.giveBack(c, committed);
        }
    }

    /**
     * Runs {@code work} as one database transaction: commits when it returns, rolls back when it
     * throws and rethrows the same exception. Do not call transact from inside work: that would be a
     * second, independent transaction.
     */
    public <T> T transact(Function<JournalTx, T> work) {
        Objects.requireNonNull(work, "work");
        requireWritable();
        OpenTransaction[] open = new OpenTransaction[1];
        T committed = inTransaction("commit", c -> {
            OpenTransaction tx = new OpenTransaction(c, clock, heads.file() != null, streams, connections.isPostgres());
            open[0] = tx;
            try {
                T result = work.apply(tx);
                beforeCommit.run();
                return result;
            } finally {
                tx.end();
            }
        });
        open[0].committed(heads); // only now: a head file must never be ahead of the journal
        return committed;
    }

    /**
     * Keeps this journal's head in {@code dataDir}/{@link HeadFile#NAME} from now on (openH2 does it
     * itself; a {@code journal.url} journal is given its data folder). A journal that has no head file
     * yet starts one from its own newest event and mail.
     */
    public Journal keepingHeadIn(Path dataDir) {
        try {
            heads = HeadKeeper.open(new HeadFile(dataDir), this::inTransaction, !readOnly);
        } catch (JournalException e) {
            close(); // nothing may hold the database open after a failed open
            throw e;
        }
        return this;
    }

    /** What this journal lacks of its head file, if anything: then it lost commits (see {@link HeadGap}). */
    public java.util.Optional<HeadGap> behindHead() {
        return heads.gap(this::inTransaction);
    }

    /**
     * Takes the journal as it is for the truth: the head file is moved aside (kept, renamed
     * {@code journal.head.replaced-STAMP}) and a new one written from the journal. Returns where the old one went.
     */
    public Path acceptAsHead() {
        return heads.accept(clock.instant(), this::inTransaction);
    }

    /** The head this journal keeps in its head file (as it is now), if it keeps one. */
    public java.util.Optional<JournalHead> keptHead() {
        return heads.file() == null ? java.util.Optional.empty() : heads.file().read();
    }

    /** The game's last event as a {@link ChainHead}; version 0 and the starting hash for an unknown game. */
    public ChainHead head(String gameId) {
        Objects.requireNonNull(gameId, "gameId");
        return inTransaction("read the head of game " + gameId, c -> Sql.query(c,
                "SELECT version, hash FROM events WHERE game_id = ? ORDER BY game_id DESC, version DESC FETCH FIRST 1 ROWS ONLY",
                rs -> new ChainHead(gameId, rs.getLong("version"), rs.getString("hash")), gameId).stream().findFirst()
                .orElse(ChainHead.start(gameId)));
    }

    /** The game's event at {@code version}, if it has one. */
    public java.util.Optional<StoredEvent> event(String gameId, long version) {
        Objects.requireNonNull(gameId, "gameId");
        return inTransaction("read game " + gameId, c -> Sql.query(c, Rows.EVENTS + "WHERE game_id = ? AND version = ?",
                Rows::event, gameId, version).stream().findFirst());
    }

    /** The instant this journal would record now, to the millisecond: for {@link JournalTx#append(String, long, List, Instant)}. */
    public Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }

    /**
     * Runs {@code hook} inside every later {@link #transact} call, after its work and just before the
     * commit; a hook that throws rolls the transaction back. The crash tests use it to stop a process
     * holding an uncommitted transaction.
     */
    public void beforeCommit(Runnable hook) {
        this.beforeCommit = Objects.requireNonNull(hook, "hook");
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
        // The key first, from the turn index, then that one row: sorting the rows themselves by version made the
        // database gather every snapshot before the turn, each a whole state, to keep one (issue 17).
        return inTransaction("read a snapshot of " + gameId, c -> {
            List<Long> version = Sql.query(c, "SELECT version FROM snapshots WHERE game_id = ? AND turn < ?"
                    + " ORDER BY game_id DESC, turn DESC, version DESC FETCH FIRST 1 ROWS ONLY", rs -> rs.getLong(1),
                    gameId, beforeTurn);
            return version.isEmpty() ? java.util.Optional.<Snapshot>empty() : Sql.query(c, Rows.SNAPSHOTS
                    + "WHERE game_id = ? AND version = ?", Rows::snapshot, gameId, version.get(0)).stream().findFirst();
        });
    }

    /**
     * Keeps a snapshot. Another worker keeping the same one first is no fault (it is a cache): then
     * nothing is written and the answer is false.
     */
    public boolean putSnapshot(Snapshot s) {
        Objects.requireNonNull(s, "snapshot");
        if (readOnly) {
            return false;  // a read command keeps no cache: it must not write beside `herald run`
        }
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
        if (readOnly) {
            return 0;
        }
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

    /** Every game with events and its version, in the order each began: a pass over a club's games, in one query. */
    public java.util.Map<String, Long> versions() {
        return inTransaction("list games", c -> {
            java.util.Map<String, Long> versions = new java.util.LinkedHashMap<>();
            Sql.query(c, "SELECT game_id, MAX(version) AS version FROM events GROUP BY game_id ORDER BY MIN(position)",
                    rs -> versions.put(rs.getString("game_id"), rs.getLong("version")));
            return versions;
        });
    }

    /** Recomputes the game's hash chain; an unknown game is intact with no events. */
    public ChainCheck verify(String gameId) {
        return HashChain.verify(read(gameId));
    }

    /** Recomputes the hash chain of one game's events given in version order, from wherever they came. */
    public static ChainCheck verifyChain(List<StoredEvent> events) {
        return HashChain.verify(List.copyOf(events));
    }

    /** The hash an event's stored fields seal to: what {@link StoredEvent#hash()} must equal. */
    public static String seal(StoredEvent event) {
        return HashChain.hash(event);
    }

    /** Whether these very bytes (by {@link InboundRecord#sha256}) have been recorded, under any Message-ID. */
    public boolean holdsRaw(String rawSha256) {
        Objects.requireNonNull(rawSha256, "rawSha256");
        return inTransaction("look up a message's bytes", c -> !Sql.query(c,
                "SELECT 1 FROM inbound WHERE raw_sha256 = ? FETCH FIRST 1 ROWS ONLY", rs -> 1, rawSha256).isEmpty());
    }

    /** Every recorded message with this Message-ID (several when it was reused), oldest first. */
    public List<InboundRecord> inboundWithId(String messageId) {
        Objects.requireNonNull(messageId, "messageId");
        return inTransaction("read message " + messageId, c -> Sql.query(c, Rows.INBOUND
                + "WHERE message_id = ? ORDER BY received_at, raw_sha256", Rows::inbound, messageId));
    }

    /** Whether a message with this Message-ID has been recorded. */
    public boolean seen(String messageId) {
        Objects.requireNonNull(messageId, "messageId");
        return inTransaction("look up message " + messageId, c -> !Sql.query(c,
                "SELECT 1 FROM inbound WHERE message_id = ?", rs -> 1, messageId).isEmpty());
    }

    /** Which of {@code messageIds} the journal holds, as {@link #seen(String)} says of each: in one query, not one each. */
    public Set<String> seenAmong(Collection<String> messageIds) {
        // As stored: a NUL stands in as U+FFFD (Sql.bind), so an id is found by that form and answered as given.
        Map<String, String> asStored = new LinkedHashMap<>();
        messageIds.forEach(id -> asStored.put(id, id.replace(Sql.NUL, Sql.NUL_STANDS_IN)));
        List<String> stored = List.copyOf(new LinkedHashSet<>(asStored.values()));
        if (stored.isEmpty()) {
            return Set.of();
        }
        String marks = String.join(", ", Collections.nCopies(stored.size(), "?"));
        Set<String> found = new HashSet<>(inTransaction("look up " + stored.size() + " messages",
                c -> Sql.query(c, "SELECT message_id FROM inbound WHERE message_id IN (" + marks + ")",
                        rs -> rs.getString(1), stored.toArray())));
        return asStored.entrySet().stream().filter(e -> found.contains(e.getValue())).map(Map.Entry::getKey)
                .collect(Collectors.toUnmodifiableSet());
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

    /** The secret a game's reply-to tokens are made with, if it has one (games created before V4 do not). */
    public java.util.Optional<byte[]> replyKey(String gameId) {
        List<byte[]> keys = inTransaction("read the reply key of " + gameId, c -> Sql.query(c,
                "SELECT reply_key FROM game_secret WHERE game_id = ? AND reply_key IS NOT NULL", rs -> rs.getBytes(1),
                gameId));
        return keys.stream().findFirst();
    }

    /**
     * How many mails from {@code sender} that were not themselves refused for rate were received in
     * [{@code from}, {@code to}]: what a per-sender rate limit counts.
     */
    public int countInbound(String sender, Instant from, Instant to) {
        return inTransaction("count mail from " + sender, c -> Sql.query(c, "SELECT COUNT(*) FROM inbound"
                + " WHERE sender = ? AND received_at >= ? AND received_at <= ? AND disposition <> 'rate-limited'",
                rs -> rs.getInt(1), sender, from, to).get(0));
    }

    /**
     * How many replies to {@code recipient} answer mails received in [{@code from}, {@code to}]: what
     * the ceiling on answers counts. Counted from the journal, so a restart does not reset it.
     */
    public int countReplies(String recipient, Instant from, Instant to) {
        // IN, not a join: one Message-ID may name several recorded mails, and each reply counts once
        return inTransaction("count replies to " + recipient, c -> Sql.query(c, "SELECT COUNT(*) FROM outbox o"
                + " WHERE o.recipient = ? AND o.in_reply_to IN (SELECT i.message_id FROM inbound i"
                + " WHERE i.received_at >= ? AND i.received_at <= ?)", rs -> rs.getInt(1), recipient, from, to).get(0));
    }

    /** Recorded messages for one game, or all when {@code gameIdOrNull} is null, oldest first. */
    public List<InboundRecord> inbound(String gameIdOrNull) {
        String order = " ORDER BY received_at, message_id, raw_sha256";
        return inTransaction("read recorded messages", c -> gameIdOrNull == null
                ? Sql.query(c, Rows.INBOUND + order, Rows::inbound)
                : Sql.query(c, Rows.INBOUND + "WHERE game_id = ?" + order, Rows::inbound, gameIdOrNull));
    }

    /** Mail neither sent nor refused for good, in the order it was queued. */
    public List<OutboxEntry> pendingMail() {
        return inTransaction("read pending mail", c -> Rows.mail(c, "sent_at IS NULL AND failed_at IS NULL"));
    }

    /** The ids of the mail due at {@code now}, in queue order: a worker's list to claim from, without the mail's PDFs. */
    public List<Long> dueMailIds(Instant now) {
        Objects.requireNonNull(now, "now");
        return inTransaction("read mail due", c -> Sql.query(c, "SELECT id FROM outbox WHERE sent_at IS NULL AND"
                + " failed_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY id",
                rs -> rs.getLong(1), now));
    }

    /**
     * Mail {@code outboxId} if it is still due at {@code now}: what a worker looks at again once it has
     * {@link #claim claimed} the mail, since another may have sent it between its list and its claim.
     */
    public java.util.Optional<OutboxEntry> dueMail(long outboxId, Instant now) {
        Objects.requireNonNull(now, "now");
        return inTransaction("read mail " + outboxId, c -> Rows.mail(c, "id = ? AND sent_at IS NULL AND failed_at IS NULL"
                + " AND (next_attempt_at IS NULL OR next_attempt_at <= ?)", outboxId, now)).stream().findFirst();
    }

    /**
     * Records, in a commit of its own, that an attempt to send begins now. If the previous attempt
     * began and never ended (the process died), {@code interrupted} goes up by one: that mail may
     * have reached the server already.
     */
    public void markSending(long outboxId, Instant at) {
        Objects.requireNonNull(at, "at");
        update("mark mail " + outboxId + " sending", "UPDATE outbox SET interrupted = interrupted"
                + " + CASE WHEN sending_at IS NULL THEN 0 ELSE 1 END, sending_at = ? WHERE id = ?", at, outboxId);
    }

    /** Records that mail went out. Marking mail already sent keeps the first time. */
    public void markSent(long outboxId, Instant at) {
        Objects.requireNonNull(at, "at");
        requireWritable();
        inTransaction("mark mail " + outboxId + " sent", c -> {
            if (Sql.update(c, "UPDATE outbox SET sent_at = ?, sending_at = NULL WHERE id = ? AND sent_at IS NULL",
                    at, outboxId) == 0) {
                requireMail(c, outboxId);
            }
            return null;
        });
    }

    /** Records a failed attempt to send: attempts goes up by one and the error is kept. */
    public void markFailed(long outboxId, String error) {
        update("mark mail " + outboxId + " failed", "UPDATE outbox SET attempts = attempts + 1, last_error = ?,"
                + " sending_at = NULL WHERE id = ?", error, outboxId);
    }

    /** A failed attempt after which the mail waits: it is not due again before {@code nextAttempt}. */
    public void markRetry(long outboxId, String error, Instant nextAttempt) {
        Objects.requireNonNull(nextAttempt, "nextAttempt");
        update("mark mail " + outboxId + " for retry", "UPDATE outbox SET attempts = attempts + 1, last_error = ?,"
                + " next_attempt_at = ?, sending_at = NULL, held_at = NULL WHERE id = ?", error, nextAttempt, outboxId);
    }

    /**
     * The server refused the mail for good: it is kept, with the reason, and never tried again. In the
     * same commit {@code reportOrNull}, if given, is queued: a crash cannot record one without the other.
     */
    public void markRefused(long outboxId, String error, Instant at, OutboxMail reportOrNull) {
        Objects.requireNonNull(at, "at");
        requireWritable();
        JournalHead written = inTransaction("mark mail " + outboxId + " refused", c -> {
            if (Sql.update(c, "UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ?,"
                    + " sending_at = NULL WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL", error, at, outboxId) == 0) {
                requireMail(c, outboxId);
                return (JournalHead) null;  // sent or refused already: nothing more to report
            }
            if (reportOrNull != null) {
                OpenTransaction tx = new OpenTransaction(c, clock, heads.file() != null, streams, connections.isPostgres());
                try {
                    tx.enqueueMail(reportOrNull);
                } finally {
                    tx.end();
                }
                return tx.written();
            }
            return null;
        });
        heads.advance(written);
    }

    /** Mail refused for good, for one game or all when {@code gameIdOrNull} is null, in the order it was queued. */
    public List<OutboxEntry> refusedMail(String gameIdOrNull) {
        return inTransaction("read refused mail", c -> gameIdOrNull == null
                ? Rows.mail(c, "failed_at IS NOT NULL")
                : Rows.mail(c, "failed_at IS NOT NULL AND game_id = ?", gameIdOrNull));
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
        heads.close();
        if (writerLock != null) {
            writerLock.close();  // after the database: the next writer must find it closed
        }
    }

    /** The database as messages name it. */
    String where() {
        return connections.where();
    }

    /** Throws if this journal was opened by a read command. */
    void requireWritable() {
        if (readOnly) {
            throw new IllegalStateException("this journal was opened by a read command, which must not write");
        }
    }

    private static void requireMail(Connection c, long outboxId) throws SQLException {
        if (Sql.query(c, "SELECT 1 FROM outbox WHERE id = ?", rs -> 1, outboxId).isEmpty()) {
            throw new IllegalArgumentException("there is no mail " + outboxId + " in the outbox");
        }
    }

    private void update(String what, String sql, Object... params) {
        requireWritable();
        inTransaction(what, c -> {
            if (Sql.update(c, sql, params) == 0) {
                requireMail(c, (Long) params[params.length - 1]);
            }
            return null;
        });
    }

    /** Holding, listing and resending what the outbox holds: see {@link OutboxQueue}. */
    public OutboxQueue outbox() {
        return new OutboxQueue(this);
    }

    <T> T inTransaction(String what, Sql.Work<T> work) {
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
