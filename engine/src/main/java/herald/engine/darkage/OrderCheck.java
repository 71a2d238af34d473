package herald.engine.darkage;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import java.util.List;

/** Checks a side's mail (stub until the orders land). */
final class OrderCheck {
    private OrderCheck() {}

    static OrdersRuling check(DarkAgeState s, String side, String body) {
        return new OrdersRuling.Rejected(List.of(OrderError.whole("not yet")));
    }

    /** The orders of accepted, normalised lines. */
    static List<Order> orders(DarkAgeState s, String side, List<String> lines) {
        return List.of();
    }
}
