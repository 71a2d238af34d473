package herald.engine.darkage;

import herald.engine.view.OrderCard;
import java.util.List;

/** The order grammar as a player reads it (stub until the orders land). */
final class OrderHelp {
    private OrderHelp() {}

    static final OrderCard CARD = new OrderCard("Orders for the whole turn, one a line:", List.of());

    static OrderCard usable(DarkAgeState s) {
        return CARD;
    }
}
