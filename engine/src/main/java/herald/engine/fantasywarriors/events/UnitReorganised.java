package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/** A disorganised unit spent its move reorganising and is in order again (phase 3, the core §9). */
public record UnitReorganised(String unit) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return unit + " reorganises instead of moving, and is no longer disorganised";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state.withUnit(state.unitOrThrow(unit).withDisorganised(false)));
    }
}
