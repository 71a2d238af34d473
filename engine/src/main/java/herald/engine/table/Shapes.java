package herald.engine.table;

import java.util.List;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.distance.DistanceOp;

/** Herald's table values as JTS geometry, and back. Nothing outside this package sees a JTS type. */
final class Shapes {
    static final GeometryFactory FACTORY = new GeometryFactory();
    /**
     * How far two shapes may share ground and still count as touching: a hundredth of an inch, far below what a
     * tape reads, so that a unit placed exactly in contact is not refused for a rounding error.
     */
    static final double TOUCH = 0.01;

    private Shapes() {}

    static Polygon of(Footprint f) {
        if (f instanceof Footprint.Round r) {
            return (Polygon) FACTORY.createPoint(coordinate(r.at())).buffer(r.radius(), 16);
        }
        return polygon(f.outline());
    }

    static Polygon of(Feature f) {
        return polygon(f.outline());
    }

    /** A feature's ground less the ground of {@code openings} (a river less its fords). */
    static Geometry without(Feature f, List<Feature> openings) {
        Geometry g = of(f);
        for (Feature o : openings) {
            if (o != f && g.getEnvelopeInternal().intersects(of(o).getEnvelopeInternal())) {
                g = g.difference(of(o));
            }
        }
        return g;
    }

    static Polygon polygon(List<Point> corners) {
        Coordinate[] c = new Coordinate[corners.size() + 1];
        for (int i = 0; i < corners.size(); i++) {
            c[i] = coordinate(corners.get(i));
        }
        c[corners.size()] = c[0];
        return FACTORY.createPolygon(c);
    }

    static LineString line(Point a, Point b) {
        return FACTORY.createLineString(new Coordinate[] {coordinate(a), coordinate(b)});
    }

    static Coordinate coordinate(Point p) {
        return new Coordinate(p.x(), p.y());
    }

    static Point point(Coordinate c) {
        return new Point(c.x, c.y);
    }

    /** Whether the two share ground beyond {@link #TOUCH}: the interior of one, shrunk by it, meets the other. */
    static boolean overlap(Geometry a, Geometry b) {
        if (!a.getEnvelopeInternal().intersects(b.getEnvelopeInternal())) {
            return false;
        }
        Geometry shrunk = a.buffer(-TOUCH);
        return !shrunk.isEmpty() && shrunk.intersects(b);
    }

    static boolean holds(Feature f, Point p) {
        return of(f).covers(FACTORY.createPoint(coordinate(p)));
    }

    /** Base to base; exact for round bases (not their many-sided drawing). */
    static double distance(Footprint a, Footprint b) {
        if (a instanceof Footprint.Round r && b instanceof Footprint.Round s) {
            return Math.max(0, r.at().distanceTo(s.at()) - r.radius() - s.radius());
        }
        if (a instanceof Footprint.Round r) {
            return Math.max(0, of(b).distance(FACTORY.createPoint(coordinate(r.at()))) - r.radius());
        }
        if (b instanceof Footprint.Round s) {
            return Math.max(0, of(a).distance(FACTORY.createPoint(coordinate(s.at()))) - s.radius());
        }
        return of(a).distance(of(b));
    }

    static Footprint.Approach approach(Footprint f, Point p) {
        if (f instanceof Footprint.Round r) {
            Point at = nearest(f, p);
            return new Footprint.Approach(at, p.equals(r.at()) ? 0 : p.bearingTo(r.at()));
        }
        List<Point> c = f.outline();
        double cx = c.stream().mapToDouble(Point::x).average().orElse(0);
        double cy = c.stream().mapToDouble(Point::y).average().orElse(0);
        Footprint.Approach best = null;
        double bestAhead = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < c.size(); i++) {
            Point a = c.get(i);
            Point b = c.get((i + 1) % c.size());
            double ex = b.x() - a.x();
            double ey = b.y() - a.y();
            double len = Math.hypot(ex, ey);
            double nx = ey / len;
            double ny = -ex / len;
            if (((a.x() + b.x()) / 2 - cx) * nx + ((a.y() + b.y()) / 2 - cy) * ny < 0) {
                nx = -nx;
                ny = -ny;
            }
            // how far p stands out in front of this side: the side it is most in front of is the one it meets
            double ahead = (p.x() - a.x()) * nx + (p.y() - a.y()) * ny;
            if (ahead > bestAhead) {
                double t = Math.max(0, Math.min(1, ((p.x() - a.x()) * ex + (p.y() - a.y()) * ey) / (len * len)));
                Point at = new Point(a.x() + ex * t, a.y() + ey * t);
                bestAhead = ahead;
                best = new Footprint.Approach(at, Bearing.normal(Math.toDegrees(Math.atan2(-nx, -ny))));
            }
        }
        return best;
    }

    static Point nearest(Footprint f, Point p) {
        if (f instanceof Footprint.Round r) {
            double d = r.at().distanceTo(p);
            if (d <= r.radius()) {
                return p;
            }
            double t = r.radius() / d;
            return new Point(r.at().x() + (p.x() - r.at().x()) * t, r.at().y() + (p.y() - r.at().y()) * t);
        }
        Coordinate[] pair = DistanceOp.nearestPoints(of(f), FACTORY.createPoint(coordinate(p)));
        return point(pair[0]);
    }
}
