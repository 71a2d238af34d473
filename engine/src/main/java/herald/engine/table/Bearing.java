package herald.engine.table;

import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * Facings and directions as bearings: degrees clockwise from up the table (0 = towards the top edge, 90 = the
 * right edge, 180 = the bottom edge). Players may write a whole number of degrees or a compass point.
 */
public final class Bearing {
    /** N NE E SE S SW W NW, each 45 degrees on from the last. */
    public static final List<String> COMPASS = List.of("N", "NE", "E", "SE", "S", "SW", "W", "NW");

    private Bearing() {}

    /** "90", "270", "N", "se": empty when it is neither a whole number 0 to 360 nor a compass point. */
    public static OptionalDouble parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
        int compass = COMPASS.indexOf(t);
        if (compass >= 0) {
            return OptionalDouble.of(compass * 45.0);
        }
        if (t.matches("\\d{1,3}") && Integer.parseInt(t) <= 360) {
            return OptionalDouble.of(normal(Integer.parseInt(t)));
        }
        return OptionalDouble.empty();
    }

    /** Any angle brought into 0 (inclusive) to 360 (exclusive), to a whole degree. */
    public static double normal(double degrees) {
        double d = Math.round(degrees) % 360;
        return d < 0 ? d + 360 : d;
    }

    /** "45°"; with the compass point where it is one: "90° (E)". */
    public static String show(double degrees) {
        long d = Math.round(normal(degrees));
        return d % 45 == 0 ? d + "° (" + COMPASS.get((int) (d / 45)) + ")" : d + "°";
    }

    /** The smallest turn between two bearings, 0 to 180 degrees. */
    public static double turn(double from, double to) {
        double d = Math.abs(normal(to) - normal(from)) % 360;
        return d > 180 ? 360 - d : d;
    }
}
