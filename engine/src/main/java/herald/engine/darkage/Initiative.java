package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.InitiativeRolled;
import herald.engine.darkage.events.InitiativeSettled;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Initiative (3.1): each side rolls 1D10 + its leader's Leadership; the highest acts first in each of the following
 * phases. Ties are re-rolled, by the tied sides alone, to settle their places among themselves: with three or more
 * sides a tie for second place is re-rolled too, since the whole order counts.
 */
public final class Initiative {
    private Initiative() {}

    /** A side and the leader whose Leadership it adds. */
    public record Contender(String side, String leader, int leadership) {}

    /** The rolls, in the order made (sides in the order given, re-rolls after), and the order settled. */
    public static List<DarkAgeEvent> roll(int turn, List<Contender> sides, Dice dice) {
        List<DarkAgeEvent> events = new ArrayList<>();
        List<String> order = new ArrayList<>();
        settle(sides, 1, dice, events, order);
        events.add(new InitiativeSettled(turn, order));
        return events;
    }

    private static void settle(List<Contender> group, int round, Dice dice, List<DarkAgeEvent> events, List<String> order) {
        if (group.size() == 1) {
            order.add(group.get(0).side());
            return;
        }
        Map<Integer, List<Contender>> byTotal = new TreeMap<>(java.util.Comparator.reverseOrder());
        for (Contender c : group) {
            int roll = dice.roll(10);
            int total = roll + c.leadership();
            events.add(new InitiativeRolled(c.side(), c.leader(), c.leadership(), roll, total, round));
            byTotal.computeIfAbsent(total, t -> new ArrayList<>()).add(c);
        }
        for (List<Contender> tied : byTotal.values()) {
            settle(tied, round + 1, dice, events, order);
        }
    }
}
