package herald.journal;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The journal's SELECTs and how their rows become records. */
final class Rows {
    static final String EVENTS = "SELECT game_id, version, position, type, schema_version, payload, recorded_at,"
            + " prev_hash, hash, ruleset_version FROM events ";
    static final String INBOUND = "SELECT message_id, sender, subject, received_at, raw, game_id, disposition, note"
            + " FROM inbound ";
    static final String SNAPSHOTS = "SELECT game_id, version, turn, ruleset_version, format, state, taken_at"
            + " FROM snapshots ";
    private static final String OUTBOX = "SELECT id, game_id, recipient, subject, body, in_reply_to, queued_at,"
            + " attempts, sent_at, last_error, next_attempt_at, sending_at, interrupted, failed_at, reply_to, held_at, html"
            + " FROM outbox ";

    private Rows() {
    }

    /**
     * A row of {@link #EVENTS}, its columns read by their place there: a replay reads a million rows, and a
     * lookup by name is a search of the column labels for every column of every row (issue 17).
     */
    static StoredEvent event(ResultSet rs) throws SQLException {
        long recordedAt = rs.getLong(7);
        Instant at = rs.wasNull() ? null : Instant.ofEpochMilli(recordedAt);
        return new StoredEvent(rs.getString(1), rs.getLong(2), rs.getLong(3), rs.getString(4), rs.getInt(5),
                rs.getString(6), at, rs.getString(8), rs.getString(9), rs.getString(10));
    }

    static Snapshot snapshot(ResultSet rs) throws SQLException {
        return new Snapshot(rs.getString("game_id"), rs.getLong("version"), rs.getInt("turn"),
                rs.getString("ruleset_version"), rs.getString("format"), rs.getString("state"),
                Sql.instant(rs, "taken_at"));
    }

    static InboundRecord inbound(ResultSet rs) throws SQLException {
        return new InboundRecord(rs.getString("message_id"), rs.getString("sender"), rs.getString("subject"),
                Sql.instant(rs, "received_at"), rs.getBytes("raw"), rs.getString("game_id"),
                rs.getString("disposition"), rs.getString("note"));
    }

    /** Outbox entries matching {@code where} (a condition on outbox columns), in queue order, with attachments. */
    static List<OutboxEntry> mail(Connection c, String where, Object... params) throws SQLException {
        Map<Long, List<Attachment>> attachments = new LinkedHashMap<>();
        Sql.query(c, "SELECT outbox_id, filename, content_type, content, content_id FROM outbox_attachment"
                + " WHERE outbox_id IN (SELECT id FROM outbox WHERE " + where + ") ORDER BY outbox_id, seq", rs -> {
                    attachments.computeIfAbsent(rs.getLong("outbox_id"), id -> new ArrayList<>())
                            .add(new Attachment(rs.getString("filename"), rs.getString("content_type"),
                                    rs.getBytes("content"), rs.getString("content_id")));
                    return null;
                }, params);
        return Sql.query(c, OUTBOX + "WHERE " + where + " ORDER BY id", rs -> {
            long id = rs.getLong("id");
            OutboxMail mail = new OutboxMail(rs.getString("game_id"), rs.getString("recipient"),
                    rs.getString("subject"), rs.getString("body"), rs.getString("in_reply_to"),
                    attachments.getOrDefault(id, List.of()), rs.getString("reply_to"), rs.getString("html"));
            return new OutboxEntry(id, mail, Sql.instant(rs, "queued_at"), rs.getInt("attempts"),
                    Sql.instant(rs, "sent_at"), rs.getString("last_error"), new OutboxEntry.Delivery(
                            Sql.instant(rs, "next_attempt_at"), Sql.instant(rs, "sending_at"),
                            rs.getInt("interrupted"), Sql.instant(rs, "failed_at"), Sql.instant(rs, "held_at")));
        }, params);
    }
}
