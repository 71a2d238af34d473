package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** A rank-and-file piece was hit and is removed at once (F9, C4). */
public record PieceRemoved(String piece, String cause) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withRemoved(state.turn(), cause)));
    }

    @Override
    public String describe() {
        return piece + " is slain and removed (" + cause + ")";
    }
}
