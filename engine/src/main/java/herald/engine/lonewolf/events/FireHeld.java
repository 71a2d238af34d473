package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** A piece ordered to fire did not, and why (no longer a legal target, reloading, locked in combat...). */
public record FireHeld(int phase, String piece, String reason) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " holds its fire: " + reason;
    }
}
