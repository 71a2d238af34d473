package herald.engine.basicfantasy;

import herald.engine.Dice;
import herald.engine.basicfantasy.events.WoundRoll;
import java.util.ArrayList;
import java.util.List;

/**
 * The wound test (R6 against armour for shots and spells, R12 against resilience in close combat) and where its
 * wounds go (R7). Strength against the target's value: 3 or more below fails without a roll, 1 or 2 below needs 5+,
 * equal 4+, 1 or 2 above 3+, 3 or more above passes without a roll.
 */
final class WoundTable {
    /** The need of an automatic pass and of an automatic fail: no D6 shows less than 1 or more than 6. */
    static final int AUTO_PASS = 1;
    static final int AUTO_FAIL = 7;

    private WoundTable() {}

    static int need(int strength, int value) {
        int diff = strength - value;
        if (diff <= -3) {
            return AUTO_FAIL;
        }
        if (diff < 0) {
            return 5;
        }
        if (diff == 0) {
            return 4;
        }
        return diff <= 2 ? 3 : AUTO_PASS;
    }

    /** One test for each of {@code hits}; no die is rolled for an automatic result. */
    static WoundRoll roll(int hits, int strength, String versus, int value, Dice dice) {
        int need = need(strength, value);
        if (need == AUTO_PASS || need == AUTO_FAIL) {
            return new WoundRoll(strength, versus, value, need, List.of(), need == AUTO_PASS ? hits : 0);
        }
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < hits; i++) {
            rolls.add(dice.roll(6));
        }
        return new WoundRoll(strength, versus, value, need, rolls, (int) rolls.stream().filter(r -> r >= need).count());
    }

    /** Where wounds go (R7): figures removed, and the wounds left on the new front figure. */
    record Casualties(int removed, int frontWounds) {}

    /**
     * The wounds go to the front figure until its wounds are used up and it is removed, then to the next; what is
     * left over carries on. A unit with no figures left has no front figure to carry wounds.
     */
    static Casualties allocate(Unit target, int woundsEach, int wounds) {
        int total = target.frontWounds() + wounds;
        int removed = Math.min(target.figures(), total / woundsEach);
        return new Casualties(removed, removed == target.figures() ? 0 : total - removed * woundsEach);
    }
}
