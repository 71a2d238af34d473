package herald.engine.view;

import herald.engine.BoardKind;
import herald.engine.Side;
import java.util.List;

/**
 * A grid map (squares or hexes) as the renderer draws it. Cells are addressed by (x, y) with x = 0 at the left edge and
 * y = 0 at the bottom edge when {@code originAtBottom}, at the top edge otherwise. For hexes,
 * x is the column and y the row of the offset layout the ruleset documents.
 *
 * @param columnLabels printed along the top and bottom edges, one per column (e.g. "A".."T")
 * @param rowLabels printed along the left and right edges, one per row, index = y (e.g. "1".."16")
 * @param terrain one entry per cell that is not the {@code baseTerrain}
 * @param legend every terrain that appears, with its colour and symbol
 * @param traces what pieces did in the turn shown (moves, fire, attacks); empty on a plain map
 * @param sides the scenario's sides in order, for the key: a counter's {@link CounterView#side} indexes this list
 */
public record BoardView(
        BoardKind kind,
        int columns,
        int rows,
        boolean originAtBottom,
        List<String> columnLabels,
        List<String> rowLabels,
        String baseTerrain,
        List<TerrainCell> terrain,
        List<LegendEntry> legend,
        List<CounterView> counters,
        List<Trace> traces,
        List<Side> sides) implements MapView {

    /** A map without traces. */
    public BoardView(BoardKind kind, int columns, int rows, boolean originAtBottom, List<String> columnLabels,
            List<String> rowLabels, String baseTerrain, List<TerrainCell> terrain, List<LegendEntry> legend,
            List<CounterView> counters) {
        this(kind, columns, rows, originAtBottom, columnLabels, rowLabels, baseTerrain, terrain, legend, counters,
                List.of(), List.of());
    }

    /** A map whose key names no sides. */
    public BoardView(BoardKind kind, int columns, int rows, boolean originAtBottom, List<String> columnLabels,
            List<String> rowLabels, String baseTerrain, List<TerrainCell> terrain, List<LegendEntry> legend,
            List<CounterView> counters, List<Trace> traces) {
        this(kind, columns, rows, originAtBottom, columnLabels, rowLabels, baseTerrain, terrain, legend, counters,
                traces, List.of());
    }

    public BoardView withSides(List<Side> s) {
        return new BoardView(kind, columns, rows, originAtBottom, columnLabels, rowLabels, baseTerrain, terrain, legend,
                counters, traces, s);
    }

    @Override
    public List<String> pieceLabels() {
        return counters.stream().map(CounterView::label).toList();
    }

    @Override
    public BoardView withTraces(List<Trace> t) {
        return new BoardView(kind, columns, rows, originAtBottom, columnLabels, rowLabels, baseTerrain, terrain, legend,
                counters, t, sides);
    }

    public BoardView {
        columnLabels = List.copyOf(columnLabels);
        rowLabels = List.copyOf(rowLabels);
        terrain = List.copyOf(terrain);
        legend = List.copyOf(legend);
        counters = List.copyOf(counters);
        traces = List.copyOf(traces);
        sides = List.copyOf(sides);
    }

    public record TerrainCell(int x, int y, String terrain) {}
}
