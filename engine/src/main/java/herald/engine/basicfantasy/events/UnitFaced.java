package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.table.Bearing;

/** A unit turned on its front centre (free: the rulebook sets no cost on turning). */
public record UnitFaced(String unit, double from, double to) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        var u = state.unitOrThrow(unit);
        return reported(state.withUnit(u.withPlace(u.at(), to)));
    }

    @Override
    public String describe() {
        return unit + " turns from " + Bearing.show(from) + " to face " + Bearing.show(to);
    }
}
