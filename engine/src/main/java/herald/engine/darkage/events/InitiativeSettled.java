package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import java.util.List;

/** The order the sides act in, in every phase of this turn (3.1), first to last. */
public record InitiativeSettled(int turn, List<String> order) implements DarkAgeEvent {

    public InitiativeSettled {
        order = List.copyOf(order);
    }

    @Override
    public String describe() {
        return "Turn " + turn + " initiative: " + String.join(", then ", order);
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state.withOrder(order));
    }
}
