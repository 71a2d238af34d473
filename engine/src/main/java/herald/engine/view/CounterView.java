package herald.engine.view;

/**
 * A counter on the map.
 *
 * @param label the piece id printed on it, e.g. "S4"
 * @param colour the side's colour "#rrggbb"
 * @param facingDegrees 0 = towards the top of the map, 90 = right, clockwise; null when it has none
 * @param marker a short state mark drawn small on the counter ("W" wounded, "S" stunned), or ""
 * @param tailX for a piece on two cells (a rider), the second cell; null otherwise
 * @param side the side's place in the scenario's list of sides (0 for the first), which picks the counter's pattern
 *     so that sides differ on a black-and-white print as well as in colour; -1 for a piece of no side (a loose horse)
 */
public record CounterView(int x, int y, String label, String colour, Integer facingDegrees,
        String marker, Integer tailX, Integer tailY, int side) {

    /** A counter of the first side (the pattern of side 0). */
    public CounterView(int x, int y, String label, String colour, Integer facingDegrees, String marker, Integer tailX,
            Integer tailY) {
        this(x, y, label, colour, facingDegrees, marker, tailX, tailY, 0);
    }

    public static CounterView of(int x, int y, String label, String colour, Integer facingDegrees) {
        return new CounterView(x, y, label, colour, facingDegrees, "", null, null, 0);
    }

    public CounterView withSide(int s) {
        return new CounterView(x, y, label, colour, facingDegrees, marker, tailX, tailY, s);
    }
}
