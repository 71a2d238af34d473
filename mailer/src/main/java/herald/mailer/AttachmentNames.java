package herald.mailer;

import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The names of the files a mail carries, read from its raw source: Herald never reads an attachment, but when a
 * mail's orders are plainly in one ("Orders attached.") the answer names it and shows how to paste them instead.
 */
public final class AttachmentNames {
    /** As deep as {@link MimeText} reads: a file deeper than the text could be is no player's orders. */
    private static final int MAX_DEPTH = 12;

    private AttachmentNames() {}

    /** Every part's file name (or "an unnamed attachment" for a part marked attachment without one); never throws. */
    public static List<String> of(byte[] raw) {
        List<String> names = new ArrayList<>();
        try {
            collect(new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw)), 0, names);
        } catch (Exception e) {
            // a mail Jakarta Mail cannot take apart has no files Herald could name; the names found so far stand
        }
        return names;
    }

    private static void collect(Part part, int depth, List<String> names) throws Exception {
        if (depth > MAX_DEPTH) {
            return;
        }
        if (part.isMimeType("multipart/*") && part.getContent() instanceof Multipart multipart) {
            for (int i = 0; i < multipart.getCount(); i++) {
                collect(multipart.getBodyPart(i), depth + 1, names);
            }
            return;
        }
        String name = part instanceof MimeMessage ? null : part.getFileName();
        if (name != null && !name.isBlank()) {
            names.add(name.strip());
        } else if (Part.ATTACHMENT.equalsIgnoreCase(part.getDisposition())) {
            names.add("an unnamed attachment");
        }
    }
}
