package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * A unit as the base game's tests see it: its reaction (blood lust, shaken), firewater, quality, and the specials and
 * hero with it. Every test starts from these (the core §4, §7, §8; firewater +1 in each, Companion L277).
 */
public record Standing(boolean bloodLust, boolean shaken, boolean firewater, Quality quality, boolean leader,
        boolean standard, boolean hero) {

    /** An average unit with a leader and nothing else about it. */
    public static Standing plain() {
        return new Standing(false, false, false, Quality.AVERAGE, true, false, false);
    }

    public Standing withQuality(Quality q) {
        return new Standing(bloodLust, shaken, firewater, q, leader, standard, hero);
    }

    public Standing withBloodLust(boolean b) {
        return new Standing(b, shaken, firewater, quality, leader, standard, hero);
    }

    public Standing withShaken(boolean s) {
        return new Standing(bloodLust, s, firewater, quality, leader, standard, hero);
    }

    public Standing withFirewater(boolean f) {
        return new Standing(bloodLust, shaken, f, quality, leader, standard, hero);
    }

    /** The modifiers of its state and quality, the same in the threat, casualty and combat tests. */
    List<Modifier> modifiers(Tables core, Dice dice) {
        List<Modifier> m = new ArrayList<>();
        if (bloodLust) {
            m.add(new Modifier("blood lust", core.modifier("state", "blood-lust")));
        }
        if (shaken) {
            m.add(new Modifier("shaken", core.modifier("state", "shaken")));
        }
        if (firewater) {
            m.add(new Modifier("firewater", core.modifier("state", "firewater")));
        }
        Modifier q = quality.modifier(dice);
        if (q.value() != 0) {
            m.add(q);
        }
        return m;
    }
}
