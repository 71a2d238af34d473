package herald.journal;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the journal holds under one Message-ID, read by the inbound table's key (message_id, raw_sha256)
 * without the mails' bytes: how a re-delivered mail is told from a new one (issue 17) in one indexed read
 * of a row or two, the raw bytes of a first copy fetched only when they must be compared.
 */
public final class InboundCopies {
    /** One recorded mail under the Message-ID, without its bytes. */
    public record Copy(String messageId, String rawSha256, Instant receivedAt, String gameId, String disposition) {}

    private final Journal journal;

    public InboundCopies(Journal journal) {
        this.journal = Objects.requireNonNull(journal, "journal");
    }

    /** Every mail recorded under {@code messageId} (several when it was reused), oldest first; none for a new one. */
    public List<Copy> of(String messageId) {
        Objects.requireNonNull(messageId, "messageId");
        return journal.inTransaction("look up message " + messageId, c -> Sql.query(c, "SELECT message_id, raw_sha256,"
                + " received_at, game_id, disposition FROM inbound WHERE message_id = ? ORDER BY received_at, raw_sha256",
                rs -> new Copy(rs.getString(1), rs.getString(2), Sql.instant(rs, "received_at"), rs.getString(4),
                        rs.getString(5)), messageId));
    }

    /** The bytes of one recorded mail, by its whole key. */
    public Optional<byte[]> raw(Copy copy) {
        return journal.inTransaction("read message " + copy.messageId(), c -> Sql.query(c,
                "SELECT raw FROM inbound WHERE message_id = ? AND raw_sha256 = ?", rs -> rs.getBytes(1),
                copy.messageId(), copy.rawSha256()).stream().findFirst());
    }
}
