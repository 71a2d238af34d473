package herald.mailer;

import jakarta.mail.MessagingException;
import jakarta.mail.SendFailedException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.MimeMessage;
import java.util.Objects;

/**
 * Sends over SMTP, keeping the connection open between mails and reconnecting when the server
 * has dropped it. A failed send is never retried here: the app records what was sent and retries
 * under the same Message-ID, which is the only place that knows whether a retry is wanted. A
 * refusal with a 5xx reply is a {@linkplain MailException#isPermanent() permanent} failure.
 */
public final class SmtpOutbox implements Outbox {

    private final MailConfig config;
    private final Session session;
    private Transport transport;

    public SmtpOutbox(MailConfig config) {
        this.config = Objects.requireNonNull(config, "config");
        this.session = Sessions.smtp(config);
    }

    @Override
    public synchronized void send(OutgoingMail mail) {
        MimeMessage message = Outbound.build(session, config.address(), mail);
        connect();
        try {
            transport.sendMessage(message, message.getAllRecipients());
        } catch (SendFailedException e) {
            String setup = SmtpReply.setupProblem(e, Sessions.bareAddress(config.address()));
            if (setup != null) {
                throw MailException.setup("SMTP server " + config.smtpServer() + ": " + setup, e);
            }
            boolean permanent = SmtpReply.isPermanent(e);
            throw new MailException("SMTP server " + config.smtpServer() + " refused the mail to " + mail.to()
                    + (permanent ? " for good: " : " for now: ") + Sessions.rootMessage(e), e, permanent);
        } catch (MessagingException e) {
            close();
            throw Sessions.failure("cannot send through", "SMTP", config.smtpServer(), e);
        }
    }

    /** Connects and logs in (if a login is set), without sending anything: what `herald check-mail` tries first. */
    public synchronized void login() {
        connect();
    }

    private void connect() {
        try {
            if (transport != null && transport.isConnected()) {  // SMTP answers a NOOP, or is gone
                return;
            }
            close();
            transport = session.getTransport("smtp");
            boolean login = Sessions.present(config.smtpUser());
            transport.connect(config.smtpHost(), config.smtpPort(),
                    login ? config.smtpUser() : null, login ? config.smtpPassword() : null);
        } catch (MessagingException e) {
            transport = null;
            String setup = SmtpReply.setupProblem(e, Sessions.bareAddress(config.address()));
            if (setup != null) {
                throw MailException.setup("SMTP server " + config.smtpServer() + ": " + setup, e);
            }
            throw Sessions.failure("cannot reach", "SMTP", config.smtpServer(), e);
        }
    }

    @Override
    public synchronized void close() {
        if (transport != null) {
            try {
                transport.close();
            } catch (MessagingException e) {
                // the connection is being thrown away; nothing to do about a failed QUIT
            }
            transport = null;
        }
    }
}
