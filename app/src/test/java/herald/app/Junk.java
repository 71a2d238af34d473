package herald.app;

import jakarta.mail.Address;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Properties;
import java.util.Random;

/**
 * The mail a club's Herald gets that no player meant as orders, sent raw over SMTP exactly as a
 * relay or a broken client would send it (its own Message-ID, headers and envelope sender kept).
 */
final class Junk {
    private Junk() {}

    /**
     * A relay's delivery-status report about a turn mail: multipart/report with the null Return-Path
     * the final relay writes for it. GreenMail refuses {@code MAIL FROM:<>}, so the envelope names the daemon.
     */
    static String bounce(MailWorld w) {
        return send(w, "mailer-daemon@relay.club.test", """
                Return-Path: <>
                From: Mail Delivery Subsystem <mailer-daemon@relay.club.test>
                To: herald@herald.test
                Subject: Delivery Status Notification (Failure)
                Message-ID: <season-dsn@relay.club.test>
                Auto-Submitted: auto-replied
                MIME-Version: 1.0
                Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"

                --dsn
                Content-Type: text/plain; charset=UTF-8

                Delivery to the following recipient failed permanently: blue@club.test

                --dsn
                Content-Type: message/delivery-status

                Reporting-MTA: dns; relay.club.test

                Final-Recipient: rfc822; blue@club.test
                Action: failed
                Status: 5.1.1

                --dsn--
                """);
    }

    /** Red's mail client answering a turn mail while he is away. */
    static String outOfOffice(MailWorld w, String gameId) {
        return send(w, "red@club.test", """
                From: red@club.test
                To: herald@herald.test
                Subject: Automatic reply: [%s] Turn 2 result
                Message-ID: <season-ooo@club.test>
                Auto-Submitted: auto-replied
                Content-Type: text/plain; charset=UTF-8

                I am away until Monday and will read your mail when I am back.
                """.formatted(gameId));
    }

    /** A stranger's broken client: no text part at all, 4 KB of random bytes. */
    static String binary(MailWorld w) {
        byte[] noise = new byte[4096];
        new Random(7).nextBytes(noise);
        String body = Base64.getMimeEncoder().encodeToString(noise);
        return send(w, "stranger@elsewhere.test", """
                From: stranger@elsewhere.test
                To: herald@herald.test
                Subject: =?UTF-8?B?/////w==?=
                Message-ID: <season-binary@elsewhere.test>
                MIME-Version: 1.0
                Content-Type: application/octet-stream
                Content-Transfer-Encoding: base64

                %s
                """.formatted(body));
    }

    private static String send(MailWorld w, String envelopeFrom, String source) {
        Properties p = new Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", "" + w.mail.getSmtp().getPort());
        p.put("mail.smtp.from", envelopeFrom);
        Session session = Session.getInstance(p);
        try {
            MimeMessage m = new MimeMessage(session, new ByteArrayInputStream(
                    source.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8)));
            // sendMessage, not Transport.send: saveChanges would replace the Message-ID and the headers.
            try (Transport t = session.getTransport("smtp")) {
                t.connect();
                t.sendMessage(m, new Address[] {new InternetAddress(MailWorld.HERALD)});
            }
            return m.getMessageID();
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
    }
}
