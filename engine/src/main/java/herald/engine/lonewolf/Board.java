package herald.engine.lonewolf;

import herald.engine.board.Grid;
import herald.engine.board.Square;
import java.util.List;

/** The terrain of every square; {@code cells} holds row y = 0 (the bottom) first, left to right. */
public record Board(Grid grid, List<Terrain> cells) {
    public Board {
        cells = List.copyOf(cells);
        if (cells.size() != grid.width() * grid.height()) {
            throw new IllegalArgumentException("a " + grid.extent() + " board has " + grid.width() * grid.height() + " squares");
        }
    }

    public Terrain terrain(Square s) {
        if (!grid.contains(s)) {
            throw new IllegalArgumentException(s + " is off the board");
        }
        return cells.get(s.y() * grid.width() + s.x());
    }

    public boolean contains(Square s) {
        return grid.contains(s);
    }

    public int width() {
        return grid.width();
    }

    public int height() {
        return grid.height();
    }
}
