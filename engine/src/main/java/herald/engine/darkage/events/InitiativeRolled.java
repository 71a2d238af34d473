package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/**
 * One side's initiative roll (3.1): 1D10 + its leader's Leadership. Round 1 is every side's; a later round is a
 * re-roll among the sides tied in the round before. No number is to be met: the highest acts first.
 */
public record InitiativeRolled(String side, String leader, int leadership, int roll, int total, int round)
        implements DarkAgeEvent {

    @Override
    public String describe() {
        return (round > 1 ? "re-roll: " : "") + side + " (" + leader + "): d10 " + roll + " +Leadership " + leadership
                + " = " + total;
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state);
    }
}
