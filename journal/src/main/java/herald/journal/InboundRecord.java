package herald.journal;

import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;

/**
 * A received message and what Herald did with it. {@code raw} is the message exactly as it came off
 * the wire, kept so any ruling can be traced back to what the player actually sent. The journal
 * keys it by Message-ID and {@link #rawSha256()}: one Message-ID may name several different mails.
 *
 * @param gameId      the game it was for, or null when none could be told
 * @param disposition what happened to it, e.g. "accepted", "rejected", "unknown-game"
 * @param note        why, for the organiser; may be null
 */
public record InboundRecord(String messageId, String sender, String subject, Instant receivedAt,
                            byte[] raw, String gameId, String disposition, String note) {
    public InboundRecord {
        Checks.requireName(messageId, "Message-ID", Checks.MAX_MESSAGE_ID);
        Objects.requireNonNull(sender, "sender");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(receivedAt, "receivedAt");
        raw = Objects.requireNonNull(raw, "raw").clone();
        if (gameId != null) {
            Checks.requireName(gameId, "game id", Checks.MAX_GAME_ID);
        }
        Checks.requireName(disposition, "disposition", Checks.MAX_DISPOSITION);
    }

    @Override
    public byte[] raw() {
        return raw.clone();
    }

    /**
     * The SHA-256 of the raw bytes, lower-case hex: with the Message-ID, what identifies a mail in
     * the journal, so that a different mail reusing an earlier Message-ID is kept too.
     */
    public String rawSha256() {
        return sha256(raw);
    }

    /** The SHA-256 of {@code raw}, as {@link #rawSha256()} gives it. */
    public static String sha256(byte[] raw) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(raw));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof InboundRecord r && messageId.equals(r.messageId) && sender.equals(r.sender)
                && subject.equals(r.subject) && receivedAt.equals(r.receivedAt) && Arrays.equals(raw, r.raw)
                && Objects.equals(gameId, r.gameId) && disposition.equals(r.disposition)
                && Objects.equals(note, r.note);
    }

    @Override
    public int hashCode() {
        return Objects.hash(messageId, sender, subject, receivedAt, Arrays.hashCode(raw), gameId, disposition, note);
    }

    @Override
    public String toString() {
        return "InboundRecord[" + messageId + " from " + sender + ", \"" + subject + "\", " + receivedAt + ", "
                + raw.length + " bytes, game " + gameId + ", " + disposition + (note == null ? "" : ": " + note) + "]";
    }
}
