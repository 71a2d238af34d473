package herald.engine.board;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The straight line from the centre of one square to the centre of another, and the squares it
 * crosses on the way. A square strictly between the two is crossed when the line passes through
 * its interior. A line that only touches a corner (or runs exactly between two squares at a corner)
 * does not cross either square: corner-grazing never blocks. The crossed set is the same from either
 * end, so line of sight is symmetric.
 */
public final class LineOfSight {
    private LineOfSight() {}

    /** The squares strictly between {@code a} and {@code b} whose interior the line enters, nearest {@code a} first. */
    public static List<Square> crossed(Square a, Square b) {
        List<Square> out = new ArrayList<>();
        int x0 = Math.min(a.x(), b.x());
        int x1 = Math.max(a.x(), b.x());
        int y0 = Math.min(a.y(), b.y());
        int y1 = Math.max(a.y(), b.y());
        for (int x = x0; x <= x1; x++) {
            for (int y = y0; y <= y1; y++) {
                Square s = new Square(x, y);
                if (!s.equals(a) && !s.equals(b) && entersInterior(a, b, s)) {
                    out.add(s);
                }
            }
        }
        out.sort(Comparator.comparingDouble(s -> distance(a, s)));
        return out;
    }

    /**
     * The squares strictly between {@code a} and {@code b} that the line only touches at a corner (it
     * passes exactly through the point where they meet the squares it crosses), nearest {@code a} first.
     * {@link #crossed} leaves them out; a ruleset may let them block (corner-grazing, Lone Wolf CV10).
     */
    public static List<Square> grazed(Square a, Square b) {
        List<Square> out = new ArrayList<>();
        for (int x = Math.min(a.x(), b.x()); x <= Math.max(a.x(), b.x()); x++) {
            for (int y = Math.min(a.y(), b.y()); y <= Math.max(a.y(), b.y()); y++) {
                Square s = new Square(x, y);
                if (!s.equals(a) && !s.equals(b) && !entersInterior(a, b, s) && touches(a, b, s)) {
                    out.add(s);
                }
            }
        }
        out.sort(Comparator.comparingDouble(s -> distance(a, s)));
        return out;
    }

    /** Does the segment between the centres of a and b meet the closed square s (its edges and corners included)? */
    static boolean touches(Square a, Square b, Square s) {
        return meets(a, b, s, true);
    }

    private static double distance(Square a, Square s) {
        return Math.hypot(s.x() - a.x(), s.y() - a.y());
    }

    /** Does the segment between the centres of a and b meet the open square s (its interior)? */
    static boolean entersInterior(Square a, Square b, Square s) {
        return meets(a, b, s, false);
    }

    /**
     * Clips the segment between the centres of a and b to square s, closed (edges and corners count) or open.
     * Coordinates are doubled so centres are odd integers and edges even; the clipped parameter interval is compared
     * in doubles, which is exact here (correctly rounded quotients of small integers).
     */
    private static boolean meets(Square a, Square b, Square s, boolean closed) {
        double lo = 0;
        double hi = 1;
        int[][] axes = {
            {2 * a.x() + 1, 2 * (b.x() - a.x()), 2 * s.x(), 2 * s.x() + 2},
            {2 * a.y() + 1, 2 * (b.y() - a.y()), 2 * s.y(), 2 * s.y() + 2}
        };
        for (int[] axis : axes) {
            int p = axis[0];
            int d = axis[1];
            if (d == 0) {
                boolean outside = closed ? p < axis[2] || p > axis[3] : p <= axis[2] || p >= axis[3];
                if (outside) {
                    return false;
                }
                continue;
            }
            double t1 = (double) (axis[2] - p) / d;
            double t2 = (double) (axis[3] - p) / d;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        // for the open square, the open intervals and [0, 1] share a point exactly when what is left has length
        return closed ? lo <= hi : lo < hi;
    }
}
