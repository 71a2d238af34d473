package herald.engine.skirmish.events;

import herald.engine.board.Hex;
import herald.engine.skirmish.SkirmishState;

/** One hex of a retreat (R1, R2, AR1). */
public record CharacterRetreated(String piece, Hex from, Hex to, String cause) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withHex(to)));
    }

    @Override
    public String describe() {
        return piece + " retreats " + from + " → " + to + " (" + cause + ")";
    }
}
