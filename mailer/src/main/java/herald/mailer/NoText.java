package herald.mailer;

import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Why a mail gave Herald no text to read, in words for its sender: "its only part is an image
 * (image/jpeg)", "its text could not be read: …". Asked only of a mail whose text came out empty,
 * so it may parse the mail again.
 */
public final class NoText {
    private NoText() {}

    /** Why {@code raw} has no text, or "" when it has some. */
    public static String why(byte[] raw) {
        MimeMessage message;
        try {
            message = new MimeMessage(Sessions.parsing(), new ByteArrayInputStream(raw));
        } catch (MessagingException | RuntimeException e) {
            return "its headers could not be read: " + Sessions.rootMessage(e);
        }
        try {
            if (!MimeText.extract(message).text().isBlank()) {
                return "";
            }
        } catch (MailException e) {
            return "its text could not be read: " + e.getMessage().replaceFirst("^cannot read the body: ", "");
        } catch (RuntimeException e) {
            return "its text could not be read: " + e;
        }
        List<String> parts = new ArrayList<>();
        boolean tooDeep;
        try {
            tooDeep = leaves(message, 0, parts);
        } catch (MessagingException | IOException | RuntimeException e) {
            return "its text could not be read: " + Sessions.rootMessage(e);
        }
        if (tooDeep) {
            return "its text is nested more than " + MimeText.MAX_DEPTH + " MIME levels deep";
        }
        if (parts.isEmpty()) {
            return "it has no body";
        }
        if (parts.size() == 1) {
            return "its only part is " + parts.get(0);
        }
        return "its parts are " + String.join(", ", parts.subList(0, Math.min(parts.size(), 5)))
                + (parts.size() > 5 ? " and " + (parts.size() - 5) + " more" : "");
    }

    /** Adds a description of each part that is not a multipart; true when the mail nests deeper than Herald reads. */
    private static boolean leaves(Part part, int depth, List<String> out) throws MessagingException, IOException {
        if (depth > MimeText.MAX_DEPTH) {
            return true;
        }
        Multipart multipart = part.isMimeType("multipart/*") ? LenientParts.multipart(part) : null;
        if (multipart != null) {
            boolean deep = false;
            for (int i = 0; i < multipart.getCount(); i++) {
                deep |= leaves(multipart.getBodyPart(i), depth + 1, out);
            }
            return deep;
        }
        out.add(describe(part));
        return false;
    }

    private static String describe(Part part) throws MessagingException {
        String type = baseType(part);
        String name = null;
        try {
            name = part.getFileName();
        } catch (MessagingException | RuntimeException e) {
            // no readable name
        }
        if (type.startsWith("image/")) {
            return "an image (" + (name == null ? type : name) + ")";
        }
        if (name != null || Part.ATTACHMENT.equalsIgnoreCase(MimeText.disposition(part))) {
            return "an attached file" + (name == null ? "" : " (" + name + ")") + ", and attachments are never read";
        }
        if (type.startsWith("text/")) {
            return "an empty text part (" + type + ")";
        }
        return "a part of type " + type;
    }

    private static String baseType(Part part) {
        try {
            return new ContentType(part.getContentType()).getBaseType().toLowerCase(Locale.ROOT);
        } catch (MessagingException | RuntimeException e) {
            String raw = LenientParts.header(part, "Content-Type");
            return raw == null ? "text/plain" : raw.split(";")[0].strip().toLowerCase(Locale.ROOT);
        }
    }
}
