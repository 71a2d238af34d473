package herald.engine.view;

/**
 * A counter on the map.
 *
 * @param label the piece id printed on it, e.g. "S4"
 * @param colour the side's colour "#rrggbb"
 * @param facingDegrees 0 = towards the top of the map, 90 = right, clockwise; null when it has none
 * @param marker a short state mark drawn small on the counter ("W" wounded, "S" stunned), or ""
 * @param tailX for a piece on two cells (a rider), the second cell; null otherwise
 */
public record CounterView(int x, int y, String label, String colour, Integer facingDegrees,
        String marker, Integer tailX, Integer tailY) {

    public static CounterView of(int x, int y, String label, String colour, Integer facingDegrees) {
        return new CounterView(x, y, label, colour, facingDegrees, "", null, null);
    }
}
