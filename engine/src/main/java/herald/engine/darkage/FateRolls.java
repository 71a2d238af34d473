package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.darkage.events.FateRolled;
import java.util.ArrayList;
import java.util.List;

/**
 * Fate rolls (3.5): each time a figure is hit it rolls 1D10 + the attacking weapon's Fate modifier (+ poison's −2,
 * W5) against its Fate. Greater: OK; equal: knocked down; less: out of the game. A natural 1 always fails, a natural
 * 10 always succeeds (FT2), whatever the modifiers.
 */
public final class FateRolls {
    private FateRolls() {}

    /** The Fate roll of {@code figure}, hit by {@code weapon}; poison only on a weapon that takes it (the caller checks). */
    public static FateRolled onHit(String figure, int fate, String weapon, int weaponFate, boolean poisoned, Dice dice) {
        return resolve(figure, fate, modifiers(weapon, weaponFate, poisoned), dice.roll(10));
    }

    static List<Modifier> modifiers(String weapon, int weaponFate, boolean poisoned) {
        List<Modifier> ms = new ArrayList<>();
        ms.add(new Modifier(weaponFate, weapon));
        if (poisoned) {
            ms.add(new Modifier(Data.sheet().fate().poison(), "poison"));
        }
        return ms;
    }

    /** The roll judged: {@code roll} is the natural die. */
    public static FateRolled resolve(String figure, int fate, List<Modifier> modifiers, int roll) {
        int total = roll + Modifier.sum(modifiers);
        FateRolled.Result result;
        if (roll == 1) {
            result = FateRolled.Result.OUT;
        } else if (roll == 10 || total > fate) {
            result = FateRolled.Result.OK;
        } else {
            result = total == fate ? FateRolled.Result.KNOCKED_DOWN : FateRolled.Result.OUT;
        }
        return new FateRolled(figure, roll, modifiers, total, fate, fate + 1, result, null);
    }
}
