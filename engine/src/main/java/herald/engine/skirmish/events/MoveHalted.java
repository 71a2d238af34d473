package herald.engine.skirmish.events;

import herald.engine.board.Hex;
import herald.engine.skirmish.SkirmishState;

/** A move stopped short of its last ordered step, and why. */
public record MoveHalted(String piece, Hex at, String reason) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " halts at " + at + ": " + reason;
    }
}
