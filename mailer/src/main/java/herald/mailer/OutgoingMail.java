package herald.mailer;

import java.util.List;
import java.util.Objects;

/**
 * A mail for Herald to send.
 *
 * @param to        one recipient, bare ({@code ann@example.org}) or with a name ({@code Ann <ann@example.org>})
 * @param inReplyTo the Message-ID this answers, or null; also sent as References so clients thread it
 * @param messageId the Message-ID to send under, or null for a generated one. A deterministic id
 *                  ({@code <outbox-17@club.org>}) lets a resend after a crash be recognised.
 * @param replyTo   the Reply-To address (a player's tokened Herald address), or null for none
 * @param byPerson  written by a person (the demo's simulated players): sent without Auto-Submitted
 * @param html      an HTML alternative to the plain-text body, or null; its inline images are the
 *                  attachments with a content id
 */
public record OutgoingMail(String to, String subject, String body, String inReplyTo, String messageId,
                           List<Attachment> attachments, String replyTo, boolean byPerson, String html) {

    public OutgoingMail(String to, String subject, String body, String inReplyTo, String messageId,
            List<Attachment> attachments, String replyTo, boolean byPerson) {
        this(to, subject, body, inReplyTo, messageId, attachments, replyTo, byPerson, null);
    }

    /** One of Herald's own mails. */
    public OutgoingMail(String to, String subject, String body, String inReplyTo, String messageId,
            List<Attachment> attachments, String replyTo) {
        this(to, subject, body, inReplyTo, messageId, attachments, replyTo, false);
    }

    /** One of Herald's own mails, with no Reply-To. */
    public OutgoingMail(String to, String subject, String body, String inReplyTo, String messageId,
            List<Attachment> attachments) {
        this(to, subject, body, inReplyTo, messageId, attachments, null, false);
    }

    /** A mail as a player writes it: Herald reads one marked Auto-Submitted as a robot's. */
    public static OutgoingMail byPerson(String to, String subject, String body, String messageId) {
        return new OutgoingMail(to, subject, body, null, messageId, List.of(), null, true);
    }

    public OutgoingMail {
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(body, "body");
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
        if (html == null && attachments.stream().anyMatch(Attachment::isInline)) {
            throw new IllegalArgumentException("an inline attachment needs an HTML body to show it");
        }
    }

    /** This mail with an HTML alternative to its plain text. */
    public OutgoingMail withHtml(String alternative) {
        return new OutgoingMail(to, subject, body, inReplyTo, messageId, attachments, replyTo, byPerson, alternative);
    }

    /**
     * The Auto-Submitted value it goes out with (RFC 3834 §5): {@code auto-replied} for an answer to a
     * mail (it carries In-Reply-To), {@code auto-generated} for the rest (welcomes, turn mails,
     * reminders, notices), so that a vacation program or list server never answers Herald.
     */
    public String autoSubmitted() {
        return inReplyTo == null || inReplyTo.isBlank() ? "auto-generated" : "auto-replied";
    }
}
