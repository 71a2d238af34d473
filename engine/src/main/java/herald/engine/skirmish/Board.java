package herald.engine.skirmish;

import herald.engine.board.Hex;
import herald.engine.board.HexGrid;
import java.util.List;

/** The map: a hex grid and the terrain key of every hex, row by row from the top (index y * width + x). */
public record Board(HexGrid grid, List<String> cells) {
    public Board {
        cells = List.copyOf(cells);
        if (cells.size() != grid.width() * grid.height()) {
            throw new IllegalArgumentException("a " + grid.extent() + " board needs " + grid.width() * grid.height() + " cells");
        }
    }

    public boolean contains(Hex h) {
        return grid.contains(h);
    }

    /** The terrain key of a hex on the board. */
    public String terrain(Hex h) {
        return cells.get(h.y() * grid.width() + h.x());
    }

    public int width() {
        return grid.width();
    }

    public int height() {
        return grid.height();
    }
}
