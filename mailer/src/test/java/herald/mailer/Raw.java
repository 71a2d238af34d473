package herald.mailer;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/** Mail sources written out by hand, as a player's mail program would send them. */
final class Raw {

    private Raw() {}

    /** The text with CRLF line ends, as bytes; non-ASCII characters as UTF-8. */
    static byte[] bytes(String source) {
        return source.replace("\r\n", "\n").replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
    }

    static MimeMessage message(String source) {
        try {
            return new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(bytes(source)));
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String plain(String from, String messageId, String subject, String body) {
        return "From: " + from + "\n"
                + "To: herald@herald.test\n"
                + (messageId == null ? "" : "Message-ID: " + messageId + "\n")
                + "Subject: " + subject + "\n"
                + "Date: Fri, 12 Apr 2024 09:14:00 +0000\n"
                + "MIME-Version: 1.0\n"
                + "Content-Type: text/plain; charset=UTF-8\n"
                + "Content-Transfer-Encoding: 8bit\n"
                + "\n"
                + body;
    }

    static String alternative(String plain, String html) {
        return "From: Bob <bob@player.test>\n"
                + "To: herald@herald.test\n"
                + "Message-ID: <alt-1@player.test>\n"
                + "Subject: [LW-7] orders\n"
                + "MIME-Version: 1.0\n"
                + "Content-Type: multipart/alternative; boundary=\"b1\"\n"
                + "\n"
                + "--b1\n"
                + "Content-Type: text/plain; charset=ISO-8859-1\n"
                + "Content-Transfer-Encoding: quoted-printable\n"
                + "\n"
                + plain + "\n"
                + "--b1\n"
                + "Content-Type: text/html; charset=UTF-8\n"
                + "\n"
                + html + "\n"
                + "--b1--\n";
    }

    static String htmlOnly(String html) {
        return "From: carol@player.test\n"
                + "To: herald@herald.test\n"
                + "Message-ID: <html-1@player.test>\n"
                + "Subject: [LW-7] orders\n"
                + "MIME-Version: 1.0\n"
                + "Content-Type: text/html; charset=UTF-8\n"
                + "\n"
                + html + "\n";
    }
}
