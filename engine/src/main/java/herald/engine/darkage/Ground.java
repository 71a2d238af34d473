package herald.engine.darkage;

import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import herald.engine.table.Sight;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The table as the rules see it at one moment: figures on round bases (Herald's 1" across, sheet.json) and what each
 * terrain feature does (terrain.json). Every measurement of the rules goes through here to herald.engine.table.
 */
public final class Ground {
    /** Bases closer than this are touching: a hundredth of an inch, as the table measures. */
    static final double TOUCH = 0.01;

    private final DarkAgeState state;

    public Ground(DarkAgeState state) {
        this.state = state;
    }

    public static double diameter() {
        return Data.sheet().bases().diameter();
    }

    public static Footprint footprint(Point at) {
        return new Footprint.Round(at, 0, diameter() / 2);
    }

    public Terrain terrainOf(Feature f) {
        return state.terrain().get(f.terrain());
    }

    /** Base to base, in inches: centres apart less one base; 0 when touching. */
    public static double between(Point a, Point b) {
        return Math.max(0, a.distanceTo(b) - diameter());
    }

    public static boolean touching(Point a, Point b) {
        return a.distanceTo(b) <= diameter() + TOUCH;
    }

    /** The enemies of the figure's side in base contact with it (F1), in scenario order. */
    public List<Figure> opponents(Figure f) {
        return state.inGame().stream().filter(o -> state.enemy(f.side(), o) && touching(f.at(), o.at())).toList();
    }

    public boolean inFight(Figure f) {
        return f.inGame() && !opponents(f).isEmpty();
    }

    /**
     * The whole Fight the figure is in: every figure joined to it by a chain of base contacts between enemies, in
     * scenario order (ruling 13 draws a shot's target in this order); empty when it is in no Fight.
     */
    public List<Figure> fight(Figure f) {
        if (!inFight(f)) {
            return List.of();
        }
        Set<String> seen = new LinkedHashSet<>();
        Deque<Figure> todo = new ArrayDeque<>(List.of(f));
        while (!todo.isEmpty()) {
            Figure x = todo.pop();
            if (seen.add(x.id())) {
                todo.addAll(opponents(x));
            }
        }
        return state.inGame().stream().filter(x -> seen.contains(x.id())).toList();
    }

    /** The features whose ground holds the point (a base's centre stands in what holds it). */
    public List<Feature> at(Point p) {
        return state.table().at(p);
    }

    /** The difficult type 0-3 of the ground at the point: the worst feature there. */
    public int difficult(Point p) {
        return at(p).stream().mapToInt(f -> terrainOf(f).difficult()).max().orElse(0);
    }

    /** Whether the point is aboard ship (the Sea State counts there, M8, S3, F3). */
    public boolean aboard(Point p) {
        return at(p).stream().anyMatch(f -> terrainOf(f).deck());
    }

    public int seaState(Point p) {
        return aboard(p) ? state.scenario().seaState() : 0;
    }

    public boolean impassable(Point p) {
        return at(p).stream().anyMatch(f -> terrainOf(f).impassable())
                && at(p).stream().noneMatch(f -> terrainOf(f).deck());
    }

    /** The difficult types (1-3) of the features a straight move from a to b enters or crosses. */
    public List<Integer> difficultOn(Point a, Point b) {
        List<Integer> out = new ArrayList<>();
        for (Feature f : state.table().features()) {
            int type = terrainOf(f).difficult();
            if (type > 0 && (f.lengthInside(a, b) > TOUCH || f.holds(b))) {
                out.add(type);
            }
        }
        return out;
    }

    /** Whether a straight move from a to b crosses impassable ground (deep water off a deck). */
    public boolean crossesImpassable(Point a, Point b) {
        double step = 0.25;
        int n = (int) Math.ceil(a.distanceTo(b) / step);
        for (int i = 1; i <= n; i++) {
            double t = (double) i / n;
            if (impassable(new Point(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A line of sight between two figures (ruling 9), or empty: not through terrain that blocks sight (except the
     * features either figure stands in) nor, under sight=terrain-and-figures, through another figure's base.
     */
    public Optional<Sight.Line> sight(Figure from, Figure to) {
        return sight(from, to.at(), to.id());
    }

    /** A line of sight from a figure to a point on the table (a feature's nearest corner, a power's aim). */
    public Optional<Sight.Line> sight(Figure from, Point to, String targetId) {
        List<Feature> own = new ArrayList<>(at(from.at()));
        own.addAll(at(to));
        List<Feature> blocking = state.table().features().stream()
                .filter(f -> terrainOf(f).blocksSight() && !own.contains(f)).toList();
        List<Footprint> screens = state.options().sight().equals("terrain-only") ? List.of()
                : state.inGame().stream().filter(x -> !x.id().equals(from.id()) && !x.id().equals(targetId))
                        .map(x -> footprint(x.at())).toList();
        return Sight.between(footprint(from.at()), footprint(to), blocking, screens);
    }

    /** The burning features the point stands in. */
    public List<Burning> burningAt(Point p) {
        return at(p).stream().map(f -> state.fires().get(f.id())).filter(b -> b != null).toList();
    }

    public Optional<Feature> feature(String id) {
        return state.table().features().stream().filter(f -> f.id().equalsIgnoreCase(id)).findFirst();
    }

    /** How far a figure's base is from a feature's ground: 0 when it touches or stands on it. */
    public double toFeature(Figure f, Feature x) {
        if (x.holds(f.at())) {
            return 0;
        }
        return Math.max(0, footprint(f.at()).distanceTo(new Footprint.Round(nearest(x, f.at()), 0, 0.001)) - 0.001);
    }

    /** The point of a feature's outline nearest {@code p} (for a line of sight to it). */
    public static Point nearest(Feature x, Point p) {
        Point best = null;
        List<Point> c = x.outline();
        for (int i = 0; i < c.size(); i++) {
            Point a = c.get(i);
            Point b = c.get((i + 1) % c.size());
            double dx = b.x() - a.x();
            double dy = b.y() - a.y();
            double len = dx * dx + dy * dy;
            double t = len == 0 ? 0 : Math.max(0, Math.min(1, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / len));
            Point q = new Point(a.x() + dx * t, a.y() + dy * t);
            if (best == null || q.distanceTo(p) < best.distanceTo(p)) {
                best = q;
            }
        }
        return best;
    }
}
