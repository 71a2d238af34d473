package herald.mailer;

/**
 * A mail server or mail folder could not do what was asked. The message is one line a club
 * organiser can act on, naming the server, e.g.
 * {@code cannot reach IMAP server imap.example.org:993: Connection refused}.
 */
public class MailException extends RuntimeException {

    public MailException(String message) {
        super(message);
    }

    public MailException(String message, Throwable cause) {
        super(message, cause);
    }
}
