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

    /**
     * Checks one side of a scenario at {@code at} ("sides[1]"): an id of lower-case letters, digits and '-' not used
     * before ({@code seen} collects them; {@code example} is shown in the message), a name, and a colour "#rrggbb" if
     * any. Every ruleset's scenario names its sides this way.
     */
    public static void requireSide(String id, String name, String colour, String source, String at, java.util.Set<String> seen,
            String example) throws ScenarioException {
        require(id != null && id.matches("[a-z][a-z0-9-]*"), source, at + ".id",
                "a side id is lower-case letters, digits and '-', e.g. \"" + example + "\"");
        require(seen.add(id), source, at + ".id", "\"" + id + "\" is used twice");
        require(name != null && !name.isBlank(), source, at + ".name", "missing");
        require(colour == null || colour.matches("#[0-9a-fA-F]{6}"), source, at + ".colour",
                "a colour is written \"#rrggbb\", not \"" + colour + "\"");
    }

    /** Throws, naming the file, the place in it and the problem, unless {@code ok}. */
    public static void require(boolean ok, String source, String place, String problem) throws ScenarioException {
        if (!ok) {
            throw new ScenarioException(source + ": " + place + ": " + problem);
        }
    }
}
