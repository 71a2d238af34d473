package herald.mailer;

import java.util.Objects;

/**
 * A file sent with a mail, e.g. {@code new Attachment("LW-7-turn-3.pdf", "application/pdf", bytes)}.
 *
 * @param contentId null for a file the reader saves; else a part the mail's HTML shows inline as
 *                  {@code <img src="cid:CONTENT-ID">}, sent beside that HTML and not as a file
 */
public record Attachment(String filename, String contentType, byte[] content, String contentId) {

    public Attachment {
        Objects.requireNonNull(filename, "filename");
        Objects.requireNonNull(contentType, "contentType");
        Objects.requireNonNull(content, "content");
    }

    /** A file the reader saves. */
    public Attachment(String filename, String contentType, byte[] content) {
        this(filename, contentType, content, null);
    }

    public boolean isInline() {
        return contentId != null;
    }

    @Override
    public String toString() {
        return "Attachment[" + filename + " " + contentType + " " + content.length + " bytes"
                + (isInline() ? " inline " + contentId : "") + "]";
    }
}
