package herald.journal;

import java.util.Arrays;
import java.util.Objects;

/**
 * A file sent with outgoing mail. The bytes are copied in and out so a queued mail cannot change.
 *
 * @param contentId null for a file the reader saves; else an image the mail's HTML shows inline
 *                  ({@code <img src="cid:CONTENT-ID">})
 */
public record Attachment(String filename, String contentType, byte[] content, String contentId) {
    public Attachment {
        Checks.requireText(filename, "filename");
        Checks.requireText(contentType, "content type");
        content = Objects.requireNonNull(content, "content").clone();
        if (contentId != null) {
            Checks.requireName(contentId, "content id", Checks.MAX_MESSAGE_ID);
        }
    }

    /** A file the reader saves. */
    public Attachment(String filename, String contentType, byte[] content) {
        this(filename, contentType, content, null);
    }

    public boolean isInline() {
        return contentId != null;
    }

    @Override
    public byte[] content() {
        return content.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Attachment a && filename.equals(a.filename)
                && contentType.equals(a.contentType) && Arrays.equals(content, a.content)
                && Objects.equals(contentId, a.contentId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(filename, contentType, Arrays.hashCode(content), contentId);
    }

    @Override
    public String toString() {
        return "Attachment[" + filename + ", " + contentType + ", " + content.length + " bytes"
                + (contentId == null ? "" : ", inline " + contentId) + "]";
    }
}
