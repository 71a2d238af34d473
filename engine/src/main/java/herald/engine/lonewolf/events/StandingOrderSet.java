package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import java.util.Set;

/**
 * A STANDING order was given: {@code name} is {@code value} for the piece from now on (until changed), written on its
 * record sheet. Only its own side reads it.
 */
public record StandingOrderSet(String piece, String name, String value, String side) implements LoneWolfEvent {

    @Override
    public Set<String> visibleTo() {
        return Set.of(side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var p = state.pieceOrThrow(piece);
        return reported(state.withPiece(p.withPowers(p.powers().withStanding(name, value))));
    }

    @Override
    public String describe() {
        return "Standing order: " + piece + " " + name + " " + value;
    }
}
