package herald.engine.table;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Lengths as the rules measure and print them: to a tenth of an inch. */
public final class Inches {
    private Inches() {}

    /** A distance as measured: rounded to the nearest tenth (a half rounds up), as a tape is read. */
    public static double measure(double inches) {
        return BigDecimal.valueOf(inches).setScale(1, RoundingMode.HALF_UP).doubleValue();
    }

    /** Whether a distance is within {@code limit} inches: its measure is at most the limit. */
    public static boolean within(double inches, double limit) {
        return measure(inches) <= limit + 1e-9;
    }

    /** "5.8\"", "16.0\"": a distance as measured with a tape, always to the tenth, so a report shows its precision. */
    public static String measured(double inches) {
        return BigDecimal.valueOf(measure(inches)).setScale(1, RoundingMode.UNNECESSARY).toPlainString().replace("-0.0", "0.0")
                + "\"";
    }

    /** "5.8\"", "12\"": a length as printed where it is a given, not a measurement (an allowance, a table's size). */
    public static String show(double inches) {
        return number(inches) + "\"";
    }

    /** "5.8", "12": a measured length without the mark, as in a coordinate. */
    public static String number(double inches) {
        BigDecimal d = BigDecimal.valueOf(measure(inches)).stripTrailingZeros();
        if (d.scale() < 0) {
            d = d.setScale(0, RoundingMode.UNNECESSARY);
        }
        String s = d.toPlainString();
        return s.equals("-0") ? "0" : s;
    }
}
