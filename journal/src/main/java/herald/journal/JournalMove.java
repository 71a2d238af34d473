package herald.journal;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Moves a whole journal into an empty one (`herald migrate`, e.g. from the H2 file of a club's first
 * months to its PostgreSQL server): every game's events, every recorded mail, the outbox with its
 * attachments and delivery marks, and the games' secrets, in one transaction of the target, so that a
 * failure leaves it empty. Event positions and outbox ids are kept as they were (the identity columns
 * go on after them), so the journal's head file, the Message-IDs of mail already sent and every
 * player's printed journal head stay true of the new journal. Snapshots are a cache and are not moved.
 * Afterwards every game's chain is verified in the target and its head compared with the source's,
 * and every table's rows are counted on both sides.
 */
public final class JournalMove {
    private static final int PAGE = 200;

    /** What was moved. */
    public record Moved(int games, long events, long inbound, long outbox, long secrets) {}

    private JournalMove() {
    }

    /**
     * Copies everything {@code from} holds into {@code to}, which must hold nothing yet (no event, mail or
     * secret): a target that already has games is refused, naming some. Throws {@link JournalException} when
     * a check after the copy fails (nothing is then taken back: the target is to be emptied and the move run again).
     */
    public static Moved copy(Journal from, Journal to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        to.requireWritable();
        to.inTransaction("move the journal", c -> {
            requireEmpty(c, to);
            copyEvents(from, c);
            Due.lookAtEvery(c); // copied past append: each game looked at once by the next pass
            copyInbound(from, c);
            copyOutbox(from, c);
            copySecrets(from, c);
            // last: on H2 (not PostgreSQL) DDL commits the transaction
            restartAfter(c, "events", "position", from.inTransaction("read the last position",
                    f -> maxOf(f, "SELECT MAX(position) FROM events")));
            restartAfter(c, "outbox", "id", from.inTransaction("read the last outbox id",
                    f -> maxOf(f, "SELECT MAX(id) FROM outbox")));
            return null;
        });
        return check(from, to);
    }

    private static void requireEmpty(Connection c, Journal to) throws SQLException {
        List<String> games = Sql.query(c, "SELECT game_id FROM events GROUP BY game_id ORDER BY MIN(position)"
                + " FETCH FIRST 4 ROWS ONLY", rs -> rs.getString(1));
        if (!games.isEmpty()) {
            throw new JournalException("the journal at " + to.where() + " already holds games (" + String.join(", ",
                    games.subList(0, Math.min(3, games.size()))) + (games.size() > 3 ? ", ..." : "") + "): a journal is"
                    + " moved only into an empty one");
        }
        for (String table : new String[] {"inbound", "outbox", "game_secret"}) {
            if (!Sql.query(c, "SELECT 1 FROM " + table + " FETCH FIRST 1 ROWS ONLY", rs -> 1).isEmpty()) {
                throw new JournalException("the journal at " + to.where() + " already holds rows in " + table
                        + ": a journal is moved only into an empty one");
            }
        }
    }

    private static void copyEvents(Journal from, Connection c) throws SQLException {
        long after = 0;
        for (List<StoredEvent> page = from.readAll(after, PAGE); !page.isEmpty(); page = from.readAll(after, PAGE)) {
            for (StoredEvent e : page) {
                Sql.update(c, "INSERT INTO events (position, game_id, version, type, schema_version, payload,"
                        + " recorded_at, prev_hash, hash, ruleset_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        e.position(), e.gameId(), e.version(), e.type(), e.schemaVersion(), e.payload(), e.recordedAt(),
                        e.prevHash(), e.hash(), e.rulesetVersion());
                after = e.position();
            }
        }
    }

    private static void copyInbound(Journal from, Connection c) throws SQLException {
        record Key(String messageId, String sha) {}
        List<Key> keys = from.inTransaction("list recorded mail", f -> Sql.query(f, "SELECT message_id, raw_sha256"
                + " FROM inbound ORDER BY received_at, message_id, raw_sha256", rs -> new Key(rs.getString(1), rs.getString(2))));
        for (Key k : keys) { // one at a time: a journal holds years of mail, each up to the size limit
            InboundRecord m = from.inTransaction("read message " + k.messageId(), f -> Sql.query(f, Rows.INBOUND
                    + "WHERE message_id = ? AND raw_sha256 = ?", Rows::inbound, k.messageId(), k.sha()).get(0));
            Sql.update(c, "INSERT INTO inbound (message_id, sender, subject, received_at, raw, game_id, disposition,"
                    + " note, raw_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", m.messageId(), m.sender(), m.subject(),
                    m.receivedAt(), m.raw(), m.gameId(), m.disposition(), m.note(), k.sha());
        }
    }

