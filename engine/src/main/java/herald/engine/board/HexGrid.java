package herald.engine.board;

/** The extent of a hex board: {@code width} columns (01..) by {@code height} rows (01..). */
public record HexGrid(int width, int height) {
    public HexGrid {
        if (width < 1 || width > 99 || height < 1 || height > 99) {
            throw new IllegalArgumentException("a hex board is 1..99 columns by 1..99 rows");
        }
    }

    public boolean contains(Hex h) {
        return h.x() >= 0 && h.x() < width && h.y() >= 0 && h.y() < height;
    }

    /** "20 x 15: 0101 to 2015". */
    public String extent() {
        return width + " x " + height + ": 0101 to " + new Hex(width - 1, height - 1);
    }
}
