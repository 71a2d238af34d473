package herald.engine.lonewolf.events;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import herald.engine.board.Facing;
import herald.engine.lonewolf.LoneWolfState;

/**
 * A blinded piece with no friend beside it rolled a D100 for a random direction (H7, LW-EX-20):
 * directions A to H clockwise from straight ahead. It turns, at no MP cost, to {@code facing}
 * (unchanged for A, B and H) and then moves that way.
 */
@JsonIgnoreProperties(value = "roll", allowGetters = true)
public record DirectionRolled(String piece, int directionRoll, String direction, String name, Facing facing, String onlyFor)
        implements LoneWolfEvent, Concealable {

    /** Seen by every side (the piece is not hidden). */
    public DirectionRolled(String piece, int directionRoll, String direction, String name, Facing facing) {
        this(piece, directionRoll, direction, name, facing, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public DirectionRolled seenOnlyBy(String side) {
        return new DirectionRolled(piece, directionRoll, direction, name, facing, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withFacing(facing)));
    }

    @Override
    public String describe() {
        return piece + " is blinded and unled: rolled " + directionRoll + " for direction, " + direction + " (" + name
                + "); it faces " + facing + " and moves that way";
    }

    /** The D100 as every die-decided event names it (read-only in the journal). */
    @JsonProperty("roll")
    public int roll() {
        return directionRoll;
    }
}
