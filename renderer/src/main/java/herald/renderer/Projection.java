package herald.renderer;

import herald.engine.view.Trace;

/**
 * Where a map's own units fall on the page, for what is drawn over any map (the traces): cells of a grid
 * ({@link BoardGeometry}: a place is its cell's centre) or inches of an open table ({@link TableProjection}:
 * a place is exactly where a ruler at the printed scale puts it). Picked by the map's type, never by a ruleset.
 */
interface Projection {

    float pageX(Trace.Place place);

    float pageY(Trace.Place place);

    /** The size marks over the map are drawn to: a cell's box on a grid, about a unit's width on a table. */
    float box();

    /**
     * How far a trace of this kind starts past its first place: on a grid clear of the counter standing there,
     * on a table nothing, since the place is the very point the rules measured from.
     */
    float startGap(Trace.Kind kind);

    /** How far a trace stops short of its last place, for the same reasons. */
    float endGap(Trace.Kind kind);

    /**
     * Where the burst of a trace that told goes, given its target and the page point its line comes from: on
     * the corner of the target's counter on a grid, beside the arrowhead on a table (the target's base carries
     * its id).
     */
    float[] burst(Trace.Place target, float fromX, float fromY);
}
