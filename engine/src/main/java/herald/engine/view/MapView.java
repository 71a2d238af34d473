package herald.engine.view;

import java.util.List;

/**
 * A map as the renderer draws it: a grid of cells ({@link BoardView}) or an open table measured in inches
 * ({@link TableMap}). The renderer picks its drawing by the map's type, never by the ruleset.
 */
public sealed interface MapView permits BoardView, TableMap {

    /** What pieces did in the turn shown; empty on a plain map. */
    List<Trace> traces();

    MapView withTraces(List<Trace> traces);

    /** The ids printed on the pieces, in drawing order. */
    List<String> pieceLabels();
}
