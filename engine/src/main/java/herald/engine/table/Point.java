package herald.engine.table;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A point of the table in inches from its bottom-left corner. A position a piece stands at is held to a tenth of
 * an inch ({@link #of}, {@link #parse} and {@link #towards} round to the tenth), so that what a record sheet prints
 * is exactly where the piece stands; the corners of a footprint are exact, made with the constructor.
 */
public record Point(double x, double y) {
    private static final Pattern WRITTEN = Pattern.compile("\\s*(-?\\d+(?:\\.\\d+)?)\\s*,\\s*(-?\\d+(?:\\.\\d+)?)\\s*");

    /** A position, rounded to the tenth of an inch. */
    public static Point of(double x, double y) {
        return new Point(Inches.measure(x), Inches.measure(y));
    }

    /**
     * "24,30.5" (spaces around the comma allowed); empty when the text is not two numbers, or one of them is too long
     * to be a double (more than 309 digits: it would read as infinity, which has no tenth of an inch).
     */
    public static Optional<Point> parse(String text) {
        Matcher m = WRITTEN.matcher(text == null ? "" : text);
        if (!m.matches()) {
            return Optional.empty();
        }
        double x = Double.parseDouble(m.group(1));
        double y = Double.parseDouble(m.group(2));
        return Double.isFinite(x) && Double.isFinite(y) ? Optional.of(of(x, y)) : Optional.empty();
    }

    /** Straight-line distance in inches, unrounded. */
    public double distanceTo(Point p) {
        return Math.hypot(p.x - x, p.y - y);
    }

    /** The bearing from here to {@code p}, degrees clockwise from up the table; 0 when they are the same point. */
    public double bearingTo(Point p) {
        if (p.equals(this)) {
            return 0;
        }
        return Bearing.normal(Math.toDegrees(Math.atan2(p.x - x, p.y - y)));
    }

    /** The position {@code inches} away along {@code bearing}, rounded to the tenth. */
    public Point towards(double bearing, double inches) {
        double r = Math.toRadians(bearing);
        return of(x + Math.sin(r) * inches, y + Math.cos(r) * inches);
    }

    @Override
    public String toString() {
        return Inches.number(x) + "," + Inches.number(y);
    }
}
