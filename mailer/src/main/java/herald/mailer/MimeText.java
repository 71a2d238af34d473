package herald.mailer;

import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** The plain text a player wrote, out of whatever MIME structure their mail program built. */
public final class MimeText {

    /** The text and whether it had to be made from HTML. */
    record Body(String text, boolean htmlOnly) {}

    /**
     * Real mail programs nest a few levels (mixed, related, alternative, signed, a forward); a hostile
     * mail nests thousands, and each level costs a scan of the rest of the mail (minutes of CPU for
     * 300 KB at 5,000 levels, and a stack overflow further down). Text deeper than this is not read.
     */
    static final int MAX_DEPTH = 12;

    private MimeText() {}

    /**
     * The body as plain text with {@code \n} line ends: the text/plain part where there is one
     * (also inside multipart/alternative, mixed, related or signed, at any depth), else the HTML
     * part turned into text; {@code ""} when there is neither. Trailing white space is dropped.
     *
     * @throws MailException if the MIME structure itself cannot be read
     */
    public static String plainText(MimeMessage message) {
        return extract(message).text();
    }

    /** HTML as text, one line per line break, paragraph, div, list item or table row. */
    public static String htmlToText(String html) {
        return HtmlText.toText(html);
    }

    static Body extract(MimeMessage message) {
        try {
            Body body = find(message, 0);
            // the last line break may or may not survive SMTP; without it, every path agrees
            return body == null ? new Body("", false) : new Body(body.text().stripTrailing(), body.htmlOnly());
        } catch (MessagingException | IOException e) {
            throw new MailException("cannot read the body: " + Sessions.rootMessage(e), e);
        }
    }

    private static Body find(Part part, int depth) throws MessagingException, IOException {
        if (depth > MAX_DEPTH || Part.ATTACHMENT.equalsIgnoreCase(disposition(part)) || isFile(part)) {
            return null;
        }
        if (part.isMimeType("text/plain")) {
            return new Body(plain(part), false);
        }
        if (part.isMimeType("text/html")) {
            return new Body(HtmlText.toText(decode(part)), true);
        }
        Multipart multipart = part.isMimeType("multipart/*") ? LenientParts.multipart(part) : null;
        if (multipart == null) {
            return null;  // an image, a forwarded message/rfc822, ...: not the player's text
        }
        boolean alternative = part.isMimeType("multipart/alternative");
        Body html = null;
        Body empty = null;
        for (int i = 0; i < multipart.getCount(); i++) {
            Body body = find(multipart.getBodyPart(i), depth + 1);
            if (body == null) {
                continue;
            }
            if (body.text().isBlank()) {
                // an empty text part (a web mailer's blank plain alternative beside the HTML one) gives way to any other
                empty = empty == null ? body : empty;
                continue;
            }
            if (!body.htmlOnly() || !alternative) {
                return body;  // in mixed or related the first text is the body; in alternative, plain wins
            }
            if (html == null) {
                html = body;
            }
        }
        return html != null ? html : empty;
    }

    private static String plain(Part part) throws MessagingException, IOException {
        String text = decode(part);
        ContentType type = contentType(part);
        if (type != null && "flowed".equalsIgnoreCase(type.getParameter("format"))) {
            text = Flowed.decode(text, "yes".equalsIgnoreCase(type.getParameter("delsp")));
        }
        return text;
    }

    /** The part's text with \n line ends, trusting the declared charset only as far as it deserves. */
    static String decode(Part part) throws MessagingException, IOException {
        byte[] bytes = bytes(part);
        ContentType type = contentType(part);
        String declared = type == null ? null : type.getParameter("charset");
        String text = charset(declared, bytes)
                .map(cs -> new String(bytes, cs))
                .orElseGet(() -> guess(bytes));
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        return text.replace("\r\n", "\n").replace('\r', '\n');
    }

    private static Optional<Charset> charset(String declared, byte[] bytes) {
        if (declared == null || declared.isBlank()) {
            return Optional.empty();
        }
        String name = declared.strip();
        try {
            // "us-ascii" on 8-bit text is a mislabel, almost always UTF-8 or Windows-1252
            // (Jakarta Mail would read it as ISO-8859-1)
            if (isAsciiName(name) && !isAscii(bytes)) {
                return Optional.empty();
            }
            return Optional.of(Charset.forName(MimeUtility.javaCharset(name)));
        } catch (IllegalArgumentException e) {  // unknown or illegal charset name
            return Optional.empty();
        }
    }

    private static String guess(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, Charset.forName("windows-1252"));
        }
    }

    private static boolean isAsciiName(String name) {
        try {
            return Charset.forName(name).equals(StandardCharsets.US_ASCII);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean isAscii(byte[] bytes) {
        for (byte b : bytes) {
            if (b < 0) {
                return false;
            }
        }
        return true;
    }

    private static byte[] bytes(Part part) throws MessagingException, IOException {
        return LenientParts.bytes(part);
    }

    private static ContentType contentType(Part part) {
        try {
            return new ContentType(part.getContentType());
        } catch (MessagingException | RuntimeException e) {
            return null;
        }
    }

    /**
     * A part with a file name is a file the player attached, even when marked inline (as some mail
     * programs mark a .txt): never read as orders.
     */
    static boolean isFile(Part part) {
        try {
            return !(part instanceof MimeMessage) && part.getFileName() != null;
        } catch (MessagingException | RuntimeException e) {
            return false;
        }
    }

    static String disposition(Part part) {
        try {
            return part.getDisposition();
        } catch (MessagingException e) {
            return null;
        }
    }
}
