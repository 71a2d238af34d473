package herald.engine.skirmish.events;

import herald.engine.board.Hex;
import herald.engine.skirmish.SkirmishState;

/** A character could not retreat from {@code at}: it stays, and {@code consequence} follows as its own event. */
public record RetreatBlocked(String piece, Hex at, String consequence) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " cannot retreat from " + at + ": it stays and is " + consequence;
    }
}
