package herald.engine;

import java.util.List;

/** A side of a scenario: {@code id} as players write it, a display name, and its counter colour. */
public record Side(String id, String name, String colour) {

    /**
     * Counter colours for sides whose scenario names none, in the scenario's order: red and blue first as
     * before (alike in grey: the renderer's patterns part them), then amber, green, dark brown and pale violet,
     * each a grey of its own on a black-and-white print.
     */
    private static final List<String> DEFAULTS =
            List.of("#b3261e", "#1f4e9e", "#f0b429", "#43a047", "#4a2c17", "#e2c6f0");

    /** The counter colour of a side whose scenario names none: red for the first side, blue for the second, … */
    public static String defaultColour(int index) {
        return DEFAULTS.get(Math.floorMod(index, DEFAULTS.size()));
    }

    /** The side's place in the list (0 for the first), or -1 when no side has that id. */
    public static int indexOf(List<Side> sides, String id) {
        for (int i = 0; i < sides.size(); i++) {
            if (sides.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