    private static void copyOutbox(Journal from, Connection c) throws SQLException {
        List<Long> ids = from.inTransaction("list the outbox", f -> Sql.query(f, "SELECT id FROM outbox ORDER BY id",
                rs -> rs.getLong(1)));
        for (int i = 0; i < ids.size(); i += PAGE) {
            long first = ids.get(i);
            long last = ids.get(Math.min(ids.size(), i + PAGE) - 1);
            List<OutboxEntry> page = from.inTransaction("read the outbox", f -> Rows.mail(f, "id >= ? AND id <= ?",
                    first, last));
            for (OutboxEntry e : page) {
                OutboxMail m = e.mail();
                OutboxEntry.Delivery d = e.delivery();
                Sql.update(c, "INSERT INTO outbox (id, game_id, recipient, subject, body, in_reply_to, queued_at, attempts,"
                        + " last_error, sent_at, reply_to, next_attempt_at, sending_at, interrupted, failed_at, held_at, html)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", e.id(), m.gameId(), m.recipient(),
                        m.subject(), m.body(), m.inReplyTo(), e.queuedAt(), e.attempts(), e.lastError(),
                        nullableMillis(e.sentAt()), m.replyTo(), nullableMillis(d.nextAttemptAt()),
                        nullableMillis(d.sendingAt()), d.interrupted(), nullableMillis(d.failedAt()),
                        nullableMillis(d.heldAt()), m.html());
                int seq = 0;
                for (Attachment a : m.attachments()) {
                    Sql.update(c, "INSERT INTO outbox_attachment (outbox_id, seq, filename, content_type, content,"
                            + " content_id) VALUES (?, ?, ?, ?, ?, ?)", e.id(), ++seq, a.filename(), a.contentType(),
                            a.content(), a.contentId());
                }
            }
        }
    }

    /** An instant column that may be NULL, bound as a BIGINT either way (a NULL bound as text would not do on PostgreSQL). */
    private static Object nullableMillis(java.time.Instant at) {
        return at == null ? Sql.Null.BIGINT : at;
    }

    private static void copySecrets(Journal from, Connection c) throws SQLException {
        record Secret(String gameId, byte[] seed, byte[] replyKey) {}
        List<Secret> secrets = from.inTransaction("read the games' secrets", f -> Sql.query(f,
                "SELECT game_id, seed, reply_key FROM game_secret ORDER BY game_id",
                rs -> new Secret(rs.getString(1), rs.getBytes(2), rs.getBytes(3))));
        for (Secret s : secrets) {
            Sql.update(c, "INSERT INTO game_secret (game_id, seed) VALUES (?, ?)", s.gameId(), s.seed());
            if (s.replyKey() != null) {
                Sql.update(c, "UPDATE game_secret SET reply_key = ? WHERE game_id = ?", s.replyKey(), s.gameId());
            }
        }
    }

    private static long maxOf(Connection c, String sql) throws SQLException {
        return Sql.query(c, sql, rs -> rs.getLong(1)).get(0);
    }

    /** The identity column goes on after the highest value moved, as it would have in the source. */
    private static void restartAfter(Connection c, String table, String column, long max) throws SQLException {
        Sql.update(c, "ALTER TABLE " + table + " ALTER COLUMN " + column + " RESTART WITH " + (max + 1));
    }

    private static Moved check(Journal from, Journal to) {
        Map<String, Long> before = counts(from);
        Map<String, Long> after = counts(to);
        if (!before.equals(after)) {
            throw new JournalException("the journal at " + to.where() + " does not hold what was moved: rows " + after
                    + ", but the source holds " + before);
        }
        List<String> games = from.gameIds();
        if (!games.equals(to.gameIds())) {
            throw new JournalException("the journal at " + to.where() + " lists other games than the source");
        }
        List<String> problems = new ArrayList<>();
        for (String game : games) {
            ChainCheck chain = to.verify(game);
            if (!chain.intact()) {
                problems.add(chain.problem());
            } else if (!to.head(game).equals(from.head(game))) {
                problems.add("game " + game + " ends at " + to.head(game) + ", not at " + from.head(game));
            }
        }
        if (!problems.isEmpty()) {
            throw new JournalException("the moved journal at " + to.where() + " fails its checks: "
                    + String.join("; ", problems));
        }
        return new Moved(games.size(), before.get("events"), before.get("inbound"), before.get("outbox"),
                before.get("game_secret"));
    }

    private static Map<String, Long> counts(Journal j) {
        return j.inTransaction("count the journal's rows", c -> {
            Map<String, Long> n = new LinkedHashMap<>();
            for (String table : new String[] {"events", "inbound", "outbox", "outbox_attachment", "game_secret"}) {
                n.put(table, maxOf(c, "SELECT COUNT(*) FROM " + table));
            }
            return n;
        });
    }
}
