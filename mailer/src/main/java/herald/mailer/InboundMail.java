package herald.mailer;

import java.time.Instant;
import java.util.Objects;

/**
 * One mail as it arrived. Everything but {@code inReplyTo} is non-null, even for a mail that
 * could not be parsed: then {@code text} is empty and {@code raw} still holds what arrived, so
 * the app can journal it instead of losing it.
 *
 * @param messageId the Message-ID header, or {@code <sha256-HEX@herald.invalid>} of {@code raw} less its
 *                  {@linkplain TraceHeaders trace fields} when there is none, so that a re-fetch of the
 *                  same bytes, or a second delivery of the same mail, is recognised
 * @param from      bare address, lower-cased; {@code ""} if the From header is missing or unreadable
 * @param text      the plain text body with {@code \n} line ends: the text/plain part, or the HTML
 *                  part turned into text (then {@code htmlOnly} is true)
 * @param raw       the full RFC 822 source; not copied, do not modify
 * @param uid       the IMAP UID, or 0 when the mail did not come from IMAP
 */
public record InboundMail(String messageId, String from, String fromName, String subject, String text,
                          boolean htmlOnly, Instant receivedAt, byte[] raw, String inReplyTo, long uid) {

    public InboundMail {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(fromName, "fromName");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(receivedAt, "receivedAt");
        Objects.requireNonNull(raw, "raw");
    }

    /**
     * Reads raw RFC 822 bytes as IMAP and folder mail are read; never throws for bad input (see
     * {@link InboundMail} for what is left empty).
     *
     * @param receivedAt when it arrived, or null to use its Date header (failing that, now)
     */
    public static InboundMail read(byte[] raw, Instant receivedAt) {
        return Inbound.parse(raw, receivedAt, 0);
    }

    @Override
    public String toString() {
        return "InboundMail[" + messageId + " from " + from + " \"" + subject + "\" " + raw.length + " bytes"
                + (uid > 0 ? " uid " + uid : "") + "]";
    }
}
