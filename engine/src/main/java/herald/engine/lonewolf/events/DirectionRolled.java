package herald.engine.lonewolf.events;

import herald.engine.board.Facing;
import herald.engine.lonewolf.LoneWolfState;

/**
 * A blinded piece with no friend beside it rolled a D100 for a random direction (H7, LW-EX-20):
 * directions A to H clockwise from straight ahead. It turns, at no MP cost, to {@code facing}
 * (unchanged for A, B and H) and then moves that way.
 */
public record DirectionRolled(String piece, int directionRoll, String direction, String name, Facing facing)
        implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withFacing(facing)));
    }

    @Override
    public String describe() {
        return piece + " is blinded and unled: rolled " + directionRoll + " for direction, " + direction + " (" + name
                + "); it faces " + facing + " and moves that way";
    }
}
