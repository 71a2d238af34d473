package herald.engine.basicfantasy;

import herald.engine.RuleEvent;
import herald.engine.basicfantasy.events.BasicFantasyEvent;
import java.util.ArrayList;
import java.util.List;

/** The events of a player turn being resolved, and the state they fold to so far. Local to one resolve(). */
final class TurnLog {
    private BasicFantasyState state;
    private final List<RuleEvent> events = new ArrayList<>();

    TurnLog(BasicFantasyState state) {
        this.state = state;
    }

    void emit(BasicFantasyEvent event) {
        events.add(event);
        state = event.applyTo(state);
    }

    BasicFantasyState state() {
        return state;
    }

    List<RuleEvent> events() {
        return List.copyOf(events);
    }
}
