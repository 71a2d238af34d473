package herald.engine.view;

import java.util.List;

/**
 * What a piece did in a turn, drawn over the map: the path it moved along, a line of fire from the
 * shooter to its target, or a close-combat attack. Cells are map cells as in {@link BoardView}.
 *
 * @param label the piece that acted, e.g. "S4" (several for a combined attack: "A1+A2")
 * @param colour its side's colour "#rrggbb"
 * @param cells for MOVE the path, start first; for FIRE and ATTACK the actor's cell then the target's
 * @param hit for FIRE and ATTACK whether it told (a hit, a wound, a result against the target); false for MOVE
 */
public record Trace(Kind kind, String label, String colour, List<Cell> cells, boolean hit) {

    /** MOVE: an arrow along the path; FIRE: a dashed line to the target; ATTACK: a short bold arrow with a burst. */
    public enum Kind { MOVE, FIRE, ATTACK }

    public record Cell(int x, int y) {}

    public Trace {
        cells = List.copyOf(cells);
        if (cells.size() < 2) {
            throw new IllegalArgumentException("a trace joins at least two cells, not " + cells);
        }
    }

    /** This move with one more step, or a new trace when it is not a move. */
    public Trace plus(Cell next) {
        List<Cell> more = new java.util.ArrayList<>(cells);
        more.add(next);
        return new Trace(kind, label, colour, more, hit);
    }

    public Cell last() {
        return cells.get(cells.size() - 1);
    }
}
