package herald.engine.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.List;
import java.util.Optional;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

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
        List<PreparedGeometry> walls = new ArrayList<>();
        for (Feature f : blocking) {
            if (Shapes.of(f).getEnvelopeInternal().intersects(reach)) {
                PreparedGeometry wall = FEATURES.computeIfAbsent(f, x -> shrunk(Shapes.of(x)));
                if (wall != null) {
                    walls.add(wall);
                }
            }
        }
        for (Footprint s : screens) {
            if (Shapes.of(s).getEnvelopeInternal().intersects(reach)) {
                // a round base shrunk is a smaller round base: no buffering needed
                PreparedGeometry wall = s instanceof Footprint.Round r && r.radius() > Shapes.TOUCH
                        ? PreparedGeometryFactory.prepare(Shapes.of(new Footprint.Round(r.at(), r.facing(), r.radius() - Shapes.TOUCH)))
                        : shrunk(Shapes.of(s));
                if (wall != null) {
                    walls.add(wall);
                }
            }
        }
        // Shortest first, so the first clear line is the answer; among equals, the first in eye-by-target order, as
        // a search of every line keeping only a strictly shorter clear one finds.
        List<Line> lines = new ArrayList<>();
        for (Point eye : from.eyes()) {
            for (Point t : targets) {
                lines.add(new Line(eye, t));
            }
        }
        lines.sort(Comparator.comparingDouble(Line::length));
        for (Line line : lines) {
            LineString ls = Shapes.line(line.from(), line.to());
            if (walls.stream().noneMatch(w -> w.intersects(ls))) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }

    /**
     * Terrain features stand still all game, and every line of sight past one needs it shrunk: kept once made, for
     * as long as the feature is in use.
     */
    private static final Map<Feature, PreparedGeometry> FEATURES = Collections.synchronizedMap(new WeakHashMap<>());

    /** The ground a line may not cross: the shape less a hair at its edge, so that a grazing line is clear. */
    private static PreparedGeometry shrunk(Geometry g) {
        Geometry shrunk = g.buffer(-Shapes.TOUCH);
        return shrunk.isEmpty() ? null : PreparedGeometryFactory.prepare(shrunk);
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
