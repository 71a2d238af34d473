package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** An ordered shot or attack did not happen, and why (target gone, no longer adjacent, stunned...). */
public record ActionHeld(String piece, String reason) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " does not act: " + reason;
    }
}
