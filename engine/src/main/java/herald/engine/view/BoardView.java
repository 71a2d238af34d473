package herald.engine.view;

import herald.engine.BoardKind;
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
        List<Trace> traces) implements MapView {

    /** A map without traces. */
    public BoardView(BoardKind kind, int columns, int rows, boolean originAtBottom, List<String> columnLabels,
            List<String> rowLabels, String baseTerrain, List<TerrainCell> terrain, List<LegendEntry> legend,
            List<CounterView> counters) {
        this(kind, columns, rows, originAtBottom, columnLabels, rowLabels, baseTerrain, terrain, legend, counters,
                List.of());
    }

    @Override
    public List<String> pieceLabels() {
        return counters.stream().map(CounterView::label).toList();
    }

    @Override
    public BoardView withTraces(List<Trace> t) {
        return new BoardView(kind, columns, rows, originAtBottom, columnLabels, rowLabels, baseTerrain, terrain, legend,
                counters, t);
    }

    public BoardView {
        columnLabels = List.copyOf(columnLabels);
        rowLabels = List.copyOf(rowLabels);
        terrain = List.copyOf(terrain);
        legend = List.copyOf(legend);
        counters = List.copyOf(counters);
        traces = List.copyOf(traces);
    }

    public record TerrainCell(int x, int y, String terrain) {}
}
