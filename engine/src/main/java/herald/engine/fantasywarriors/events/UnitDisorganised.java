package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/** A unit became disorganised (the core §9): {@code cause} says why, for the report. */
public record UnitDisorganised(String unit, String cause) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return unit + " is disorganised: " + cause;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state.withUnit(state.unitOrThrow(unit).withDisorganised(true)));
    }
}
