package herald.engine.view;

import java.util.List;

/**
 * How one terrain type looks on the map.
 *
 * @param terrain the key cells use, e.g. "scrub"
 * @param name printed in the legend, e.g. "Scrub (2 MP)"
 * @param colour fill as "#rrggbb"
 * @param symbol one of {@link Symbol}, drawn over the fill so the map reads without colour
 * @param costs what entering it costs each kind of piece, when kinds differ ("Drakkarim": "3", "Human": "2"); the
 *     legend prints the entries that have costs as one table, its columns named by the first such entry's
 *     {@link Cost#who}, so every entry with costs lists the same kinds in the same order; empty for none
 */
public record LegendEntry(String terrain, String name, String colour, Symbol symbol, List<Cost> costs) {

    public LegendEntry {
        costs = List.copyOf(costs);
    }

    /** An entry whose name says all there is (no table of costs). */
    public LegendEntry(String terrain, String name, String colour, Symbol symbol) {
        this(terrain, name, colour, symbol, List.of());
    }

    /** A movement cost for one kind of piece: {@code cost} as printed, e.g. "2", or "–" for impassable. */
    public record Cost(String who, String cost) {}

    /** The closed set of map symbols the renderer knows. */
    public enum Symbol {
        NONE, TREE, SCRUB, ROCKS, WAVES, WALL, HATCH, DOTS, HOUSE, DOOR, WINDOW, STAIRS, SLOPE
    }
}
