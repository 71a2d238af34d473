package herald.journal;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The {@link JournalTx} handed to {@link Journal#transact}; valid only until that call returns. */
final class OpenTransaction implements JournalTx {
    /**
     * Refusing non-JSON at append keeps a bad payload from becoming permanent, tamper-sealed history. The
     * payload is read token by token, not built into a tree: the tree was a third of the client's work in a
     * resolved turn on PostgreSQL (issue 17), and the tokens check the same grammar.
     */
    private static final JsonFactory JSON = new JsonFactory();

    /**
     * The most events appended after a remembered head: its insert checks each row's predecessor (two index
     * lookups a row), which costs a turn of 100 events more than the one read it saves (on H2 a 100-event
     * turn took twice as long: HeadFileCost); an accepted submission is one event.
     */
    private static final int REMEMBERED_AT_MOST = 8;

    private final Connection c;
    private final Clock clock;
    private final boolean keepsHead;
    /** On PostgreSQL a short append sets its game's due row in its own statement (a round trip less). */
    private final boolean postgres;
    private final StreamHeads streams;
    private boolean ended;
    /** What this transaction wrote that the head file keeps; null while it wrote nothing. */
    private JournalHead written;
    /** The heads this transaction's appends made, for {@link #streams} once it has committed. */
    private final Map<String, ChainHead> appended = new HashMap<>();

    /**
     * @param keepsHead whether the journal keeps a head file: else the event's position is not asked for
     * @param streams the heads this process committed, to append after without reading them
     * @param postgres whether {@code c} is PostgreSQL's
     */
    OpenTransaction(Connection c, Clock clock, boolean keepsHead, StreamHeads streams, boolean postgres) {
        this.c = c;
        this.clock = clock;
        this.keepsHead = keepsHead;
        this.postgres = postgres;
        this.streams = streams;
    }

    void end() {
        ended = true;
    }

    /** The newest event, outbox id and mail this transaction wrote, for the head file; null when none. */
    JournalHead written() {
        return written;
    }

    /** Only once the commit has returned: the head file follows it, and the streams' heads are remembered. */
    void committed(HeadKeeper keeper) {
        keeper.advance(written);
        appended.values().forEach(streams::remember);
    }

    private void wrote(JournalHead more) {
        written = written == null ? more : written.advancedBy(more);
    }

    private void wroteEvent(ChainHead head, long position) throws SQLException {
        if (keepsHead) {
            if (position == 0) {
                position = Sql.query(c, "SELECT position FROM events WHERE game_id = ? AND version = ?",
                        rs -> rs.getLong(1), head.gameId(), head.version()).get(0);
            }
            wrote(new JournalHead(position, head.gameId(), head.version(), head.hash(), 0, null));
        }
    }

    @Override
    public long append(String gameId, long expectedVersion, List<NewEvent> events) {
        return append(gameId, expectedVersion, events, Instant.ofEpochMilli(clock.millis()));
    }

    @Override
    public long append(String gameId, long expectedVersion, List<NewEvent> events, Instant recordedAt) {
        checkOpen();
        Objects.requireNonNull(recordedAt, "recordedAt");
        Checks.requireSealedName(gameId, "game id", Checks.MAX_GAME_ID);
        if (expectedVersion < 0) {
            throw new IllegalArgumentException("expected version of game " + gameId + " cannot be negative: " + expectedVersion);
        }
        List<NewEvent> batch = List.copyOf(Objects.requireNonNull(events, "events"));
        batch.forEach(e -> requireJson(gameId, e));
        long millis = recordedAt.toEpochMilli(); // one instant for the batch: it was one decision
        try {
            ChainHead known = batch.isEmpty() || batch.size() > REMEMBERED_AT_MOST ? null
                    : appended.getOrDefault(gameId, streams.get(gameId));
            if (known != null && known.version() == expectedVersion) {
                EventBatch.Written w = insert(known, batch, millis, expectedVersion, true);
                if (w != null) {
                    return w.head().version();
                }
                streams.forget(gameId); // the stream moved on without this process: read its head, as below
            }
            ChainHead head = readHead(gameId);
            if (head.version() != expectedVersion) {
                throw new StaleVersionException(gameId, expectedVersion, head.version());
            }
            return batch.isEmpty() ? head.version() : insert(head, batch, millis, expectedVersion, false).head().version();
        } catch (SQLException e) {
            throw new JournalException("could not append to game " + gameId + ": " + e.getMessage(), e);
        }
    }

    /** The stream's last event as the database holds it, read in this transaction. */
    private ChainHead readHead(String gameId) throws SQLException {
        // Ordered by the whole (game_id, version) key so H2 walks that index backwards to the one
        // last row; "ORDER BY version DESC" alone made it read and sort the game's every event.
        return Sql.query(c, "SELECT version, hash FROM events WHERE game_id = ?"
                + " ORDER BY game_id DESC, version DESC FETCH FIRST 1 ROWS ONLY",
                rs -> new ChainHead(gameId, rs.getLong("version"), rs.getString("hash")), gameId)
                .stream().findFirst().orElse(ChainHead.start(gameId));
    }

    /** {@link EventBatch#insert}, a lost race turned into a StaleVersionException; null when a remembered head was not the database's. */
    private EventBatch.Written insert(ChainHead after, List<NewEvent> batch, long millis, long expectedVersion,
            boolean remembered) throws SQLException {
        EventBatch.Written w;
        // Each row's statement sets the due row once more: for a few rows cheaper than a round trip, for a turn of 100 not.
        boolean few = batch.size() <= REMEMBERED_AT_MOST;
        // On PostgreSQL the due row rides in the insert's statement: each row's for a few rows, the arrays'
        // for a turn. On H2 a turn's position is asked for once, after its rows, by key (wroteEvent).
        boolean arrays = postgres && !few && !remembered;
        boolean dueInline = postgres && (few || arrays);
        try {
            w = arrays ? EventArrays.insert(c, after, batch, millis)
                    : EventBatch.insert(c, after, batch, millis, remembered, keepsHead && few, dueInline);
        } catch (SQLException x) {
            if (Sql.isUniqueViolation(x)) {
                // Another transaction read the same version and committed first.
                streams.forget(after.gameId());
                throw new StaleVersionException(after.gameId(), expectedVersion, x);
            }
            throw x;
        }
        if (w != null) {
            long position = w.position();
            if (!dueInline) {
                long fromDue = touched(after.gameId(), w.head().version());
                position = position != 0 ? position : fromDue;
            }
            appended.put(after.gameId(), w.head());
            wroteEvent(w.head(), position);
        }
        return w;
    }

    /**
     * The umpire must look at the game again (see {@link Due}), in a statement of its own; on PostgreSQL that
     * statement answers the position of the game's event at {@code version} too, else 0 (not asked).
     */
    private long touched(String gameId, long version) throws SQLException {
        if (postgres) {
            return Due.touchedOnPostgresql(c, gameId, version);
        }
        Due.touched(c, gameId, version);
        return 0;
    }

    private void insert(StoredEvent e) throws SQLException {
        Sql.update(c, EventBatch.AFTER_READ, e.gameId(), e.version(),
                e.type(), e.schemaVersion(), e.payload(), e.recordedAt().toEpochMilli(), e.prevHash(), e.hash(),
                e.rulesetVersion());
    }

    @Override
    public void restore(String gameId, List<StoredEvent> events) {
        checkOpen();
        Checks.requireSealedName(gameId, "game id", Checks.MAX_GAME_ID);
        List<StoredEvent> stream = List.copyOf(events);
        for (StoredEvent e : stream) {
            if (!gameId.equals(e.gameId())) {
                throw new IllegalArgumentException("event " + e.version() + " belongs to " + e.gameId() + ", not " + gameId);
            }
            Checks.requireSealedName(e.type(), "event type", Checks.MAX_TYPE);
            Checks.optionalVersion(e.rulesetVersion(), "ruleset version of " + e.type());
            requireJson(gameId, new NewEvent(e.type(), e.schemaVersion(), e.payload()));
        }
        ChainCheck chain = HashChain.verify(stream);
        if (!chain.intact()) {
            throw new IllegalArgumentException("refusing to restore " + gameId + ": " + chain.problem());
        }
        try {
            long existing = Sql.query(c, "SELECT MAX(version) AS v FROM events WHERE game_id = ?",
                    rs -> rs.getLong("v"), gameId).get(0);
            if (existing != 0) {
                throw new StaleVersionException(gameId, 0, existing);
            }
            for (StoredEvent e : stream) {
                insert(e);
            }
            if (!stream.isEmpty()) {
                StoredEvent last = stream.get(stream.size() - 1);
                wroteEvent(new ChainHead(gameId, last.version(), last.hash()), touched(gameId, last.version()));
            }
        } catch (SQLException e) {
            if (Sql.isUniqueViolation(e)) {
                throw new StaleVersionException(gameId, 0, e);
            }
            throw new JournalException("could not restore game " + gameId + ": " + e.getMessage(), e);
        }
    }

    @Override
    public boolean recordInbound(InboundRecord m) {
        checkOpen();
        Objects.requireNonNull(m, "message");
        try {
            String sha = m.rawSha256();
            if (!Sql.query(c, "SELECT 1 FROM inbound WHERE message_id = ? AND raw_sha256 = ?", rs -> 1, m.messageId(),
                    sha).isEmpty()) {
                return false;
            }
            // A savepoint, because on PostgreSQL a failed statement spoils the whole transaction:
            // losing the race to record a message must leave the caller's other work intact.
            Savepoint before = c.setSavepoint();
            try {
                Sql.update(c, "INSERT INTO inbound (message_id, sender, subject, received_at, raw, game_id,"
                        + " disposition, note, raw_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", m.messageId(), m.sender(),
                        m.subject(), m.receivedAt(), m.raw(), m.gameId(), m.disposition(), m.note(), sha);
            } catch (SQLException x) {
                if (Sql.isUniqueViolation(x)) {
                    c.rollback(before);
                    return false;
                }
                throw x;
            }
            c.releaseSavepoint(before);
            if (m.messageId().indexOf('\n') < 0 && m.messageId().indexOf('\r') < 0) {
                wrote(new JournalHead(0, null, 0, null, 0, m.messageId()));
            }
            return true;
        } catch (SQLException e) {
            throw new JournalException("could not record message " + m.messageId() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public long enqueueMail(OutboxMail mail) {
        checkOpen();
        Objects.requireNonNull(mail, "mail");
        try {
            long id;
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO outbox (game_id, recipient, subject, body,"
                    + " in_reply_to, queued_at, attempts, reply_to, html) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                Sql.bind(ps, mail.gameId(), mail.recipient(), mail.subject(), mail.body(), mail.inReplyTo(),
                        Instant.ofEpochMilli(clock.millis()), mail.replyTo(), mail.html());
                ps.executeUpdate();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    if (!keys.next()) {
                        throw new SQLException("the database returned no id for the queued mail");
                    }
                    id = keys.getLong("id");
                }
            }
            int seq = 0;
            for (Attachment a : mail.attachments()) {
                Sql.update(c, "INSERT INTO outbox_attachment (outbox_id, seq, filename, content_type, content,"
                        + " content_id) VALUES (?, ?, ?, ?, ?, ?)", id, ++seq, a.filename(), a.contentType(), a.content(),
                        a.contentId());
            }
            wrote(new JournalHead(0, null, 0, null, id, null));
            return id;
        } catch (SQLException e) {
            throw new JournalException("could not queue mail to " + mail.recipient() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public boolean putDue(String gameId, long version, Instant dueAtOrNull) {
        checkOpen();
        Objects.requireNonNull(gameId, "gameId");
        try {
            return Due.put(c, gameId, version, dueAtOrNull);
        } catch (SQLException e) {
            throw new JournalException("could not record when " + gameId + " is due: " + e.getMessage(), e);
        }
    }

    @Override
    public void putSecret(String gameId, byte[] seed) {
        checkOpen();
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(seed, "seed");
        try {
            Sql.update(c, "INSERT INTO game_secret (game_id, seed) VALUES (?, ?)", gameId, seed);
        } catch (SQLException e) {
            throw new JournalException("could not keep the dice seed of " + gameId + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void putReplyKey(String gameId, byte[] key) {
        checkOpen();
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(key, "key");
        try {
            if (Sql.update(c, "UPDATE game_secret SET reply_key = ? WHERE game_id = ?", key, gameId) == 0) {
                throw new IllegalStateException("no secret is kept for " + gameId + ": putSecret comes first");
            }
        } catch (SQLException e) {
            throw new JournalException("could not keep the reply key of " + gameId + ": " + e.getMessage(), e);
        }
    }

    private static void requireJson(String gameId, NewEvent e) {
        String what = "payload of " + e.type() + " for game " + gameId;
        try (JsonParser p = JSON.createParser(e.payload())) {
            if (p.nextToken() == null) {
                throw new IllegalArgumentException(what + " is empty");
            }
            p.skipChildren(); // reads every token of an object or array to its end, as strictly as a tree would
            if (p.nextToken() != null) {
                throw new IllegalArgumentException(what + " is not JSON: '" + p.getText() + "' follows the value");
            }
        } catch (JsonProcessingException x) {
            throw new IllegalArgumentException(what + " is not JSON: " + x.getOriginalMessage(), x);
        } catch (IOException x) {
            throw new IllegalArgumentException(what + " cannot be read: " + x.getMessage(), x);
        }
    }

    private void checkOpen() {
        if (ended) {
            throw new IllegalStateException("this transaction has ended; use the JournalTx only inside transact()");
        }
    }
}
