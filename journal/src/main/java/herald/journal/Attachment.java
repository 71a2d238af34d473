package herald.journal;

import java.util.Arrays;
import java.util.Objects;

/** A file sent with outgoing mail. The bytes are copied in and out so a queued mail cannot change. */
public record Attachment(String filename, String contentType, byte[] content) {
    public Attachment {
        Checks.requireText(filename, "filename");
        Checks.requireText(contentType, "content type");
        content = Objects.requireNonNull(content, "content").clone();
    }

    @Override
    public byte[] content() {
        return content.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Attachment a && filename.equals(a.filename)
                && contentType.equals(a.contentType) && Arrays.equals(content, a.content);
    }

    @Override
    public int hashCode() {
        return Objects.hash(filename, contentType, Arrays.hashCode(content));
    }

    @Override
    public String toString() {
        return "Attachment[" + filename + ", " + contentType + ", " + content.length + " bytes]";
    }
}
