package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/** A game turn began: moves and blessings of the last are spent, and the report starts afresh. */
public record TurnBegan(int turn) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return state.withTurn(turn).withNewReport("Turn " + turn + ": initiative");
    }

    @Override
    public boolean heading() {
        return true;
    }

    @Override
    public String describe() {
        return "Turn " + turn + ": initiative";
    }
}
