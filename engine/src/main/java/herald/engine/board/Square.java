package herald.engine.board;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A square of a grid: x = 0 is the left column, y = 0 the bottom row. Printed as column letter and
 * row number, {@code A1} bottom left; columns run A..Z. In JSON it is that label.
 */
public record Square(int x, int y) {
    public static final int MAX_COLUMNS = 26;

    public static Square of(int x, int y) {
        return new Square(x, y);
    }

    /** "c7" or "C7" → (2, 6); empty if it is not a square label. */
    public static Optional<Square> parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.length() < 2 || t.charAt(0) < 'A' || t.charAt(0) > 'Z') {
            return Optional.empty();
        }
        String digits = t.substring(1);
        if (!digits.matches("[0-9]{1,3}") || Integer.parseInt(digits) < 1) {
            return Optional.empty();
        }
        return Optional.of(new Square(t.charAt(0) - 'A', Integer.parseInt(digits) - 1));
    }

    @JsonCreator
    static Square fromJson(String label) {
        return parse(label).orElseThrow(() -> new IllegalArgumentException("not a square: " + label));
    }

    public static String columnLabel(int x) {
        return String.valueOf((char) ('A' + x));
    }

    public Square plus(Compass step) {
        return new Square(x + step.dx(), y + step.dy());
    }

    /** Range as Lone Wolf counts it (G5): own square excluded, target's included; adjacent = 1. */
    public int rangeTo(Square other) {
        return Math.max(Math.abs(x - other.x), Math.abs(y - other.y));
    }

    public boolean adjacentTo(Square other) {
        return rangeTo(other) == 1;
    }

    /** The eight squares around this one, N first and clockwise (some may be off any board). */
    public List<Square> neighbours() {
        List<Square> out = new ArrayList<>(8);
        for (Compass c : Compass.values()) {
            out.add(plus(c));
        }
        return out;
    }

    /** The step from this square to an adjacent one. */
    public Optional<Compass> stepTo(Square other) {
        for (Compass c : Compass.values()) {
            if (plus(c).equals(other)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    @JsonValue
    @Override
    public String toString() {
        if (x < 0 || x >= MAX_COLUMNS || y < 0) {
            return "(" + x + "," + y + ")";
        }
        return columnLabel(x) + (y + 1);
    }
}
