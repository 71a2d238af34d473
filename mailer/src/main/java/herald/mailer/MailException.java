package herald.mailer;

/**
 * A mail server or mail folder could not do what was asked. The message is one line a club
 * organiser can act on, naming the server, e.g.
 * {@code cannot reach IMAP server imap.example.org:993: Connection refused}.
 * A permanent failure (an SMTP 5xx reply: no such mailbox, message refused) will fail again however
 * often it is tried; every other failure (4xx, a lost or refused connection, a timeout) may pass.
 * A {@linkplain #isSetup() set-up} failure is Herald's own configuration (a login refused, STARTTLS
 * wanted, a certificate not trusted, a From the login may not use): every mail would fail alike, so
 * no mail is at fault and none should be given up for it.
 */
public class MailException extends RuntimeException {

    private final boolean permanent;
    private final boolean setup;

    public MailException(String message) {
        this(message, null, false);
    }

    public MailException(String message, Throwable cause) {
        this(message, cause, false);
    }

    public MailException(String message, Throwable cause, boolean permanent) {
        this(message, cause, permanent, false);
    }

    private MailException(String message, Throwable cause, boolean permanent, boolean setup) {
        super(message, cause);
        this.permanent = permanent;
        this.setup = setup;
    }

    /** A failure of Herald's own mail set-up, which every mail would meet alike. */
    public static MailException setup(String message, Throwable cause) {
        return new MailException(message, cause, false, true);
    }

    /** Whether this is Herald's configuration at fault, not one mail or a passing trouble (see above). */
    public boolean isSetup() {
        return setup;
    }

    /** Whether the server said no for good, so that trying again is pointless. */
    public boolean isPermanent() {
        return permanent;
    }
}
