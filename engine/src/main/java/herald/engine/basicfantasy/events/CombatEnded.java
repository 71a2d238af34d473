package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import java.util.List;

/**
 * The combat between two units is over because {@code destroyed} was destroyed (R15): {@code survivor} is free of it,
 * and still locked with {@code stillLocked} (none: it is free).
 */
public record CombatEnded(String survivor, String destroyed, List<String> stillLocked) implements BasicFantasyEvent {

    public CombatEnded {
        stillLocked = List.copyOf(stillLocked);
    }

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        BasicFantasyState s = state.withUnit(state.unitOrThrow(survivor).withoutLock(destroyed));
        return reported(s.withUnit(s.unitOrThrow(destroyed).withoutLock(survivor)));
    }

    @Override
    public String describe() {
        return "The combat between " + survivor + " and " + destroyed + " is over; " + survivor
                + (stillLocked.isEmpty() ? " is free" : " is still locked with " + String.join(" and ", stillLocked));
    }
}
