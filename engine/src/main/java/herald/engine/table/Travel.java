package herald.engine.table;

import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * A footprint's journey along a path of waypoints: its named point goes straight from each waypoint to the next,
 * and the ground it covers on the way is what every base of it passes over. The length is what its named point
 * travels, as a player measures a move with a tape from the front of the unit.
 */
public final class Travel {
    private final List<Point> path;
    private final List<Footprint> stations;
    private final Geometry swept;
    private PreparedGeometry prepared;

    private Travel(List<Point> path, List<Footprint> stations, Geometry swept) {
        this.path = List.copyOf(path);
        this.stations = List.copyOf(stations);
        this.swept = swept;
    }

    /**
     * The journey from {@code start} through {@code waypoints}. With {@code faceAlong} the footprint turns on its
     * named point to face along each leg before it sets off (a unit marching forward); without, it keeps its facing
     * (a unit sidestepping or backing).
     */
    public static Travel of(Footprint start, List<Point> waypoints, boolean faceAlong) {
        List<Point> path = new ArrayList<>();
        path.add(start.at());
        List<Footprint> stations = new ArrayList<>();
        stations.add(start);
        List<Geometry> legs = new ArrayList<>();
        legs.add(Shapes.of(start));
        Footprint at = start;
        for (Point next : waypoints) {
            if (next.equals(at.at())) {
                continue;
            }
            Footprint set = faceAlong ? at.turnedTo(at.at().bearingTo(next)) : at;
            Footprint end = set.movedTo(next);
            // a convex shape slid along a straight line covers the hull of where it starts and where it ends
            legs.add(Shapes.of(set).union(Shapes.of(end)).convexHull());
            stations.add(end);
            path.add(next);
            at = end;
        }
        GeometryFactory f = Shapes.FACTORY;
        Geometry swept = f.buildGeometry(legs).union();
        return new Travel(path, stations, swept);
    }

    /** Where the footprint stands at the end. */
    public Footprint end() {
        return stations.get(stations.size() - 1);
    }

    /** The named point's path, start first. */
    public List<Point> path() {
        return path;
    }

    /** How far the named point travels, unrounded. */
    public double length() {
        double total = 0;
        for (int i = 1; i < path.size(); i++) {
            total += path.get(i - 1).distanceTo(path.get(i));
        }
        return total;
    }

    /** Whether any base passes over ground {@code other} stands on (brushing past it is not crossing it). */
    public boolean crosses(Footprint other) {
        return crosses(Shapes.of(other));
    }

    /** Whether any base passes over the feature's ground, even partly. */
    public boolean crosses(Feature feature) {
        return crosses(Shapes.of(feature));
    }

    /** Whether a base passes over the feature's ground outside its {@code openings} (a river, but not at a ford). */
    public boolean crosses(Feature feature, List<Feature> openings) {
        return crosses(Shapes.without(feature, openings));
    }

    /**
     * Whether every base stays on the table all the way, the turns at the waypoints included (a unit turning at the
     * table's edge may swing its rear off it even where every station it stops at is on the table).
     */
    public boolean staysOn(Table table) {
        Envelope e = swept.getEnvelopeInternal();
        return e.getMinX() >= -Shapes.TOUCH && e.getMinY() >= -Shapes.TOUCH && e.getMaxX() <= table.width() + Shapes.TOUCH
                && e.getMaxY() <= table.depth() + Shapes.TOUCH;
    }

    /** How many inches of the named point's path lie inside any of {@code features}, unrounded. */
    public double lengthIn(List<Feature> features) {
        if (features.isEmpty() || path.size() < 2) {
            return 0;
        }
        Coordinate[] c = path.stream().map(Shapes::coordinate).toArray(Coordinate[]::new);
        Geometry line = Shapes.FACTORY.createLineString(c);
        Geometry ground = Shapes.FACTORY.buildGeometry(features.stream().map(Shapes::of).map(Geometry.class::cast).toList()).union();
        return ground.intersection(line).getLength();
    }

    private boolean crosses(Geometry other) {
        if (!swept.getEnvelopeInternal().intersects(other.getEnvelopeInternal())) {
            return false;
        }
        Geometry shrunk = other.buffer(-Shapes.TOUCH);
        if (shrunk.isEmpty()) {
            return false;
        }
        if (prepared == null) {
            prepared = PreparedGeometryFactory.prepare(swept);
        }
        return prepared.intersects(shrunk);
    }
}
