package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Unit;

/**
 * The crew serving an engine lost {@code lost} of its members ({@code cause}: "to O1's volley", "in combat with G1"):
 * they are shot at and fight for it (Companion L689). With none left the engine is lost with them.
 */
public record CrewLost(String unit, int lost, int left, String cause) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return unit + "'s crew loses " + lost + (lost == 1 ? " man " : " men ") + cause + ": " + left + " left"
                + (left == 0 ? ", and the engine is lost with them" : "");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Unit u = state.unitOrThrow(unit);
        FantasyWarriorsState s = state.withCompanion(state.companion().withArtillery(state.companion().artillery()
                .withCrew(unit, left)));
        return reported(left == 0 ? s.withUnit(u.withFigures(0).withRouted(state.turn())) : s);
    }
}
