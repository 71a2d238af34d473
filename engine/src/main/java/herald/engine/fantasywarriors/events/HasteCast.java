package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Magic;
import java.util.List;

/**
 * A wizard cast haste as the movement phase began (Companion L1208-1220): 1D6 of power for each 3 inches added to
 * the move of {@code pieces}, himself and what he touches. Overdrawn, he is slain and nothing is hasted.
 */
public record HasteCast(String wizard, List<String> pieces, int inches, List<Integer> roll, int cost, int powerLeft,
        boolean slain) implements FantasyWarriorsEvent {

    public HasteCast {
        pieces = List.copyOf(pieces);
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        return wizard + " casts haste, +" + inches + "\" for " + String.join(", ", pieces) + ": "
                + String.join("+", roll.stream().map(String::valueOf).toList()) + " = " + cost + " magic power, "
                + (slain ? "more than he has: he overdraws and is slain" : powerLeft + " left");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = Magic.paid(state, wizard, powerLeft, slain);
        return reported(slain ? s : s.withMagic(s.magic().withHaste(pieces, inches, s.turn())));
    }
}
