package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/** A turn ended and the game goes on: the next turn's orders are due. It adds no line to the report. */
public record TurnEnded(int turn) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return state.withTurn(turn + 1).withPhase("");
    }

    @Override
    public String describe() {
        return "End of turn " + turn;
    }
}
