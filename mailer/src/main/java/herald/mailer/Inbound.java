package herald.mailer;

import jakarta.mail.Address;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import java.io.ByteArrayInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Locale;

/**
 * Raw RFC 822 bytes to an {@link InboundMail}, the same way for IMAP and folder mail. Each field
 * is read on its own, so a broken body still leaves the sender and subject, and nothing here
 * throws: a mail Herald cannot read must still reach the journal.
 */
final class Inbound {

    private static final Session SESSION = Sessions.parsing();
    /** RFC 5322 allows 998 characters a line; the journal keeps 1000. */
    private static final int MAX_ID = 998;

    private Inbound() {}

    /**
     * @param receivedAt when the mailbox got it (IMAP INTERNALDATE, file time), or null to use
     *                   the Date header, or failing that now
     */
    static InboundMail parse(byte[] raw, Instant receivedAt, long uid) {
        MimeMessage m = null;
        try {
            m = new MimeMessage(SESSION, new ByteArrayInputStream(raw));
        } catch (MessagingException | RuntimeException e) {
            // unreadable headers: keep the bytes, everything else empty
        }
        String messageId = m == null ? null : storable(messageId(header(m, "Message-ID")));
        InternetAddress from = m == null ? null : from(m);
        MimeText.Body body = m == null ? null : body(m);
        return new InboundMail(
                messageId != null ? messageId : syntheticId(raw),
                from == null ? "" : noNul(from.getAddress().toLowerCase(Locale.ROOT)),
                from == null || from.getPersonal() == null ? "" : noNul(from.getPersonal().strip()),
                m == null ? "" : noNul(subject(m)),
                body == null ? "" : noNul(body.text()),
                body != null && body.htmlOnly(),
                receivedAt != null ? receivedAt : sentDate(m),
                raw,
                m == null ? null : messageId(header(m, "In-Reply-To")),
                uid);
    }

    /** The {@code <...>} of a Message-ID style header, or the whole trimmed value; null if blank. */
    static String messageId(String header) {
        if (header == null) {
            return null;
        }
        String value = MimeUtility.unfold(header).strip();
        int open = value.indexOf('<');
        int close = value.indexOf('>', open + 1);
        if (open >= 0 && close > open + 1) {
            return value.substring(open, close + 1);
        }
        return value.isEmpty() ? null : value;
    }

    /**
     * The id if a journal can key on it, else null (and the synthetic id is used): a hostile mail may
     * carry a Message-ID of megabytes, or control characters that PostgreSQL refuses to store.
     */
    static String storable(String id) {
        // counted in UTF-8 bytes, as a database index counts it: a long id in CJK would otherwise pass and not fit
        return id == null || id.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_ID
                || id.chars().anyMatch(Character::isISOControl) ? null : id;
    }

    /** PostgreSQL text cannot hold U+0000; nobody writes one on purpose. */
    private static String noNul(String s) {
        return s.indexOf('\u0000') < 0 ? s : s.replace("\u0000", "");
    }

    static String syntheticId(byte[] raw) {
        try {
            // without the trace fields: the same mail delivered twice (to two addresses) gets one id
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(TraceHeaders.without(raw));
            return "<sha256-" + HexFormat.of().formatHex(hash) + "@herald.invalid>";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Whether an id was made by {@link #syntheticId} rather than read from a header. */
    static boolean isSynthetic(String messageId) {
        return messageId.startsWith("<sha256-") && messageId.endsWith("@herald.invalid>");
    }

    static String header(MimeMessage m, String name) {
        try {
            return m.getHeader(name, null);
        } catch (MessagingException e) {
            return null;
        }
    }

    private static InternetAddress from(MimeMessage m) {
        try {
            Address[] from = m.getFrom();  // falls back to Sender
            if (from != null) {
                for (Address a : from) {
                    if (a instanceof InternetAddress ia && ia.getAddress() != null && !ia.getAddress().isBlank()) {
                        return ia;
                    }
                }
            }
        } catch (MessagingException | RuntimeException e) {
            // an unparsable From: the app answers nobody, but still journals the mail
        }
        return null;
    }

    private static String subject(MimeMessage m) {
        try {
            String subject = m.getSubject();
            return subject == null ? "" : subject.strip();
        } catch (MessagingException | RuntimeException e) {
            String header = header(m, "Subject");
            return header == null ? "" : MimeUtility.unfold(header).strip();
        }
    }

    private static MimeText.Body body(MimeMessage m) {
        try {
            return MimeText.extract(m);
        } catch (RuntimeException e) {  // MailException included
            return null;
        }
    }

    private static Instant sentDate(MimeMessage m) {
        try {
            if (m != null && m.getSentDate() != null) {
                return m.getSentDate().toInstant();
            }
        } catch (MessagingException | RuntimeException e) {
            // no usable Date header
        }
        return Instant.now();
    }
}
