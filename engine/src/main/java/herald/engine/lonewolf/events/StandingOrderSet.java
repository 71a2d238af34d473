package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Standing;
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
        if (!Standing.forUnit(name)) {
            return reported(state.withPiece(p.withPowers(p.powers().withStanding(name, value))));
        }
        // An order for the whole unit is written on each of its pieces: the latest given wins, any piece reads it.
        LoneWolfState out = state;
        for (var q : state.pieces()) {
            if (q.side().equals(p.side()) && q.unit().equals(p.unit())) {
                out = out.withPiece(q.withPowers(q.powers().withStanding(name, value)));
            }
        }
        return reported(out);
    }

    @Override
    public String describe() {
        return "Standing order: " + piece + " " + name + " " + value + (Standing.forUnit(name) ? " (for its whole unit)" : "");
    }
}
