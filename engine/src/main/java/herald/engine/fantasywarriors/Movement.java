package herald.engine.fantasywarriors;

import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Travel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.DoublePredicate;

/**
 * A move measured on the open table (the core §12): the piece's named point goes straight from waypoint to waypoint,
 * turning to face along each leg as it sets off (free: see the README's rulings), and its bases sweep the ground
 * between. It stops where it first meets a piece it may not pass (L1360: contact stops a unit), exactly base to base.
 * The inches it travels while any base of it stands in difficult ground count twice (half rate, L364).
 */
final class Movement {
    /** How finely a leg is walked to find where its bases enter or leave ground; each crossing is then bisected. */
    private static final double STEP = 0.1;

    private Movement() {}

    /** A unit or an individual as a move sees it; {@code alliance} says who is a friend (allies are). */
    record Piece(String id, String side, String alliance, boolean isUnit, Footprint ground) {
        /** Individuals move freely through friendly units (L1332); a friendly individual steps aside for anyone. */
        boolean letsPass(Piece mover) {
            return alliance.equals(mover.alliance()) && (!isUnit || !mover.isUnit());
        }
    }

    /**
     * The move as it would be made. {@code path} is the one its named point takes, start first, cut short where it
     * meets {@code met} (on leg {@code metLeg}, counted from 0, of {@code legs} written); {@code inDifficult} the
     * inches of it travelled with a base in difficult ground, {@code difficult} those features described.
     */
    record Plan(Piece piece, List<Point> path, Footprint end, double inches, double inDifficult, List<String> difficult,
            Optional<Piece> met, int metLeg, int legs) {
        boolean turnsOnly() {
            return path.size() < 2;
        }

        boolean charges() {
            return met.isPresent() && !met.get().alliance().equals(piece.alliance());
        }
    }

    /** Every unit and individual on the table, units first, in scenario order. */
    static List<Piece> pieces(FantasyWarriorsState s) {
        List<Piece> out = new ArrayList<>();
        s.onTable().forEach(u -> out.add(new Piece(u.id(), u.side(), s.alliance(u.side()), true, u.ground())));
        s.individuals().values().stream().filter(Individual::onTable)
                .forEach(i -> out.add(new Piece(i.id(), i.side(), s.alliance(i.side()), false, i.ground())));
        return out;
    }

    /** The move of {@code mover} by {@code waypoints} among {@code others} (the mover itself left out). */
    static Plan plan(Piece mover, List<Point> waypoints, List<Piece> others, List<Feature> difficult) {
        Travel written = Travel.of(mover.ground(), waypoints, true);
        List<Point> path = written.path();
        List<Piece> blocking = others.stream().filter(o -> !o.id().equals(mover.id()) && !o.letsPass(mover)).toList();
        for (int leg = 0; leg + 1 < path.size(); leg++) {
            Point a = path.get(leg);
            Point b = path.get(leg + 1);
            Footprint set = mover.ground().movedTo(a).turnedTo(a.bearingTo(b));
            Travel sweep = Travel.of(set, List.of(b), false);
            double first = Double.MAX_VALUE;
            Piece hit = null;
            for (Piece o : blocking) {
                if (sweep.crosses(o.ground())) {
                    double s = firstOverlap(set, a, b, o.ground());
                    if (s < first) {
                        first = s;
                        hit = o;
                    }
                }
            }
            if (hit != null) {
                List<Point> taken = new ArrayList<>(path.subList(0, leg + 1));
                Footprint end = leg == 0 ? mover.ground() : mover.ground().movedTo(a).turnedTo(path.get(leg - 1).bearingTo(a));
                Optional<Point> touch = first > 0 ? contact(set, a, b, first, hit.ground(), blocking) : Optional.empty();
                if (touch.isPresent()) {
                    taken.add(touch.get());
                    end = set.movedTo(touch.get());
                }
                return measured(mover, taken, end, difficult, Optional.of(hit), leg, path.size() - 1);
            }
        }
        return measured(mover, path, written.end(), difficult, Optional.empty(), -1, path.size() - 1);
    }

    private static Plan measured(Piece mover, List<Point> path, Footprint end, List<Feature> difficult,
            Optional<Piece> met, int metLeg, int legs) {
        Travel t = Travel.of(mover.ground(), path, true);
        List<String> names = difficult.stream().filter(t::crosses).map(Movement::describe).toList();
        return new Plan(mover, t.path(), end, t.length(), inDifficult(mover.ground(), t.path(), difficult), names, met,
                metLeg, legs);
    }

