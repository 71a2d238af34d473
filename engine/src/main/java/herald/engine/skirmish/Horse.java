package herald.engine.skirmish;

import herald.engine.board.Hex;

/**
 * A riderless horse: its own counter, controlled by nobody. It stands where it was left, fills its
 * hex (one counter a hex) and cannot be attacked or shot at.
 *
 * @param id "H" and the rider's id, e.g. "HA1"
 */
public record Horse(String id, String rider, Hex hex) {}
