package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/** A piece stopped before finishing its ordered move, or could not move at all, and why. */
public record MoveHalted(String piece, Square at, String reason) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " halts at " + at + ": " + reason;
    }
}
