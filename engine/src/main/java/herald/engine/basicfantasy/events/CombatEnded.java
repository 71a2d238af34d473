package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/** The combat between two units is over because {@code destroyed} was destroyed (R15): {@code survivor} is free of it. */
public record CombatEnded(String survivor, String destroyed) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        BasicFantasyState s = state.withUnit(state.unitOrThrow(survivor).withoutLock(destroyed));
        s = s.withUnit(s.unitOrThrow(destroyed).withoutLock(survivor));
        var left = s.unitOrThrow(survivor).lockedWith();
        return s.withReportLine(describe() + (left.isEmpty() ? "; " + survivor + " is free"
                : "; " + survivor + " is still locked with " + String.join(" and ", left)));
    }

    @Override
    public String describe() {
        return "The combat between " + survivor + " and " + destroyed + " is over";
    }
}
