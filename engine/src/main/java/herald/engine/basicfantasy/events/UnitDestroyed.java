package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/** A unit lost its last figure in game turn {@code turn} (R7) and leaves the table. */
public record UnitDestroyed(String unit, int turn, String cause) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(state.withUnit(state.unitOrThrow(unit).withDestroyed(turn)));
    }

    @Override
    public String describe() {
        return unit + " is destroyed (" + cause + ")";
    }
}
