package herald.engine.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One hex of a flat-topped "odd-q" board: {@code x} the column from 0 at the left, {@code y} the row
 * from 0 at the top; columns with an odd x (printed 02, 04, ...) sit half a hex lower. Printed
 * {@code CCRR} from 01: x = 4, y = 6 is "0507".
 */
public record Hex(int x, int y) {

    /** "0507" → column 05, row 07; anything else is empty. */
    public static Optional<Hex> parse(String text) {
        if (text == null || !text.matches("[0-9]{4}")) {
            return Optional.empty();
        }
        int c = Integer.parseInt(text.substring(0, 2));
        int r = Integer.parseInt(text.substring(2));
        return c < 1 || r < 1 ? Optional.empty() : Optional.of(new Hex(c - 1, r - 1));
    }

    public static Hex ofCube(int q, int r) {
        return new Hex(q, r + Math.floorDiv(q - Math.floorMod(q, 2), 2));
    }

    /** Cube coordinate q (= x). */
    public int q() {
        return x;
    }

    /** Cube coordinate r. */
    public int r() {
        return y - Math.floorDiv(x - Math.floorMod(x, 2), 2);
    }

    /** Cube coordinate s = -q - r. */
    public int s() {
        return -q() - r();
    }

    public Hex neighbour(HexDirection d) {
        return ofCube(q() + d.dq(), r() + d.dr());
    }

    /** The six neighbours in the order N NE SE S SW NW (some may be off a board). */
    public List<Hex> neighbours() {
        List<Hex> out = new ArrayList<>(6);
        for (HexDirection d : HexDirection.values()) {
            out.add(neighbour(d));
        }
        return out;
    }

    /** Hexes counted from here to there, this one excluded: 1 for a neighbour. */
    public int distance(Hex other) {
        return (Math.abs(q() - other.q()) + Math.abs(r() - other.r()) + Math.abs(s() - other.s())) / 2;
    }

    public boolean adjacentTo(Hex other) {
        return distance(other) == 1;
    }

    /** The direction of a neighbour, or empty when {@code other} is not one. */
    public Optional<HexDirection> directionTo(Hex other) {
        for (HexDirection d : HexDirection.values()) {
            if (neighbour(d).equals(other)) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        // As "%02d%02d" would print it, in ASCII digits whatever the locale, without a Formatter: every
        // move's report line names two hexes, and String.format cost a quarter of a fold (issue 17).
        return twoDigits(x + 1) + twoDigits(y + 1);
    }

    private static String twoDigits(int n) {
        return n >= 0 && n < 10 ? "0" + n : Integer.toString(n);
    }
}