    /** How far along the leg from {@code a} the bases first stand on {@code other}'s ground. */
    private static double firstOverlap(Footprint set, Point a, Point b, Footprint other) {
        double length = a.distanceTo(b);
        DoublePredicate on = s -> set.movedTo(along(a, b, s)).overlaps(other);
        if (on.test(0)) {
            return 0;
        }
        double before = 0;
        for (double s = Math.min(length, STEP); ; s = Math.min(length, s + STEP)) {
            if (on.test(s)) {
                return boundary(before, s, on);
            }
            if (s >= length) {
                // the sweep grazes it between two steps: a corner passing over a corner
                return length;
            }
            before = s;
        }
    }

    /**
     * Where the named point stops against {@code target}: a position to the tenth of an inch near the exact contact
     * at {@code s}, whose bases touch the target (measured 0.0") and stand on no piece's ground. Empty when the tenths
     * about it all fall short or overlap, as they may on a slant; the mover then stops short ({@link #shortOf}).
     */
    private static Optional<Point> contact(Footprint set, Point a, Point b, double s, Footprint target,
            List<Piece> blocking) {
        Point exact = along(a, b, s);
        Point grid = Point.of(exact.x(), exact.y());
        Point best = null;
        double bestGap = Double.MAX_VALUE;
        for (int dx = -2; dx <= 2; dx++) {
            for (int dy = -2; dy <= 2; dy++) {
                Point q = Point.of(grid.x() + dx / 10.0, grid.y() + dy / 10.0);
                Footprint there = set.movedTo(q);
                if (blocking.stream().anyMatch(o -> there.overlaps(o.ground()))) {
                    continue;
                }
                double gap = there.distanceTo(target) + q.distanceTo(exact) / 100;
                if (Inches.measure(there.distanceTo(target)) == 0 && gap < bestGap) {
                    bestGap = gap;
                    best = q;
                }
            }
        }
        return best != null ? Optional.of(best) : shortOf(set, a, b, s, blocking);
    }

    private static Optional<Point> shortOf(Footprint set, Point a, Point b, double s, List<Piece> blocking) {
        for (double back = s; back > 0; back -= STEP / 2) {
            Point q = Point.of(along(a, b, back).x(), along(a, b, back).y());
            if (blocking.stream().noneMatch(o -> set.movedTo(q).overlaps(o.ground()))) {
                return Optional.of(q);
            }
        }
        return Optional.empty();
    }

    /**
     * The inches travelled while any base stands in difficult ground, the ground it starts in included: a unit is
     * slowed from its front's first step in until its rear's last step out.
     */
    static double inDifficult(Footprint start, List<Point> path, List<Feature> difficult) {
        double total = 0;
        for (int leg = 0; leg + 1 < path.size(); leg++) {
            Point a = path.get(leg);
            Point b = path.get(leg + 1);
            Footprint set = start.movedTo(a).turnedTo(a.bearingTo(b));
            Travel sweep = Travel.of(set, List.of(b), false);
            List<Feature> near = difficult.stream().filter(sweep::crosses).toList();
            if (near.isEmpty()) {
                continue;
            }
            DoublePredicate in = s -> near.stream().anyMatch(f -> f.under(set.movedTo(along(a, b, s))));
            double length = a.distanceTo(b);
            int steps = Math.max(1, (int) Math.ceil(length / STEP));
            double before = 0;
            boolean wasIn = in.test(0);
            for (int k = 1; k <= steps; k++) {
                double s = length * k / steps;
                boolean isIn = in.test(s);
                if (wasIn && isIn) {
                    total += s - before;
                } else if (wasIn != isIn) {
                    double edge = boundary(before, s, wasIn ? in.negate() : in);
                    total += wasIn ? edge - before : s - edge;
                }
                before = s;
                wasIn = isIn;
            }
        }
        return total;
    }

    /** The least {@code s} in (lo, hi] where {@code p} holds, given it does not at lo and does at hi. */
    private static double boundary(double lo, double hi, DoublePredicate p) {
        for (int i = 0; i < 30; i++) {
            double mid = (lo + hi) / 2;
            if (p.test(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    private static Point along(Point a, Point b, double s) {
        double length = a.distanceTo(b);
        double t = length == 0 ? 0 : s / length;
        return new Point(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t);
    }

    /** "the ford (swamp)", "swamp-2 (swamp)". */
    static String describe(Feature f) {
        Terrain t = Terrain.shipped().get(f.terrain());
        String type = t == null ? f.terrain() : t.name().toLowerCase(Locale.ROOT);
        return (f.name().isBlank() ? f.id() : f.name()) + " (" + type + ")";
    }

    /** The table's features of the kinds {@code kind} picks, from terrain.json. */
    static List<Feature> features(FantasyWarriorsState s, java.util.function.Predicate<Terrain> kind) {
        Map<String, Terrain> types = Terrain.shipped();
        return s.table().features().stream().filter(f -> kind.test(types.get(f.terrain()))).toList();
    }
}
