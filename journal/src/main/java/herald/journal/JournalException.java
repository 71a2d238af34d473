package herald.journal;

/** The journal's database could not do what was asked; the message says what and, where known, why. */
public class JournalException extends RuntimeException {
    public JournalException(String message) {
        super(message);
    }

    public JournalException(String message, Throwable cause) {
        super(message, cause);
    }
}
