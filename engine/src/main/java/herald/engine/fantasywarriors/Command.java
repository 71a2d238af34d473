package herald.engine.fantasywarriors;

import java.util.List;
import java.util.Optional;

/**
 * A command (the core §2-§3): a leader and the units he leads, under one order with its counter. A new order comes
 * by courier and stands only once its battle leader passes the battle leaders test (L1008-1009); until then it is
 * {@code sent}.
 *
 * @param leader the individual who leads it: the warchief, or a battle leader
 * @param units its units, in the scenario's order
 * @param sent a new order on its way, not yet in force
 */
public record Command(String id, String side, String leader, List<String> units, Order order, Optional<Order> sent) {
    public Command {
        units = List.copyOf(units);
    }

    public Command withOrder(Order o) {
        return new Command(id, side, leader, units, o, Optional.empty());
    }

    public Command withSent(Order o) {
        return new Command(id, side, leader, units, order, Optional.of(o));
    }

    /** The side it serves now: a mercenary command that changed sides keeps its orders (Companion L666-668). */
    public Command withSide(String changed) {
        return new Command(id, changed, leader, units, order, sent);
    }
}
