package herald.engine;

/**
 * One thing wrong with a submission, written for the player.
 *
 * @param line 1-based line number in the submitted body; 0 for the submission as a whole
 * @param text the line as written, or "" when {@code line} is 0
 */
public record OrderError(int line, String text, String message) {

    public static OrderError whole(String message) {
        return new OrderError(0, "", message);
    }

    @Override
    public String toString() {
        return line == 0 ? message : "line " + line + ": " + text + "\n    " + message;
    }
}
