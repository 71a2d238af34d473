package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.ArrayList;
import java.util.List;

/**
 * The sides that move in phase 3 diced for initiative (the core §12, Herald's H13): 1D6 a side, the tied ones
 * re-rolling until none is tied; the highest moves first, then the sides take a move each in turn.
 *
 * @param sides the sides that rolled, in the scenario's order
 * @param roll each side's dice, first roll then re-rolls, in the order of {@code sides}
 * @param order the sides from first to move to last
 */
public record InitiativeRolled(List<String> sides, List<List<Integer>> roll, List<String> order)
        implements FantasyWarriorsEvent {

    public InitiativeRolled {
        sides = List.copyOf(sides);
        roll = roll.stream().map(List::copyOf).toList();
        order = List.copyOf(order);
    }

    @Override
    public String describe() {
        List<String> dice = new ArrayList<>();
        for (int i = 0; i < sides.size(); i++) {
            List<Integer> r = roll.get(i);
            dice.add(sides.get(i) + " " + r.get(0) + (r.size() > 1 ? " (re-rolled " + String.join(", ",
                    r.subList(1, r.size()).stream().map(String::valueOf).toList()) + ")" : ""));
        }
        return "Initiative, 1D6 a side: " + String.join(", ", dice) + ". " + String.join(", then ", order)
                + (order.size() > 1 ? ", a move each in turn" : "") + ".";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state);
    }
}
