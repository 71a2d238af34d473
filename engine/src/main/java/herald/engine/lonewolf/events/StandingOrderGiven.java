package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/**
 * A player set one of his hero's standing orders (Secret Parry, Brutality): it stands, on the hero's record sheet,
 * until changed. Read as the turn begins, before any die; only that player reads it.
 */
public record StandingOrderGiven(String piece, String side, String name, String value) implements LoneWolfEvent {

    @Override
    public java.util.Set<String> visibleTo() {
        return java.util.Set.of(side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var p = state.pieceOrThrow(piece);
        return reported(state.withPiece(p.withPowers(p.powers().withStanding(name, value))));
    }

    @Override
    public String describe() {
        return piece + "'s standing order: " + name + " " + value;
    }
}
