package herald.engine.board;

/** The extent of a square board: {@code width} columns (A..) by {@code height} rows (1..). */
public record Grid(int width, int height) {
    public Grid {
        if (width < 1 || width > Square.MAX_COLUMNS || height < 1) {
            throw new IllegalArgumentException("a square board is 1..26 columns wide and at least 1 row high");
        }
    }

    public boolean contains(Square s) {
        return s.x() >= 0 && s.x() < width && s.y() >= 0 && s.y() < height;
    }

    /** "20 x 16: A1 to T16". */
    public String extent() {
        return width + " x " + height + ": A1 to " + new Square(width - 1, height - 1);
    }
}
