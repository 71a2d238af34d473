package herald.engine.skirmish;

import herald.engine.SideNames;
import herald.engine.OrderError;
import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import herald.engine.board.Hex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Checks the active side's submission against the current position and reports every error with its
 * line. Moves are walked in the order written against where everything else stands now; ATTACK
 * adjacency is judged where the attacker will stand after its ordered move (a fall or a halt at
 * resolution may still spoil it: the attack is then held, with the reason in the report).
 */
final class OrderCheck {
    private OrderCheck() {}

    static OrdersRuling check(SkirmishState s, String side, String body) {
        OrderLines.Parsed<Order> parsed = OrderParser.parse(body);
        Optional<OrdersRuling> whole = OrderLines.refusedWhole(parsed, s != null && s.scenario() != null && s.outcome() == null);
        if (whole.isPresent()) {
            return whole.get();
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
        errors.addAll(conflicts(valid, body));
        for (Order o : valid) {
            if (o instanceof Order.Fire f) {
                String why = Missile.assess(s, s.characterOrThrow(f.piece()), s.characterOrThrow(f.target())).problem();
                if (why != null) {
                    errors.add(error(o, body, why));
                }
            }
        }
        SkirmishState after = s;
        for (Order o : valid) {
            if (o instanceof Order.Move m) {
                Walk w = walk(after, after.characterOrThrow(m.piece()), m);
                if (w.problem() != null) {
                    errors.add(error(o, body, w.problem()));
                }
                after = after.withCharacter(after.characterOrThrow(m.piece()).withHex(w.end()));
            }
        }
        for (Order o : valid) {
            if (o instanceof Order.Attack a) {
                Character at = after.characterOrThrow(a.piece());
                Character target = after.characterOrThrow(a.target());
                if (!at.hex().adjacentTo(target.hex())) {
                    errors.add(error(o, body, a.piece() + " will be at " + at.hex() + ", not next to " + target.id() + " at "
                            + target.hex() + " (" + at.hex().distance(target.hex()) + " hexes): only characters in contact attack"));
                }
            }
        }
        errors.sort((x, y) -> Integer.compare(x.line(), y.line()));
        if (!errors.isEmpty()) {
            return new OrdersRuling.Rejected(errors);
        }
        return new OrdersRuling.Accepted(parsed.orders().stream().map(Order::normalised).toList());
    }

    /** Where a move ends and what is wrong with it, if anything. */
    record Walk(Hex end, int cost, String problem) {}

    static Walk walk(SkirmishState s, Character c, Order.Move m) {
        int mp = Stats.move(s, c);
        int spent = 0;
        Hex at = c.hex();
        for (int i = 0; i < m.steps().size(); i++) {
            Hex to = at.neighbour(m.steps().get(i));
            Movement.Step st = Movement.step(s, c, at, to, false);
            if (st.problem() != null) {
                return new Walk(at, spent, c.id() + " cannot go " + m.steps().get(i) + " from " + at + ": " + st.problem());
            }
            spent += st.cost();
            at = to;
            Character there = c.withHex(at);
            if (Movement.inContact(s, there) && i < m.steps().size() - 1) {
                return new Walk(at, spent, c.id() + " comes into contact with " + s.adjacentEnemies(there).get(0).id() + " at "
                        + at + ", which ends its move: " + (m.steps().size() - 1 - i) + " step(s) too many");
            }
        }
        if (spent > mp) {
            return new Walk(at, spent, c.id() + " has " + mp + " MP" + (c.wounded() && mp < Stats.profile(s, c).move()
                    ? " (wounded)" : "") + "; this move to " + at + " needs " + spent);
        }
        return new Walk(at, spent, null);
    }

    private static Optional<String> ownership(SkirmishState s, String side, Order o) {
        Optional<Character> p = s.character(o.piece());
        if (p.isEmpty()) {
            return Optional.of("there is no character " + o.piece());
        }
        Character c = p.get();
        if (!c.side().equals(side)) {
            return Optional.of(c.id() + " is not yours: it belongs to " + SideNames.inSentence(s.sideName(c.side())));
        }
        if (!c.alive()) {
            return Optional.of(c.id() + " died in turn " + c.diedTurn() + ": it takes no orders");
        }
        if (c.stunned() && !(o instanceof Order.Hold)) {
            return Optional.of(c.id() + " is stunned: it cannot shoot, move or attack until it recovers at the end of this player turn");
        }
        String target = o instanceof Order.Fire f ? f.target() : o instanceof Order.Attack a ? a.target() : null;
        if (target == null) {
            return Optional.empty();
        }
        Optional<Character> t = s.character(target);
        if (t.isEmpty()) {
            return Optional.of("there is no character " + target + (target.startsWith("H") ? " (a riderless horse cannot be attacked)" : ""));
        }
        if (t.get().side().equals(side)) {
            return Optional.of(t.get().id() + " is on your own side: " + (o instanceof Order.Fire ? "shoot at" : "attack") + " an enemy");
        }
        if (!t.get().alive()) {
            return Optional.of(t.get().id() + " died in turn " + t.get().diedTurn());
        }
        return Optional.empty();
    }

    private static List<OrderError> conflicts(List<Order> orders, String body) {
        List<OrderError> out = new ArrayList<>();
        Map<String, List<Order>> byPiece = orders.stream().collect(Collectors.groupingBy(Order::piece));
        for (Order o : orders) {
            List<Order> mine = byPiece.get(o.piece());
            List<Order> earlier = mine.subList(0, mine.indexOf(o));
            if (earlier.stream().anyMatch(e -> e.getClass().equals(o.getClass()))) {
                out.add(error(o, body, o.piece() + " has two " + o.normalised().split(" ")[0] + " orders: one of each a player turn"));
            } else if (o instanceof Order.Hold && mine.size() > 1) {
                out.add(error(o, body, o.piece() + " is ordered to HOLD and to do something else"));
            } else if (!(o instanceof Order.Fire) && earlier.stream().anyMatch(e -> e instanceof Order.Fire)
                    || o instanceof Order.Fire && !earlier.isEmpty()) {
                out.add(error(o, body, o.piece() + " shoots this player turn: a character that shoots does nothing else"));
            }
        }
        return out;
    }

    private static OrderError error(Order o, String body, String message) {
        return OrderError.at(o.line(), body, message);
    }
}
