package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.List;

/**
 * One unit's blows at one enemy in the combat phase (the core §7), every die of them: the to-hit throw, the kill roll
 * on the weapons v armour chart, the specials check and the saving throws. Both sides strike with what they had when
 * the phase began, so a blow changes nothing by itself: the figures fall together afterwards ({@link FiguresLost}).
 *
 * @param dice how many dice it threw at this enemy and why, as the report prints it
 * @param roll the to-hit dice; {@code need} the face each needed (7: none could)
 * @param killRoll a die for each hit; {@code killNeed} the face each needed
 * @param specialsRoll a die for each kill where the enemy has specials or individuals to fall (a 6 falls on one)
 * @param saveRoll the 2D6 totals of the saving throws, at or under {@code saveNeed} to save; none without a save
 * @param lost the enemy's figures these blows took
 * @param workings the throws as the report prints them
 */
public record BlowsStruck(String unit, String enemy, String dice, List<Integer> roll, int need, int hits,
        List<Integer> killRoll, int killNeed, int kills, List<Integer> specialsRoll, int onSpecials,
        List<Integer> saveRoll, int saveNeed, int lost, String workings) implements FantasyWarriorsEvent {

    public BlowsStruck {
        roll = List.copyOf(roll);
        killRoll = List.copyOf(killRoll);
        specialsRoll = List.copyOf(specialsRoll);
        saveRoll = List.copyOf(saveRoll);
    }

    @Override
    public String describe() {
        return unit + " strikes " + enemy + " with " + dice + ": " + workings + "; " + enemy + " loses " + lost;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state);
    }
}
