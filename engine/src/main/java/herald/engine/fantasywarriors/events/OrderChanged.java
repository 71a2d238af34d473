package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Order;

/** A command's new order is in force at once: the warchief gave it to his own command, in person. */
public record OrderChanged(String command, Order order, String why) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return command + " is now on " + order.name().toLowerCase(java.util.Locale.ROOT) + " orders (" + why + ")";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state.withCommand(state.commands().get(command).withOrder(order)));
    }
}
