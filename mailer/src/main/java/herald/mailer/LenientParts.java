package herald.mailer;

import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.internet.MimeUtility;
import jakarta.mail.util.ByteArrayDataSource;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A part's bytes and sub-parts as lenient mail programs read them, where old or careless mailers
 * break the letter of RFC 2045/2046 in ways whose intent is plain:
 * <ul>
 *   <li>a transfer encoding spelt wrong ({@code 8bits}, {@code quoted printable},
 *       {@code Quoted_Printable}) is read as the encoding it names once spaces, hyphens and
 *       underscores are ignored; an encoding nobody knows is read as it stands (Thunderbird and
 *       Apple Mail do both);</li>
 *   <li>a {@code boundary=} left unquoted although it holds {@code =} (Outlook Express's
 *       {@code ----=_NextPart_…}) is taken up to the next {@code ;}, as Jakarta Mail does itself
 *       only under a JVM-wide setting Herald does not want to flip.</li>
 * </ul>
 */
final class LenientParts {
    private static final Pattern BOUNDARY = Pattern.compile("(?i)\\bboundary\\s*=\\s*(\"([^\"]*)\"|([^;\\s]+))");

    private LenientParts() {}

    /** The part's content, transfer-decoded by the obvious intent of its Content-Transfer-Encoding. */
    static byte[] bytes(Part part) throws MessagingException, IOException {
        try (InputStream in = part.getInputStream()) {
            return in.readAllBytes();
        } catch (MessagingException | IOException e) {
            // Jakarta Mail knows only the exact names (and an unknown one fails as an IOException)
            InputStream raw = raw(part);
            if (raw == null) {
                throw e;
            }
            String encoding = intended(header(part, "Content-Transfer-Encoding"));
            try (InputStream decoded = encoding == null ? raw : MimeUtility.decode(raw, encoding)) {
                return decoded.readAllBytes();
            }
        }
    }

    /**
     * The encoding a misspelt Content-Transfer-Encoding means ({@code quoted printable} is
     * quoted-printable), or null to read the bytes as they stand (7bit, 8bits, binary, unknown).
     */
    static String intended(String header) {
        if (header == null) {
            return null;
        }
        String name = header.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        if (name.equals("quotedprintable") || name.equals("qp")) {
            return "quoted-printable";
        }
        if (name.equals("base64")) {
            return "base64";
        }
        if (name.equals("uuencode") || name.equals("xuuencode") || name.equals("xuue")) {
            return "uuencode";
        }
        return null;
    }

    /**
     * The part's sub-parts, or null when it is no multipart. One whose boundary Jakarta Mail cannot
     * read (unquoted with '=' in it) is read again with the boundary quoted.
     */
    static Multipart multipart(Part part) throws MessagingException, IOException {
        try {
            if (part.getContent() instanceof Multipart m) {
                m.getCount();  // parsed lazily: a boundary it cannot read fails here, not above
                return m;
            }
            return null;
        } catch (MessagingException | IOException e) {
            String type = header(part, "Content-Type");
            Matcher b = type == null ? null : BOUNDARY.matcher(MimeUtility.unfold(type));
            InputStream raw = raw(part);
            if (b == null || !b.find() || b.group(3) == null || raw == null) {
                throw e;
            }
            String base = type.substring(0, type.indexOf(';') < 0 ? type.length() : type.indexOf(';')).strip();
            byte[] content;
            try (raw) {
                content = raw.readAllBytes();
            }
            MimeMultipart repaired = new MimeMultipart(new ByteArrayDataSource(content,
                    base + "; boundary=\"" + b.group(3).replace("\"", "") + "\""));
            repaired.getCount();
            return repaired;
        }
    }

    private static InputStream raw(Part part) throws MessagingException {
        return part instanceof MimeBodyPart body ? body.getRawInputStream()
                : part instanceof MimeMessage message ? message.getRawInputStream() : null;
    }

    static String header(Part part, String name) {
        try {
            String[] values = part.getHeader(name);
            return values == null || values.length == 0 ? null : values[0];
        } catch (MessagingException e) {
            return null;
        }
    }
}
