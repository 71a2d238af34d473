package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** A piece ordered to fire did not, and why (no longer a legal target, reloading, locked in combat...). */
public record FireHeld(int phase, String piece, String reason,
        String onlyFor) implements LoneWolfEvent, Concealable {

    /** Seen by every side (the piece is not hidden). */
    public FireHeld(int phase, String piece, String reason) {
        this(phase, piece, reason, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public FireHeld seenOnlyBy(String side) {
        return new FireHeld(phase, piece, reason, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " holds its fire: " + reason;
    }
}
