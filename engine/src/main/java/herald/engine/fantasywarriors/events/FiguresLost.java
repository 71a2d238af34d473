package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.Base;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Unit;

/** A unit lost {@code lost} figures ({@code cause}: "to O1's volley", "in combat with D1"); {@code left} stand. */
public record FiguresLost(String unit, int lost, int left, String cause) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return unit + " loses " + lost + (lost == 1 ? " figure " : " figures ") + cause + ": " + left + " left"
                + (left == 0 ? ", and is gone" : "");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Unit u = state.unitOrThrow(unit);
        if (left == 0) {
            return reported(state.withUnit(u.withFigures(0).withRouted(state.turn())));
        }
        // The block keeps its files while it has the figures for them and its front edge where it was; the rear ranks go.
        Unit fewer = u.withFigures(left).withGround(Base.of(state.profile(u)).ground(left, u.files(), u.ground().at(),
                u.ground().facing()));
        return reported(state.withUnit(fewer));
    }
}
