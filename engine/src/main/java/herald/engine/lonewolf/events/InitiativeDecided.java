package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** The higher initiative roll makes that side red for this turn: it fires, moves and fights first. */
public record InitiativeDecided(String red, String redName, String blue, String blueName) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withInitiative(red, blue));
    }

    @Override
    public String describe() {
        return redName + " have the initiative: red this turn, acting first; " + blueName + " are blue.";
    }
}
