package herald.engine;

/** A scenario or data file a person wrote is wrong; the message names the file and the place. */
public class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;

    public ScenarioException(String message) {
        super(message);
    }

    public ScenarioException(String message, Throwable cause) {
        super(message, cause);
    }

    /** Throws, naming the file, the place in it and the problem, unless {@code ok}. */
    public static void require(boolean ok, String source, String place, String problem) throws ScenarioException {
        if (!ok) {
            throw new ScenarioException(source + ": " + place + ": " + problem);
        }
    }
}
