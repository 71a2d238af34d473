package herald.engine.view;

import java.util.List;

/**
 * What a piece did in a turn, drawn over the map: the path it moved along, a line of fire from the
 * shooter to its target, a charge, a spell, a close-combat attack, or where a piece fell. Places are in the map's own units:
 * cells of a {@link BoardView} (whole numbers), inches of a {@link TableMap}.
 *
 * @param label the piece that acted, e.g. "S4" (several for a combined attack: "A1+A2")
 * @param colour its side's colour "#rrggbb"
 * @param places for MOVE and CHARGE the path, start first; for FIRE, SPELL and ATTACK the actor's place then the target's;
 *     for FELL the one place where the piece was killed or removed (it is gone from the map: the mark is all that shows it)
 * @param hit for FIRE, SPELL and ATTACK whether it told (a hit, a wound, a result against the target); false for a move
 */
public record Trace(Kind kind, String label, String colour, List<Place> places, boolean hit) {

    /**
     * MOVE: an arrow along the path; CHARGE: a heavy arrow along the path; FIRE: a dashed line to the target;
     * SPELL: a dotted line to the target; ATTACK: a short bold arrow with a burst; FELL: a cross where a piece fell.
     */
    public enum Kind { MOVE, FIRE, ATTACK, CHARGE, SPELL, FELL }

    /** A point of the map: a cell's column and row on a grid, inches from the bottom-left corner on a table. */
    public record Place(double x, double y) {}

    public Trace {
        places = List.copyOf(places);
        if (kind == Kind.FELL ? places.size() != 1 : places.size() < 2) {
            throw new IllegalArgumentException(kind == Kind.FELL ? "a piece falls at one place, not " + places
                    : "a trace joins at least two places, not " + places);
        }
    }

    /** This move with one more step, or a new trace when it is not a move. */
    public Trace plus(Place next) {
        List<Place> more = new java.util.ArrayList<>(places);
        more.add(next);
        return new Trace(kind, label, colour, more, hit);
    }

    public Place last() {
        return places.get(places.size() - 1);
    }

    /** Whether this trace is a path the piece travelled (drawn under the lines of fire and attacks). */
    public boolean isPath() {
        return kind == Kind.MOVE || kind == Kind.CHARGE;
    }
}
