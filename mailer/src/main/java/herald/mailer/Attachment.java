package herald.mailer;

import java.util.Objects;

/** A file sent with a mail, e.g. {@code new Attachment("LW-7-turn-3.pdf", "application/pdf", bytes)}. */
public record Attachment(String filename, String contentType, byte[] content) {

    public Attachment {
        Objects.requireNonNull(filename, "filename");
        Objects.requireNonNull(contentType, "contentType");
        Objects.requireNonNull(content, "content");
    }

    @Override
    public String toString() {
        return "Attachment[" + filename + " " + contentType + " " + content.length + " bytes]";
    }
}
