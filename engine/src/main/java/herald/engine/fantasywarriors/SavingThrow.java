package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * Saving throws: 2D6 against the figure's save value, passing on a total at or under it (the base game's procedure
 * is not in any text Herald has; this is the reading under which the Companion's poisoned-arrow example, L247-249,
 * comes out as printed: the README). Each poisoned counter in the volley lowers the value by one (L291). A creature of
 * one figure makes them all, as the example does, and dies if any fails.
 */
public final class SavingThrow {
    private SavingThrow() {}

    /** The throws made, in order, and whether the figure lived through them all. */
    public record Saves(int value, List<Integer> totals, boolean survived) {}

    /** {@code kills} saves at {@code value}, less one per poisoned counter. */
    public static Saves against(int kills, int value, int poisonedCounters, Dice dice) {
        int needed = value - poisonedCounters;
        List<Integer> totals = new ArrayList<>();
        for (int i = 0; i < kills; i++) {
            totals.add(dice.roll(6) + dice.roll(6));
        }
        return new Saves(needed, totals, totals.stream().allMatch(total -> total <= needed));
    }
}
