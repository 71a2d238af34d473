package herald.engine;

import java.util.List;

/** A side of a scenario: {@code id} as players write it, a display name, and its counter colour. */
public record Side(String id, String name, String colour) {

    /**
     * Counter colours for sides whose scenario names none, in the scenario's order: red and blue first as
     * before, then colours chosen to differ from them and from each other in lightness too, so that a grey print
     * keeps them apart (the renderer's patterns keep them apart anyway).
     */
    private static final List<String> DEFAULTS =
            List.of("#b3261e", "#1f4e9e", "#e0a526", "#2e7d32", "#7b3fa0", "#8fc7e8");

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
