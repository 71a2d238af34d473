package herald.engine;

/** A side of a scenario: {@code id} as players write it, a display name, and its counter colour. */
public record Side(String id, String name, String colour) {
    /** The counter colour of a side whose scenario names none: red for the first side, blue for the second. */
    public static String defaultColour(int index) {
        return index == 0 ? "#b3261e" : "#1f4e9e";
    }
}
