package herald.mailer;

/** Where mail goes out. */
public interface Outbox extends AutoCloseable {

    /** Sends one mail, or throws {@link MailException}; it never half-succeeds silently. */
    void send(OutgoingMail mail);

    @Override
    void close();
}
