package herald.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;

/**
 * Lines of sight: a straight line from a point a piece looks from ({@link Footprint#eyes}: a block's front edge,
 * a round base's rim) to any point of the target's footprint, clear when it passes through no screen's ground. A
 * line that only grazes the edge of a screen is clear. Which terrain and which pieces screen is the ruleset's to say.
 */
public final class Sight {
    private Sight() {}

    /** A line of sight as found: from the looker's point to the target's. */
    public record Line(Point from, Point to) {
        public double length() {
            return from.distanceTo(to);
        }
    }

    /**
     * A clear line from {@code from} to {@code to}, past the terrain features {@code blocking} and the footprints
     * {@code screens} (neither piece itself should be among them), or empty when every line is blocked. The shortest
     * clear line is returned, so that the report can say where sight was taken.
     */
    public static Optional<Line> between(Footprint from, Footprint to, List<Feature> blocking, List<Footprint> screens) {
        List<Point> targets = targetPoints(to);
        Envelope reach = new Envelope(Shapes.of(from).getEnvelopeInternal());
        reach.expandToInclude(Shapes.of(to).getEnvelopeInternal());
        List<Geometry> walls = new ArrayList<>();
        for (Feature f : blocking) {
            add(walls, Shapes.of(f), reach);
        }
        for (Footprint s : screens) {
            add(walls, Shapes.of(s), reach);
        }
        Line best = null;
        for (Point eye : from.eyes()) {
            for (Point t : targets) {
                Line line = new Line(eye, t);
                if (best != null && line.length() >= best.length()) {
                    continue;
                }
                LineString ls = Shapes.line(eye, t);
                if (walls.stream().noneMatch(w -> w.intersects(ls))) {
                    best = line;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private static void add(List<Geometry> walls, Geometry g, Envelope reach) {
        if (g.getEnvelopeInternal().intersects(reach)) {
            Geometry shrunk = g.buffer(-Shapes.TOUCH);
            if (!shrunk.isEmpty()) {
                walls.add(shrunk);
            }
        }
    }

    /** Every corner of the target and points along its sides, so that a line may reach any part of it. */
    private static List<Point> targetPoints(Footprint to) {
        List<Point> outline = to.outline();
        List<Point> out = new ArrayList<>();
        int parts = to instanceof Footprint.Round ? 1 : 4;
        for (int i = 0; i < outline.size(); i++) {
            Point a = outline.get(i);
            Point b = outline.get((i + 1) % outline.size());
            for (int k = 0; k < parts; k++) {
                double t = (double) k / parts;
                out.add(new Point(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t));
            }
        }
        return out;
    }
}
