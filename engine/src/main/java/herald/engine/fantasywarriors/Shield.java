package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The shield spell (Companion L1189-1200, L1238-1240): before the enemy rolls to hit, a wizard in base contact with
 * the target unit takes on any number of the incoming volley counters, rolling 1D6 for each; each 4, 5 or 6 takes one
 * away, and the spell costs the total of the dice.
 */
public final class Shield {
    private Shield() {}

    /** The dice, the counters taken away and the power spent. */
    public record Warded(List<Integer> dice, int removed, int cost) {}

    public static Warded raise(int counters, Dice dice, Tables t) {
        List<Integer> rolled = new ArrayList<>();
        for (int i = 0; i < counters; i++) {
            rolled.add(dice.roll(6));
        }
        int removed = (int) rolled.stream().filter(d -> d >= t.number("shield-removes-from")).count();
        return new Warded(rolled, removed, rolled.stream().mapToInt(Integer::intValue).sum());
    }
}
