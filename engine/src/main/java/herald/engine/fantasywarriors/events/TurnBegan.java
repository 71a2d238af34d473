package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/** A battle turn began, the time dial at {@code period} (1-6 day, 7-12 night). */
public record TurnBegan(int turn, int period) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return "Battle turn " + turn + (period > 6 ? ", by night" : ", by day") + " (the time dial at " + period + ")";
    }

    @Override
    public boolean heading() {
        return true;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return state.withTurn(turn, period);
    }
}
