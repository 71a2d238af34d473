package herald.engine.view;

/**
 * How one terrain type looks on the map.
 *
 * @param terrain the key cells use, e.g. "scrub"
 * @param name printed in the legend, e.g. "Scrub (2 MP)"
 * @param colour fill as "#rrggbb"
 * @param symbol one of {@link Symbol}, drawn over the fill so the map reads without colour
 */
public record LegendEntry(String terrain, String name, String colour, Symbol symbol) {

    /** The closed set of map symbols the renderer knows. */
    public enum Symbol {
        NONE, TREE, SCRUB, ROCKS, WAVES, WALL, HATCH, DOTS, HOUSE, DOOR, WINDOW, STAIRS, SLOPE
    }
}
