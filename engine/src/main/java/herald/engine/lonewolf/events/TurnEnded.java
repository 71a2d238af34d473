package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** The game turn is over; the next one is awaited. */
public record TurnEnded(int turn) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state).withTurn(turn + 1);
    }

    @Override
    public String describe() {
        return "End of turn " + turn + ".";
    }
}
