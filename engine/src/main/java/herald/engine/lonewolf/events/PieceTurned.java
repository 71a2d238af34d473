package herald.engine.lonewolf.events;

import herald.engine.board.Facing;
import herald.engine.lonewolf.LoneWolfState;

/** A piece turned to a new facing (MV4: 1 MP). */
public record PieceTurned(String piece, Facing from, Facing to, int cost, int mpLeft) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withFacing(to)));
    }

    @Override
    public String describe() {
        return piece + " turns from " + from + " to face " + to + " (" + cost + " MP, " + mpLeft + " left)";
    }
}
