package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** One side's initiative die (1D10); ties are rolled again, each roll its own event. */
public record InitiativeRolled(String side, String sideName, int roll) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return sideName + " roll " + roll + " for initiative.";
    }
}
