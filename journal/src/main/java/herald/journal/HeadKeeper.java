package herald.journal;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * Keeps a journal's {@link HeadFile} up with its commits, and compares the two. Safe to share between
 * threads: heads written out of order only ever move the file forward.
 */
final class HeadKeeper {
    static final HeadKeeper NONE = new HeadKeeper(null, JournalHead.NONE);

    private final HeadFile file;
    private JournalHead current; // guarded by this

    HeadKeeper(HeadFile file, JournalHead start) {
        this.file = file;
        this.current = start;
    }

    HeadFile file() {
        return file;
    }

    /** After a commit has returned: what it wrote joins the head, and the file follows. */
    synchronized void advance(JournalHead written) {
        if (file == null || written == null) {
            return;
        }
        JournalHead next = current.advancedBy(written);
        if (!next.equals(current)) {
            file.write(next);
            current = next;
        }
    }

    synchronized void reset(JournalHead head) {
        current = head;
        if (file != null) {
            file.write(head);
        }
    }

    /** The journal's own newest event and outbox id (no mail row: inbound rows have no order). */
    static JournalHead of(Connection c) throws SQLException {
        JournalHead head = Sql.query(c, "SELECT position, game_id, version, hash FROM events"
                + " ORDER BY position DESC FETCH FIRST 1 ROWS ONLY", rs -> new JournalHead(rs.getLong("position"),
                rs.getString("game_id"), rs.getLong("version"), rs.getString("hash"), 0, null))
                .stream().findFirst().orElse(JournalHead.NONE);
        long outbox = Sql.query(c, "SELECT id FROM outbox ORDER BY id DESC FETCH FIRST 1 ROWS ONLY",
                rs -> rs.getLong(1)).stream().findFirst().orElse(0L);
        return new JournalHead(head.position(), head.gameId(), head.version(), head.hash(), outbox, null);
    }

    /** What the journal on {@code c} lacks of {@code kept}, if anything: three lookups by key. */
    static Optional<String> missing(Connection c, JournalHead kept) throws SQLException {
        if (kept.position() > 0) {
            List<String> found = Sql.query(c, "SELECT game_id, version, hash FROM events WHERE position = ?",
                    rs -> rs.getString("game_id") + " version " + rs.getLong("version") + "/" + rs.getString("hash"),
                    kept.position());
            if (found.isEmpty()) {
                return Optional.of(kept.eventText() + " is missing");
            }
            if (!found.get(0).equals(kept.gameId() + " version " + kept.version() + "/" + kept.hash())) {
                return Optional.of("position " + kept.position() + " holds another event than " + kept.eventText()
                        + " with hash " + kept.hash().substring(0, 16));
            }
        }
        if (kept.outboxId() > 0 && Sql.query(c, "SELECT 1 FROM outbox WHERE id = ?", rs -> 1, kept.outboxId()).isEmpty()) {
            return Optional.of("outbox mail " + kept.outboxId() + " is missing");
        }
        if (kept.inboundId() != null && Sql.query(c, "SELECT 1 FROM inbound WHERE message_id = ?", rs -> 1,
                kept.inboundId()).isEmpty()) {
            return Optional.of("the mail " + kept.inboundId() + " is missing");
        }
        return Optional.empty();
    }
}
