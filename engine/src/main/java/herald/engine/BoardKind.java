package herald.engine;

public enum BoardKind {
    SQUARES("squares"),
    HEXES("hexes"),
    TABLE("table, inches");

    private final String label;

    BoardKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
