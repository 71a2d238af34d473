package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * Summoning and controlling a fiend (Companion L1250-1290): the wizard rolls 2D6 to summon it (as many dice as he
 * likes to control it), pays their total whatever happens, and succeeds on more than 6.
 */
public final class SummonFiend {
    private SummonFiend() {}

    /** The dice, whether they were enough, and what they cost. */
    public record Casting(List<Integer> dice, boolean success, int cost) {}

    /** The summoning, at the start of the wizard's own movement: 2D6. */
    public static Casting summon(Dice dice, Tables t) {
        return cast(2, dice, t);
    }

    /** Keeping control in a later movement phase: as many dice as the wizard chooses. */
    public static Casting control(int dice, Dice rolled, Tables t) {
        return cast(dice, rolled, t);
    }

    private static Casting cast(int n, Dice dice, Tables t) {
        List<Integer> rolled = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rolled.add(dice.roll(6));
        }
        int total = rolled.stream().mapToInt(Integer::intValue).sum();
        return new Casting(rolled, total > t.number("fiend-succeeds-above"), total);
    }
}
