package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/**
 * The higher initiative roll makes that side red for this turn: it fires, moves and fights first. "Red" and "blue"
 * are the rulebook's words for the sides' turn order, not their counter colours (the first side's counters are red on
 * every turn), so the report names the sides and gives the rulebook's word once, beside the name.
 */
public record InitiativeDecided(String red, String redName, String blue, String blueName) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withInitiative(red, blue));
    }

    @Override
    public String describe() {
        return redName + " have the initiative and act first this turn (the rulebook's \"red\" side); " + blueName
                + " act second (\"blue\").";
    }
}
