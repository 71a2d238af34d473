package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** A piece made no attack in the combat phase although ordered or adjacent, and why. */
public record AttackHeld(String piece, String reason,
        String onlyFor) implements LoneWolfEvent, Concealable {

    /** Seen by every side (the piece is not hidden). */
    public AttackHeld(String piece, String reason) {
        this(piece, reason, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public AttackHeld seenOnlyBy(String side) {
        return new AttackHeld(piece, reason, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " makes no attack: " + reason;
    }
}
