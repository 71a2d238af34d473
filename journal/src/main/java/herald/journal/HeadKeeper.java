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

    /** How the keeper reads the journal: in a transaction of its own (Journal's inTransaction). */
    interface Reader {
        <T> T read(String what, Sql.Work<T> work);
    }

    HeadKeeper(HeadFile file, JournalHead start) {
        this.file = file;
        this.current = start;
    }

    /** Keeps {@code file} from now on; a journal that has none yet starts one from its own newest event and mail. */
    /** @param mayWrite false for a read command's journal: it starts no head file, the writer will */
    static HeadKeeper open(HeadFile file, Reader db, boolean mayWrite) {
        Optional<JournalHead> kept = file.read();
        JournalHead start = kept.orElseGet(() -> db.read("read the journal's head", HeadKeeper::of));
        HeadKeeper keeper = new HeadKeeper(file, start);
        if (kept.isEmpty() && !start.equals(JournalHead.NONE) && mayWrite) {
            keeper.reset(start);
        }
        return keeper;
    }

    /** What the journal lacks of the head file, if anything. */
    Optional<HeadGap> gap(Reader db) {
        Optional<JournalHead> kept = file == null ? Optional.empty() : file.read();
        if (kept.isEmpty()) {
            return Optional.empty();
        }
        return db.read("compare the journal with " + file.path(), c -> {
            Optional<String> missing = missing(c, kept.get());
            return missing.isEmpty() ? Optional.<HeadGap>empty()
                    : Optional.of(new HeadGap(file.path(), kept.get(), of(c), missing.get()));
        });
    }

    /** The journal as it is becomes the head; the old file is set aside, and where it went returned (null: none). */
    java.nio.file.Path accept(java.time.Instant now, Reader db) {
        if (file == null) {
            throw new IllegalStateException("this journal keeps no head file");
        }
        java.nio.file.Path aside = java.nio.file.Files.exists(file.path()) ? file.setAside(now) : null;
        reset(db.read("read the journal's head", HeadKeeper::of).withAcceptedAt(now));
        return aside;
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

    /** When the journal closes: what was written in place goes to the disk, and the file is let go. */
    synchronized void close() {
        if (file != null) {
            file.close();
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
