package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * A goblin war chant ended other than by its roll: its warchief left it off (after a 10-13 the player may end it,
 * L557), or it was broken, which has the effect of a 7: every unit shaken, the omens bad for the rest of the battle
 * (L538-541).
 *
 * @param unit the unit that broke it, null when it was left off
 */
public record WarChantStopped(String side, String unit, String cause, boolean broken) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return broken ? "The war chant is broken (" + cause + "), as a score of 7: every goblin unit is shaken and the"
                + " omens are bad for the rest of the battle" : "The war chant ends: " + cause;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(WarChantRaised.effect(state, side, broken ? "shaken-bad-omens" : "peters-out"));
    }
}
