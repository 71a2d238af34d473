package herald.engine.table;

import java.util.List;

/**
 * The table itself: {@code width} inches along x, {@code depth} inches along y (a club table is 48 x 72 or
 * 48 x 48), and its terrain features.
 */
public record Table(double width, double depth, List<Feature> features) {
    public Table {
        features = List.copyOf(features);
        if (!(width > 0 && depth > 0)) {
            throw new IllegalArgumentException("a table needs a size, not " + width + " x " + depth);
        }
    }

    /** The table with {@code changed} in place of the feature of its id. */
    public Table withFeature(Feature changed) {
        return new Table(width, depth, features.stream().map(f -> f.id().equals(changed.id()) ? changed : f).toList());
    }

    /** Whether a point is on the table, its edges included. */
    public boolean holds(Point p) {
        return p.x() >= 0 && p.y() >= 0 && p.x() <= width && p.y() <= depth;
    }

    /** Whether a footprint stands wholly on the table (to within a hundredth of an inch). */
    public boolean holds(Footprint f) {
        return f.outline().stream().allMatch(c -> c.x() >= -Shapes.TOUCH && c.y() >= -Shapes.TOUCH
                && c.x() <= width + Shapes.TOUCH && c.y() <= depth + Shapes.TOUCH);
    }

    /** The features a footprint stands on, even partly. */
    public List<Feature> under(Footprint f) {
        return features.stream().filter(x -> x.under(f)).toList();
    }

    /** The features whose area holds the point. */
    public List<Feature> at(Point p) {
        return features.stream().filter(x -> x.holds(p)).toList();
    }
}
