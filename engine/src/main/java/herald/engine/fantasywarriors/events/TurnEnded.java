package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * The battle turn is over: the next one's orders are due, the time dial one period on. The report of the turn just
 * played stays, for the mails that tell it; the next turn's first event opens a new one.
 */
public record TurnEnded(int next, int period) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return "End of the battle turn.";
    }

    @Override
    public boolean heading() {
        return true;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return state.withClock(next, period);
    }
}
