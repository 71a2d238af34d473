package herald.engine.table;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;

/**
 * A terrain feature on the table: a polygon (the last corner joins the first) of one terrain type. What the type
 * does (difficult, impassable, blocks sight, cover) is the ruleset's data, not the feature's.
 *
 * @param id as the scenario names it, e.g. "wood-1"
 * @param terrain the terrain type's key, e.g. "wood"
 * @param name printed on the map, e.g. "Darkwood"; "" for none
 */
public record Feature(String id, String terrain, String name, List<Point> outline) {
    public Feature {
        outline = List.copyOf(outline);
        if (outline.size() < 3) {
            throw new IllegalArgumentException("a terrain feature needs at least three corners: " + id);
        }
    }

    /** Whether {@code p} lies inside it or on its edge. */
    public boolean holds(Point p) {
        return Shapes.holds(this, p);
    }

    /** Whether a footprint stands even partly on it (touching its edge is not standing on it). */
    public boolean under(Footprint f) {
        return Shapes.overlap(Shapes.of(this), Shapes.of(f));
    }

    /** The area in square inches, for checking a scenario (a feature of no area is a mistake). */
    public double area() {
        return Shapes.of(this).getArea();
    }

    /**
     * Whether a footprint stands even partly on it outside its {@code openings} (features that make a way over it,
     * such as a ford over a river).
     */
    public boolean under(Footprint f, List<Feature> openings) {
        return Shapes.overlap(Shapes.without(this, openings), Shapes.of(f));
    }

    /** How many inches of the straight line from {@code a} to {@code b} lie inside it, unrounded. */
    public double lengthInside(Point a, Point b) {
        return Shapes.of(this).intersection(Shapes.line(a, b)).getLength();
    }

    /** Its centre: the centroid of its outline, where a player who places it names it. */
    @JsonIgnore
    public Point centre() {
        return Shapes.point(Shapes.of(this).getCentroid().getCoordinate());
    }

    /** The same feature set down with its centre at {@code at}, its outline unturned. */
    public Feature placedAt(Point at) {
        Point c = centre();
        return new Feature(id, terrain, name, outline.stream().map(p -> new Point(p.x() + at.x() - c.x(),
                p.y() + at.y() - c.y())).toList());
    }

    /** Whether it and {@code other} share ground (touching edges do not). */
    public boolean overlaps(Feature other) {
        return Shapes.overlap(Shapes.of(this), Shapes.of(other));
    }

    /** Whether its outline crosses itself (a figure-of-eight), which a scenario must not give. */
    @JsonIgnore
    public boolean isSimple() {
        return Shapes.of(this).isValid();
    }
}
