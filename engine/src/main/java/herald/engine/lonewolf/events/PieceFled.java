package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/** A retiring or routing piece moved off the board from {@code from} and is lost for good (M6, M7). */
public record PieceFled(String piece, Square from, String cause,
        String onlyFor) implements LoneWolfEvent, Concealable {

    /** Seen by every side (the piece is not hidden). */
    public PieceFled(String piece, Square from, String cause) {
        this(piece, from, cause, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public PieceFled seenOnlyBy(String side) {
        return new PieceFled(piece, from, cause, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withRemoved(state.turn(), cause)));
    }

    @Override
    public String describe() {
        return piece + " flees off the board from " + from + " and is lost (" + cause + ")";
    }
}
