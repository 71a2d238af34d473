package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/** A piece placed hidden is put on the board for all to see (L311-317), and why. */
public record PieceRevealed(String piece, Square at, String reason) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withRevealed(piece));
    }

    @Override
    public String describe() {
        return piece + " was hidden and is revealed at " + at + ": " + reason;
    }
}
