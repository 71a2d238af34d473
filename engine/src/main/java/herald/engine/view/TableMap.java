package herald.engine.view;

import herald.engine.Side;
import java.util.List;

/**
 * An open table as the renderer draws it, in inches from the bottom-left corner (x to the right, y up the
 * table), so that a ruler on the printed map measures what the rules measured.
 *
 * @param width the table's width, inches along x
 * @param depth the table's depth, inches along y
 * @param reference which point of a piece its coordinates name, as a noun phrase the map's key completes
 *     ("Coordinates … name " + reference), e.g. "the centre of a unit's front edge"
 * @param terrain the terrain features, drawn in order (later ones over earlier)
 * @param legend every terrain that appears, with its colour and symbol
 * @param pieces every piece the recipient may see
 * @param traces what pieces did in the turn shown, as polylines in inches
 * @param sides the scenario's sides in order, for the key: a stand's {@link Stand#side} indexes this list
 */
public record TableMap(double width, double depth, String reference, List<Region> terrain, List<LegendEntry> legend,
        List<Stand> pieces, List<Trace> traces, List<Side> sides) implements MapView {

    /** A table whose key names no sides. */
    public TableMap(double width, double depth, String reference, List<Region> terrain, List<LegendEntry> legend,
            List<Stand> pieces, List<Trace> traces) {
        this(width, depth, reference, terrain, legend, pieces, traces, List.of());
    }

    public TableMap {
        terrain = List.copyOf(terrain);
        legend = List.copyOf(legend);
        pieces = List.copyOf(pieces);
        traces = List.copyOf(traces);
        sides = List.copyOf(sides);
    }

    @Override
    public TableMap withTraces(List<Trace> t) {
        return new TableMap(width, depth, reference, terrain, legend, pieces, t, sides);
    }

    public TableMap withSides(List<Side> s) {
        return new TableMap(width, depth, reference, terrain, legend, pieces, traces, s);
    }

    @Override
    public List<String> pieceLabels() {
        return pieces.stream().map(Stand::label).toList();
    }

    /**
     * A terrain feature: a polygon, not closed (the last point joins the first).
     *
     * @param terrain the legend key, e.g. "wood"
     * @param name printed beside it on the map when there is room, e.g. "Mirkwood"; "" for none
     */
    public record Region(String terrain, String name, List<Trace.Place> outline) {
        public Region {
            outline = List.copyOf(outline);
            if (outline.size() < 3) {
                throw new IllegalArgumentException("a region needs at least three corners, not " + outline);
            }
        }
    }

    /**
     * Where a piece stands: the outline of its bases (a rectangle for a block, a many-sided polygon for a round
     * base), the point its coordinates name, and its facing.
     *
     * @param label the piece id printed on it, e.g. "U1"
     * @param colour its side's colour "#rrggbb"
     * @param outline the footprint's corners in inches, in order
     * @param at the point the piece's coordinates name (see {@link TableMap#reference})
     * @param facingDegrees the bearing it faces, 0 = up the table, clockwise; null for a piece without a front
     * @param marker a short state mark ("L" locked in combat, "2W" wounds on its front figure), or ""
     * @param side the side's place in the scenario's list of sides (0 for the first), which picks the base's pattern
     *     so that sides differ on a black-and-white print as well as in colour
     * @param struck drawn struck through, as a player lays a figure on its side: knocked down, not out
     */
    public record Stand(String label, String colour, List<Trace.Place> outline, Trace.Place at, Double facingDegrees,
            String marker, int side, boolean struck) {
        public Stand {
            outline = List.copyOf(outline);
        }

        /** A stand standing as it should (not struck through). */
        public Stand(String label, String colour, List<Trace.Place> outline, Trace.Place at, Double facingDegrees,
                String marker, int side) {
            this(label, colour, outline, at, facingDegrees, marker, side, false);
        }

        /** A stand of the first side (the pattern of side 0). */
        public Stand(String label, String colour, List<Trace.Place> outline, Trace.Place at, Double facingDegrees,
                String marker) {
            this(label, colour, outline, at, facingDegrees, marker, 0);
        }
    }
}
