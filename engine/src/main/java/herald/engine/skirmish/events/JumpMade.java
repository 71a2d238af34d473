package herald.engine.skirmish.events;

import herald.engine.board.Hex;
import herald.engine.skirmish.SkirmishState;
import java.util.List;

/**
 * A jump (through a window, or down from a balcony): {@code roll} plus modifiers, clamped to 10,
 * succeeds at {@code need} or less; otherwise {@code result} says how the character fell (its
 * wound or stun follows as its own event).
 */
public record JumpMade(String piece, Hex from, Hex to, int roll, List<Modifier> modifiers, int total, int need,
        String result) implements SkirmishEvent {

    public JumpMade {
        modifiers = List.copyOf(modifiers);
    }

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return piece + " jumps " + from + " → " + to + ": rolled " + Modifier.chain(roll, modifiers, total) + " ("
                + need + " or less succeeds): " + result;
    }
}
