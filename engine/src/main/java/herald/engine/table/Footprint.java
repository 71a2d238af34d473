package herald.engine.table;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.ArrayList;
import java.util.List;

/**
 * The ground a piece stands on: a block of bases in ranks, or one round base. Two footprints are measured base to
 * base: from the nearest point of one to the nearest point of the other.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "shape")
@JsonSubTypes({@JsonSubTypes.Type(value = Footprint.Block.class, name = "block"),
        @JsonSubTypes.Type(value = Footprint.Round.class, name = "round")})
public sealed interface Footprint {

    /** The point the piece's coordinates name: a block's front-edge centre, a round base's centre. */
    Point at();

    /** The bearing it faces. */
    double facing();

    /** The same footprint with its named point moved to {@code p}. */
    Footprint movedTo(Point p);

    /** The same footprint turned to face {@code bearing}, about its named point. */
    Footprint turnedTo(double bearing);

    /** The corners of its outline in order (a round base as a many-sided polygon, for drawing). */
    List<Point> outline();

    /** The points a line of sight may start from: a block's front edge, all round a round base. */
    List<Point> eyes();

    /** Base-to-base distance in inches, unrounded; 0 when they touch or overlap. */
    default double distanceTo(Footprint other) {
        return Shapes.distance(this, other);
    }

    /** Whether the two are base to base or closer, to within a hundredth of an inch. */
    default boolean touches(Footprint other) {
        return distanceTo(other) <= Shapes.TOUCH;
    }

    /** Whether the two stand on common ground (touching is not overlapping). */
    default boolean overlaps(Footprint other) {
        return Shapes.overlap(Shapes.of(this), Shapes.of(other));
    }

    /**
     * Where a piece standing at {@code p} meets this footprint square on, as a wargamer closes a charge: against a
     * block, the side of it that {@code p} stands most in front of, the point of that side nearest {@code p}, and the
     * bearing that faces squarely into it; against a round base, its nearest point and the bearing towards its centre.
     */
    default Approach approachFrom(Point p) {
        return Shapes.approach(this, p);
    }

    /** A point on a footprint's edge and the bearing that faces squarely into the footprint there. */
    record Approach(Point at, double facing) {}

    /** The point of this footprint nearest to {@code p} ({@code p} itself when inside). */
    default Point nearestTo(Point p) {
        return Shapes.nearest(this, p);
    }

    /**
     * A block of bases: {@code frontage} inches wide and {@code depth} inches deep, facing {@code facing}, named by
     * the centre of its front edge.
     */
    record Block(Point at, double facing, double frontage, double depth) implements Footprint {
        public Block {
            facing = Bearing.normal(facing);
            if (!(frontage > 0 && depth > 0)) {
                throw new IllegalArgumentException("a block needs a frontage and a depth, not " + frontage + " x " + depth);
            }
        }

        @Override
        public Block movedTo(Point p) {
            return new Block(p, facing, frontage, depth);
        }

        @Override
        public Block turnedTo(double bearing) {
            return new Block(at, bearing, frontage, depth);
        }

        /** Front-left, front-right, rear-right, rear-left. */
        @Override
        public List<Point> outline() {
            double r = Math.toRadians(facing);
            double fx = Math.sin(r);
            double fy = Math.cos(r);
            double rx = Math.cos(r);
            double ry = -Math.sin(r);
            double w = frontage / 2;
            return List.of(raw(at.x() - rx * w, at.y() - ry * w), raw(at.x() + rx * w, at.y() + ry * w),
                    raw(at.x() + rx * w - fx * depth, at.y() + ry * w - fy * depth),
                    raw(at.x() - rx * w - fx * depth, at.y() - ry * w - fy * depth));
        }

        @Override
        public List<Point> eyes() {
            List<Point> c = outline();
            return along(c.get(0), c.get(1), 8);
        }
    }

    /** A single figure's round base of {@code radius} inches, named by its centre. */
    record Round(Point at, double facing, double radius) implements Footprint {
        public Round {
            facing = Bearing.normal(facing);
            if (!(radius > 0)) {
                throw new IllegalArgumentException("a round base needs a radius, not " + radius);
            }
        }

        @Override
        public Round movedTo(Point p) {
            return new Round(p, facing, radius);
        }

        @Override
        public Round turnedTo(double bearing) {
            return new Round(at, bearing, radius);
        }

        @Override
        public List<Point> outline() {
            List<Point> out = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                double a = Math.toRadians(facing + i * 15);
                out.add(raw(at.x() + Math.sin(a) * radius, at.y() + Math.cos(a) * radius));
            }
            return out;
        }

        @Override
        public List<Point> eyes() {
            return outline();
        }
    }

    /** A corner is not a position: it keeps its full precision, where a tenth's error would show on a ruler. */
    private static Point raw(double x, double y) {
        return new Point(x, y);
    }

    private static List<Point> along(Point a, Point b, int parts) {
        List<Point> out = new ArrayList<>();
        for (int i = 0; i <= parts; i++) {
            double t = (double) i / parts;
            out.add(raw(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t));
        }
        return out;
    }
}
