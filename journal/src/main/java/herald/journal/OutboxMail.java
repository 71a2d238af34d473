package herald.journal;

import java.util.List;
import java.util.Objects;

/**
 * A mail Herald has decided to send. It is queued in the same transaction as the events that caused
 * it, so a ruling and its report are recorded together or not at all.
 *
 * @param gameId    the game it belongs to, or null (e.g. a reply to a message for no known game)
 * @param inReplyTo the Message-ID this answers, or null
 * @param replyTo   the address the recipient's replies should go to (a tokened Herald address), or null
 * @param html      an HTML alternative to the plain-text body, or null; its images are the inline attachments
 */
public record OutboxMail(String gameId, String recipient, String subject, String body, String inReplyTo,
                         List<Attachment> attachments, String replyTo, String html) {
    public OutboxMail(String gameId, String recipient, String subject, String body, String inReplyTo,
            List<Attachment> attachments, String replyTo) {
        this(gameId, recipient, subject, body, inReplyTo, attachments, replyTo, null);
    }

    public OutboxMail(String gameId, String recipient, String subject, String body, String inReplyTo,
            List<Attachment> attachments) {
        this(gameId, recipient, subject, body, inReplyTo, attachments, null);
    }

    public OutboxMail {
        if (gameId != null) {
            Checks.requireName(gameId, "game id", Checks.MAX_GAME_ID);
        }
        Checks.requireText(recipient, "recipient");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(body, "body");
        if (inReplyTo != null) {
            Checks.requireName(inReplyTo, "In-Reply-To", Checks.MAX_MESSAGE_ID);
        }
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
        if (replyTo != null) {
            Checks.requireText(replyTo, "Reply-To");
        }
        if (html == null && attachments.stream().anyMatch(Attachment::isInline)) {
            throw new IllegalArgumentException("an inline attachment needs an HTML body to show it");
        }
    }

    public OutboxMail withReplyTo(String address) {
        return new OutboxMail(gameId, recipient, subject, body, inReplyTo, attachments, address, html);
    }

    /** This mail with an HTML alternative and the images it shows inline, after its other attachments. */
    public OutboxMail withHtml(String alternative, List<Attachment> images) {
        List<Attachment> all = new java.util.ArrayList<>(attachments);
        all.addAll(images);
        return new OutboxMail(gameId, recipient, subject, body, inReplyTo, all, replyTo, alternative);
    }
}
