package herald.engine.basicfantasy;

import herald.engine.OrderError;
import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import herald.engine.SideNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks the active side's submission against the table as it stands and reports every error at once, each with
 * its line and the numbers behind it. Accepted lines come back normalised, with what was measured as a comment.
 */
final class OrderCheck {
    private OrderCheck() {}

    static OrdersRuling check(BasicFantasyState s, String side, String body) {
        OrderLines.Parsed<Order> parsed = OrderParser.parse(body);
        Optional<OrdersRuling> whole = OrderLines.refusedWhole(parsed, s != null && s.scenario() != null && s.outcome() == null);
        if (whole.isPresent()) {
            return whole.get();
        }
        if (!side.equals(s.active())) {
            return new OrdersRuling.Rejected(List.of(OrderError.whole("it is " + SideNames.inSentence(s.sideName(s.active()))
                    + "' player turn, not yours: your orders are due in your own player turn")));
        }
        List<OrderError> errors = new ArrayList<>(parsed.errors());
        List<Order> valid = new ArrayList<>();
        for (Order o : parsed.orders()) {
            Optional<String> problem = ownership(s, side, o);
            if (problem.isPresent()) {
                errors.add(error(o, body, problem.get()));
            } else {
                valid.add(o);
            }
        }
        for (Order o : valid) {
            if (!(o instanceof Order.Hold)) {
                errors.add(error(o, body, "this order is not handled yet"));
            }
        }
        errors.sort((x, y) -> Integer.compare(x.line(), y.line()));
        if (!errors.isEmpty()) {
            return new OrdersRuling.Rejected(errors);
        }
        return new OrdersRuling.Accepted(parsed.orders().stream().map(Order::normalised).toList());
    }

    private static Optional<String> ownership(BasicFantasyState s, String side, Order o) {
        Optional<Unit> p = s.unit(o.unit());
        if (p.isEmpty()) {
            return Optional.of("there is no unit " + o.unit());
        }
        Unit u = p.get();
        if (!u.side().equals(side)) {
            return Optional.of(u.id() + " is not yours: it belongs to " + SideNames.inSentence(s.sideName(u.side())));
        }
        if (!u.alive()) {
            return Optional.of(u.id() + " was destroyed in turn " + u.destroyedTurn() + ": it takes no orders");
        }
        String target = o.target();
        if (target == null) {
            return Optional.empty();
        }
        Optional<Unit> t = s.unit(target);
        if (t.isEmpty()) {
            return Optional.of("there is no unit " + target);
        }
        if (!t.get().alive()) {
            return Optional.of(target + " was destroyed in turn " + t.get().destroyedTurn());
        }
        return Optional.empty();
    }

    static OrderError error(Order o, String body, String message) {
        String[] lines = (body == null ? "" : body).split("\r?\n|\r", -1);
        return new OrderError(o.line(), lines[o.line() - 1].trim(), message);
    }
}
