package herald.engine.table;

import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;

/**
 * The sides of a block, for rules that care which side of a piece touches another: a unit "facing" an obstacle has
 * its front edge on it (Fantasy Warriors' chevaux de frise, Companion L420), and which side of the obstacle it stands
 * on decides whether it is in front of it or behind; and pieces set edge to edge (a row of mantlets, L334) make one
 * screen, with no seam for a line of sight to slip through.
 */
public final class Edges {
    private Edges() {}

    /**
     * Whether the front edge of {@code block} is in base contact with {@code other} along some of its length: at
     * least a tenth of an inch of it, what a tape reads, lies within a hundredth of {@code other}. A corner alone
     * touching is a flank or a front meeting a corner, not a front in contact.
     */
    public static boolean frontTouches(Footprint.Block block, Footprint other) {
        List<Point> c = block.outline();
        return Shapes.line(c.get(0), c.get(1)).intersection(Shapes.of(other).buffer(Shapes.TOUCH)).getLength() >= 0.1;
    }

    /** Whether the two are in base contact or overlap: no more than a hundredth of an inch apart. */
    public static boolean touch(Footprint a, Footprint b) {
        return Shapes.distance(a, b) <= Shapes.TOUCH;
    }

    /**
     * Whether {@code piece} stands before the front of {@code block}: its middle lies on the side of the block's
     * front edge that the block faces.
     */
    public static boolean standsBefore(Footprint piece, Footprint.Block block) {
        List<Point> c = piece.outline();
        double mx = c.stream().mapToDouble(Point::x).average().orElse(0);
        double my = c.stream().mapToDouble(Point::y).average().orElse(0);
        double r = Math.toRadians(block.facing());
        return (mx - block.at().x()) * Math.sin(r) + (my - block.at().y()) * Math.cos(r) > 0;
    }

    /**
     * The ground of {@code pieces} as terrain features of type {@code terrain}, pieces in base contact joined into one
     * with no seam between them, for {@link Sight#between} to look past. Each piece taken alone would be shrunk by a
     * hair at its edge, opening a hair's gap where two meet; joined, only the outside edge is shrunk. A ring of pieces
     * is read by its outside: whatever it encloses screens too.
     */
    public static List<Feature> joined(String terrain, List<Footprint> pieces) {
        if (pieces.isEmpty()) {
            return List.of();
        }
        List<Geometry> grown = pieces.stream().map(p -> Shapes.of(p).buffer(Shapes.TOUCH)).toList();
        Geometry all = Shapes.FACTORY.buildGeometry(grown).union().buffer(-Shapes.TOUCH);
        List<Feature> out = new ArrayList<>();
        for (int i = 0; i < all.getNumGeometries(); i++) {
            Coordinate[] ring = ((Polygon) all.getGeometryN(i)).getExteriorRing().getCoordinates();
            List<Point> corners = new ArrayList<>();
            for (int k = 0; k < ring.length - 1; k++) {
                corners.add(Shapes.point(ring[k]));
            }
            out.add(new Feature(terrain + "-" + (i + 1), terrain, "", corners));
        }
        return out;
    }
}
