package herald.engine.lonewolf;

import herald.engine.RuleEvent;
import herald.engine.lonewolf.events.Concealable;
import herald.engine.lonewolf.events.LoneWolfEvent;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceRevealed;
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

    /**
     * Records {@code event}, keeping hidden pieces hidden (L311-317): a hidden piece that opens fire
     * is revealed first; an event naming a hidden piece is readable by its side only; afterwards every
     * hidden piece now in the open or in an enemy's sight is revealed.
     */
    void emit(LoneWolfEvent event) {
        if (state.hidden().isEmpty()) {
            record(event);
            return;
        }
        if (event instanceof PieceFired f && state.hidden(f.firer())) {
            record(new PieceRevealed(f.firer(), state.pieceOrThrow(f.firer()).square(), "it opens fire"));
        }
        String owner = event instanceof Concealable c ? c.hiddenOwner(state) : null;
        record(owner == null ? event : ((Concealable) event).seenOnlyBy(owner));
        Concealment.sweep(this);
    }

    /** Records {@code event} as it is. */
    void record(LoneWolfEvent event) {
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
