package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** A piece made no attack in the combat phase although ordered or adjacent, and why. */
public record AttackHeld(String piece, String reason) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " makes no attack: " + reason;
    }
}
