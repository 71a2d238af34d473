package herald.engine.skirmish.events;

import herald.engine.board.Hex;
import herald.engine.skirmish.SkirmishState;

/** One hex of a move: {@code cost} MP spent entering {@code to}, {@code mpLeft} still to spend. */
public record CharacterMoved(String piece, Hex from, Hex to, int cost, int mpLeft) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withHex(to)));
    }

    @Override
    public String describe() {
        return piece + " moves " + from + " → " + to + " (" + cost + " MP, " + mpLeft + " left)";
    }
}
