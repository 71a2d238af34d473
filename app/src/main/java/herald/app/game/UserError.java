package herald.app.game;

/** Something the person at the command line can fix; printed as one line, never a stack trace. */
public class UserError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }
}
