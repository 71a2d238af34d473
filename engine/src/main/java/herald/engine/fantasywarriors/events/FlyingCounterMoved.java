package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * A flying counter was placed next to a flyer ({@code up}) or taken away, before it moved (Companion L304-307): from
 * now it is airborne, or on the ground.
 */
public record FlyingCounterMoved(String piece, boolean up) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return up ? piece + " takes to the air (flying counter placed)" : piece + " comes down to the ground (flying"
                + " counter taken away)";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state.withCompanion(state.companion().withMercenariesAndTricks(
                state.companion().mercenariesAndTricks().withAirborne(piece, up))));
    }
}
