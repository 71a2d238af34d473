package herald.engine.lonewolf;

import herald.engine.RuleEvent;
import herald.engine.lonewolf.events.LoneWolfEvent;
import java.util.ArrayList;
import java.util.List;

/** The events of a turn being resolved, and the state they fold to so far. Local to one resolve(). */
final class TurnLog {
    private final LoneWolfState start;
    private LoneWolfState state;
    private final List<RuleEvent> events = new ArrayList<>();

    TurnLog(LoneWolfState state) {
        this.start = state;
        this.state = state;
    }

    /** The state before this turn's first event. */
    LoneWolfState start() {
        return start;
    }

    void emit(LoneWolfEvent event) {
        events.add(event);
        state = event.applyTo(state);
    }

    LoneWolfState state() {
        return state;
    }

    List<RuleEvent> events() {
        return List.copyOf(events);
    }
}
