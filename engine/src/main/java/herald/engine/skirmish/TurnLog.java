package herald.engine.skirmish;

import herald.engine.RuleEvent;
import herald.engine.skirmish.events.SkirmishEvent;
import java.util.ArrayList;
import java.util.List;

/** The events of a player turn being resolved, and the state they fold to so far. Local to one resolve(). */
final class TurnLog {
    private SkirmishState state;
    private final List<RuleEvent> events = new ArrayList<>();

    TurnLog(SkirmishState state) {
        this.state = state;
    }

    void emit(SkirmishEvent event) {
        events.add(event);
        state = event.applyTo(state);
    }

    SkirmishState state() {
        return state;
    }

    List<RuleEvent> events() {
        return List.copyOf(events);
    }
}
