package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/** A piece stepped one square (MV3: terrain cost, doubled on a diagonal). */
public record PieceMoved(String piece, Square from, Square to, int cost, int mpLeft,
        String onlyFor) implements LoneWolfEvent, Concealable {

    /** Seen by every side (the piece is not hidden). */
    public PieceMoved(String piece, Square from, Square to, int cost, int mpLeft) {
        this(piece, from, to, cost, mpLeft, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public PieceMoved seenOnlyBy(String side) {
        return new PieceMoved(piece, from, to, cost, mpLeft, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withSquare(to)));
    }

    @Override
    public String describe() {
        return piece + " moves " + from + " to " + to + " (" + cost + " MP, " + mpLeft + " left)";
    }
}
