package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/** A piece stepped one square (MV3: terrain cost, doubled on a diagonal). */
public record PieceMoved(String piece, Square from, Square to, int cost, int mpLeft) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withSquare(to)));
    }

    @Override
    public String describe() {
        return piece + " moves " + from + " to " + to + " (" + cost + " MP, " + mpLeft + " left)";
    }
}
