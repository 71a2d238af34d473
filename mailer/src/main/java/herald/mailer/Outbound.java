package herald.mailer;

import jakarta.activation.DataHandler;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.util.ByteArrayDataSource;
import java.io.UnsupportedEncodingException;
import java.util.Date;
import java.util.List;

/** An {@link OutgoingMail} as a MIME message, the same for SMTP and the outbox folder. */
final class Outbound {

    private static final String UTF_8 = "UTF-8";

    private Outbound() {}

    static MimeMessage build(Session session, String from, OutgoingMail mail) {
        try {
            MimeMessage message = new ChosenIdMessage(session, mail.messageId());
            message.setFrom(address(from, "From"));
            message.setRecipient(Message.RecipientType.TO, address(mail.to(), "recipient"));
            message.setSubject(mail.subject(), UTF_8);
            if (mail.replyTo() != null) {
                message.setReplyTo(new InternetAddress[] {address(mail.replyTo(), "Reply-To")});
            }
            message.setSentDate(new Date());
            // RFC 3834 §5: tells other programs (vacation replies, list servers) not to answer Herald
            if (!mail.byPerson()) {
                message.setHeader("Auto-Submitted", mail.autoSubmitted());
            }
            String inReplyTo = bracketed(mail.inReplyTo());
            if (inReplyTo != null) {
                message.setHeader("In-Reply-To", inReplyTo);
                message.setHeader("References", inReplyTo);
            }
            String body = mail.body().replace("\r\n", "\n").replace("\n", "\r\n");
            List<Attachment> files = mail.attachments().stream().filter(a -> !a.isInline()).toList();
            if (mail.html() == null && files.isEmpty()) {
                message.setText(body, UTF_8);
            } else if (files.isEmpty()) {
                message.setContent(alternative(body, mail));
            } else {
                MimeMultipart mixed = new MimeMultipart("mixed");
                MimeBodyPart text = new MimeBodyPart();
                if (mail.html() == null) {
                    text.setText(body, UTF_8);
                } else {
                    text.setContent(alternative(body, mail));
                }
                mixed.addBodyPart(text);
                for (Attachment attachment : files) {
                    mixed.addBodyPart(part(attachment));
                }
                message.setContent(mixed);
            }
            message.saveChanges();
            return message;
        } catch (MessagingException e) {
            throw new MailException("cannot compose the mail to " + mail.to() + ": " + Sessions.rootMessage(e), e);
        }
    }

    /**
     * The plain text first, then the HTML with its inline images (RFC 2046 §5.1.4: the last
     * alternative is the richest): a client that prefers plain text shows the body as it always was.
     */
    private static MimeMultipart alternative(String body, OutgoingMail mail) throws MessagingException {
        MimeMultipart alternative = new MimeMultipart("alternative");
        MimeBodyPart text = new MimeBodyPart();
        text.setText(body, UTF_8);
        alternative.addBodyPart(text);
        MimeBodyPart html = new MimeBodyPart();
        html.setText(mail.html().replace("\r\n", "\n").replace("\n", "\r\n"), UTF_8, "html");
        List<Attachment> inline = mail.attachments().stream().filter(Attachment::isInline).toList();
        if (inline.isEmpty()) {
            alternative.addBodyPart(html);
        } else {
            MimeMultipart related = new MimeMultipart("related");
            related.addBodyPart(html);
            for (Attachment image : inline) {
                MimeBodyPart part = new MimeBodyPart();
                part.setDataHandler(new DataHandler(new ByteArrayDataSource(image.content(), image.contentType())));
                part.setDisposition(Part.INLINE);
                part.setFileName(image.filename());
                part.setContentID("<" + image.contentId() + ">");
                related.addBodyPart(part);
            }
            MimeBodyPart wrapper = new MimeBodyPart();
            wrapper.setContent(related);
            alternative.addBodyPart(wrapper);
        }
        return alternative;
    }

    private static MimeBodyPart part(Attachment attachment) throws MessagingException {
        MimeBodyPart part = new MimeBodyPart();
        part.setDataHandler(new DataHandler(new ByteArrayDataSource(attachment.content(), attachment.contentType())));
        part.setDisposition(Part.ATTACHMENT);
        part.setFileName(attachment.filename());
        return part;
    }

    /** An id as a header wants it, {@code <x@y>}, however the app wrote it; null if none. */
    static String bracketed(String id) {
        String value = Inbound.messageId(id);
        return value == null || value.startsWith("<") ? value : "<" + value + ">";
    }

    private static InternetAddress address(String address, String role) {
        try {
            InternetAddress parsed = new InternetAddress(address, true);
            // rebuilt so that a name like "Zoë" is RFC 2047-encoded, not sent as raw 8-bit bytes
            return parsed.getPersonal() == null ? parsed
                    : new InternetAddress(parsed.getAddress(), parsed.getPersonal(), UTF_8);
        } catch (AddressException | UnsupportedEncodingException e) {
            throw new MailException("invalid " + role + " address '" + address + "': " + e.getMessage(), e);
        }
    }

    /** Sends under the Message-ID the app chose, so a resend after a crash can be recognised. */
    private static final class ChosenIdMessage extends MimeMessage {
        private final String messageId;

        ChosenIdMessage(Session session, String messageId) {
            super(session);
            this.messageId = bracketed(messageId);
        }

        @Override
        protected void updateMessageID() throws MessagingException {
            if (messageId == null) {
                super.updateMessageID();
            } else {
                setHeader("Message-ID", messageId);
            }
        }
    }
}
