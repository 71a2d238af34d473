package herald.engine.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The straight line from the centre of one hex to the centre of another, as the hexes it crosses.
 * The line is sampled at every hex-width (cube-coordinate interpolation, exact integer numerators)
 * and each sample is rounded twice, nudged a millionth of a hex one way and the other. Where both
 * nudges land in the same hex, the line crosses that hex; where they differ, the sample lies on the
 * edge between two hexes and the step holds both: a ruleset decides whether such an edge step is
 * blocked when either hex blocks or only when both do. The steps are the same from either end, so
 * line of sight is symmetric.
 */
public final class HexLine {
    private static final double[] NUDGE = {1e-6, 2e-6, -3e-6};

    private HexLine() {}

    /** One sample of the line: one hex, or two when the line runs along the edge between them. */
    public record Step(List<Hex> hexes) {
        public Step {
            hexes = List.copyOf(hexes);
        }

        public boolean onEdge() {
            return hexes.size() == 2;
        }
    }

    /** The steps strictly between {@code a} and {@code b}, nearest {@code a} first. */
    public static List<Step> between(Hex a, Hex b) {
        int n = a.distance(b);
        List<Step> out = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            double q = (a.q() * (double) (n - i) + b.q() * (double) i) / n;
            double r = (a.r() * (double) (n - i) + b.r() * (double) i) / n;
            double s = (a.s() * (double) (n - i) + b.s() * (double) i) / n;
            Hex plus = round(q + NUDGE[0], r + NUDGE[1], s + NUDGE[2]);
            Hex minus = round(q - NUDGE[0], r - NUDGE[1], s - NUDGE[2]);
            out.add(new Step(plus.equals(minus) ? List.of(plus) : List.of(plus, minus)));
        }
        return out;
    }

    /** Is the line blocked? {@code bothOnEdge}: an edge step blocks only if both its hexes block. */
    public static boolean blocked(Hex a, Hex b, java.util.function.Predicate<Hex> blocks, boolean bothOnEdge) {
        for (Step step : between(a, b)) {
            boolean hit = bothOnEdge ? step.hexes().stream().allMatch(blocks) : step.hexes().stream().anyMatch(blocks);
            if (hit) {
                return true;
            }
        }
        return false;
    }

    private static Hex round(double q, double r, double s) {
        long rq = Math.round(q);
        long rr = Math.round(r);
        long rs = Math.round(s);
        double dq = Math.abs(rq - q);
        double dr = Math.abs(rr - r);
        double ds = Math.abs(rs - s);
        if (dq > dr && dq > ds) {
            rq = -rr - rs;
        } else if (dr > ds) {
            rr = -rq - rs;
        }
        return Hex.ofCube((int) rq, (int) rr);
    }
}
