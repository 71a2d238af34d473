package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** A rank-and-file piece was hit and is removed at once (F9, C4). */
public record PieceRemoved(String piece, String cause,
        String onlyFor) implements LoneWolfEvent, Concealable {

    /** Seen by every side (the piece is not hidden). */
    public PieceRemoved(String piece, String cause) {
        this(piece, cause, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public PieceRemoved seenOnlyBy(String side) {
        return new PieceRemoved(piece, cause, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withRemoved(state.turn(), cause)));
    }

    @Override
    public String describe() {
        return piece + " is slain and removed (" + cause + ")";
    }
}
