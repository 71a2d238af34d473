package herald.mailer;

/**
 * A mail server or mail folder could not do what was asked. The message is one line a club
 * organiser can act on, naming the server, e.g.
 * {@code cannot reach IMAP server imap.example.org:993: Connection refused}.
 * A permanent failure (an SMTP 5xx reply: no such mailbox, message refused) will fail again however
 * often it is tried; every other failure (4xx, a lost or refused connection, a timeout) may pass.
 */
public class MailException extends RuntimeException {

    private final boolean permanent;

    public MailException(String message) {
        this(message, null, false);
    }

    public MailException(String message, Throwable cause) {
        this(message, cause, false);
    }

    public MailException(String message, Throwable cause, boolean permanent) {
        super(message, cause);
        this.permanent = permanent;
    }

    /** Whether the server said no for good, so that trying again is pointless. */
    public boolean isPermanent() {
        return permanent;
    }
}
