package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/** A retiring or routing piece moved off the board from {@code from} and is lost for good (M6, M7). */
public record PieceFled(String piece, Square from, String cause) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withRemoved(state.turn(), cause)));
    }

    @Override
    public String describe() {
        return piece + " flees off the board from " + from + " and is lost (" + cause + ")";
    }
}
