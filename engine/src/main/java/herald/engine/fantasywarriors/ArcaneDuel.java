package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The arcane duel (Companion L1202-1246, L1263): each wizard commits power face down and rolls a die for each 5 full
 * points of it; the higher total wins by the difference. Fought to the death, the loser makes that many saving throws
 * and dies on any failure; the winner takes the points the loser committed. A tie is a stalemate.
 */
public final class ArcaneDuel {
    private ArcaneDuel() {}

    /** Each wizard's dice, and the margin: positive when the attacker won, negative when the target did, 0 a tie. */
    public record Bout(List<Integer> attacker, List<Integer> target, int margin) {
        /** How many saving throws the loser of a duel to the death makes. */
        public int savesOwed() {
            return Math.abs(margin);
        }
    }

    /** A wizard with less than a die's worth of power cannot be challenged (L1206). */
    public static boolean immune(int power, Tables t) {
        return power < t.number("duel-points-a-die");
    }

    public static Bout fight(int attackerCommits, int targetCommits, Dice dice, Tables t) {
        List<Integer> a = roll(attackerCommits / t.number("duel-points-a-die"), dice);
        List<Integer> b = roll(targetCommits / t.number("duel-points-a-die"), dice);
        return new Bout(a, b, sum(a) - sum(b));
    }

    private static List<Integer> roll(int n, Dice dice) {
        List<Integer> r = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            r.add(dice.roll(6));
        }
        return r;
    }

    private static int sum(List<Integer> dice) {
        return dice.stream().mapToInt(Integer::intValue).sum();
    }
}
