package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/** A piece stopped before finishing its ordered move, or could not move at all, and why. */
public record MoveHalted(String piece, Square at, String reason,
        String onlyFor) implements LoneWolfEvent, Concealable {

    /** Seen by every side (the piece is not hidden). */
    public MoveHalted(String piece, Square at, String reason) {
        this(piece, at, reason, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public MoveHalted seenOnlyBy(String side) {
        return new MoveHalted(piece, at, reason, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " halts at " + at + ": " + reason;
    }
}
