package herald.engine.lonewolf;

import herald.engine.board.Grid;
import herald.engine.board.Square;
import java.util.Collections;
import java.util.List;

/**
 * The terrain and ground level of every square; {@code cells} and {@code levels} hold row y = 0 (the
 * bottom) first, left to right. Level 0 is the plain; an odd level is a slope, an even one above 0 a
 * hilltop plateau (CV3).
 */
public record Board(Grid grid, List<Terrain> cells, List<Integer> levels) {
    public Board {
        cells = List.copyOf(cells);
        levels = List.copyOf(levels);
        if (cells.size() != grid.width() * grid.height() || levels.size() != cells.size()) {
            throw new IllegalArgumentException("a " + grid.extent() + " board has " + grid.width() * grid.height() + " squares");
        }
    }

    /** A board on the flat. */
    public Board(Grid grid, List<Terrain> cells) {
        this(grid, cells, Collections.nCopies(cells.size(), 0));
    }

    public int level(Square s) {
        if (!grid.contains(s)) {
            throw new IllegalArgumentException(s + " is off the board");
        }
        return levels.get(s.y() * grid.width() + s.x());
    }

    public boolean isSlope(Square s) {
        return level(s) % 2 == 1;
    }

    public boolean isHilltop(Square s) {
        return level(s) > 0 && level(s) % 2 == 0;
    }

    /** A slope square that meets higher ground only at a corner: the outside corner of a hill (CV3). */
    public boolean isExteriorCorner(Square s) {
        if (!isSlope(s)) {
            return false;
        }
        boolean diagonalHigher = false;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                Square n = new Square(s.x() + dx, s.y() + dy);
                if ((dx != 0 || dy != 0) && grid.contains(n) && level(n) > level(s)) {
                    if (dx == 0 || dy == 0) {
                        return false;
                    }
                    diagonalHigher = true;
                }
            }
        }
        return diagonalHigher;
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
