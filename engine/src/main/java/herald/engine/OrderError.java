package herald.engine;

/**
 * One thing wrong with a submission, written for the player.
 *
 * @param line 1-based line number in the submitted body; 0 for the submission as a whole
 * @param text the line as written, or "" when {@code line} is 0
 */
public record OrderError(int line, String text, String message) {

    /** The error for line {@code line} of the mailed {@code body}, quoting that line as the player wrote it. */
    public static OrderError at(int line, String body, String message) {
        String[] lines = (body == null ? "" : body).split("\r?\n|\r", -1);
        return new OrderError(line, line >= 1 && line <= lines.length ? lines[line - 1].trim() : "", message);
    }

    public static OrderError whole(String message) {
        return new OrderError(0, "", message);
    }

    @Override
    public String toString() {
        return line == 0 ? message : "line " + line + ": " + text + "\n    " + message;
    }
}
