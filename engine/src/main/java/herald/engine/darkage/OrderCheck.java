package herald.engine.darkage;

import herald.engine.OrderError;
import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import herald.engine.SideNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a side's mail for the whole turn against the table as it stands, and reports every error at once, each with
 * its line and the numbers behind it. What depends on where the others will stand when an order is carried out
 * (contact, range, line of sight at the moment of shooting) is not refused here: the resolution decides it, in
 * initiative order. Accepted lines come back in their normal form, a move with what was measured as a comment.
 */
final class OrderCheck {
    private OrderCheck() {}

    static OrdersRuling check(DarkAgeState s, String side, String body) {
        OrderLines.Parsed<OrderParser.Numbered> parsed = OrderParser.numbered(body, s.powers());
        Optional<OrdersRuling> whole = OrderLines.refusedWhole(parsed, s.scenario() != null && s.outcome() == null);
        if (whole.isPresent()) {
            return whole.get();
        }
        if (!s.playing().contains(side)) {
            return new OrdersRuling.Rejected(List.of(OrderError.whole(notPlaying(s, side))));
        }
        List<OrderError> errors = new ArrayList<>(parsed.errors());
        List<OrderParser.Numbered> valid = new ArrayList<>();
        for (OrderParser.Numbered n : parsed.orders()) {
            Optional<String> problem = ownership(s, side, n.order());
            if (problem.isPresent()) {
                errors.add(OrderError.at(n.line(), body, problem.get()));
            } else {
                valid.add(new OrderParser.Numbered(n.line(), spelled(s, n.order())));
            }
        }
        conflicts(valid).forEach((line, message) -> errors.add(OrderError.at(line, body, message)));
        List<Order> mail = valid.stream().map(OrderParser.Numbered::order).toList();
        Map<Integer, String> comments = new HashMap<>();
        for (OrderParser.Numbered n : valid) {
            OrderMoves.Judged moved = OrderMoves.judge(s, n.order());
            if (moved != null) {
                moved.problems().forEach(p -> errors.add(OrderError.at(n.line(), body, p)));
                if (moved.comment() != null) {
                    comments.put(n.line(), moved.comment());
                }
            }
            OrderActs.problems(s, side, n.order(), mail).forEach(p -> errors.add(OrderError.at(n.line(), body, p)));
        }
        if (!errors.isEmpty()) {
            errors.sort((a, b) -> Integer.compare(a.line(), b.line()));
            return new OrdersRuling.Rejected(errors);
        }
        return new OrdersRuling.Accepted(valid.stream().map(n -> n.order().line()
                + (comments.containsKey(n.line()) ? "  # " + comments.get(n.line()) : "")).toList());
    }

    /**
     * The orders of accepted normal lines, in order, with figure and feature ids spelt as the state spells them: what
     * the resolution carries out. A comment is dropped; a line that does not parse is skipped.
     */
    static List<Order> orders(DarkAgeState s, String side, List<String> lines) {
        String body = String.join("\n", lines == null ? List.of() : lines);
        return OrderParser.parse(body, s.powers()).orders().stream().map(o -> spelled(s, o)).toList();
    }

    private static String notPlaying(DarkAgeState s, String side) {
        if (!s.sideIds().contains(side)) {
            return "there is no side " + side + " in this game";
        }
        if (s.left().contains(side)) {
            return "you have left this game: it takes no more orders from you";
        }
        return "none of your figures is left in the game: it takes no more orders from you";
    }

    /** Whether every figure the order is for is the side's and still in the game. */
    private static Optional<String> ownership(DarkAgeState s, String side, Order o) {
        List<String> who = new ArrayList<>(List.of(o.figure()));
        if (o instanceof Order.Shoot shot) {
            who.addAll(shot.others());
        }
        for (String name : who) {
            Optional<Figure> found = s.figure(name);
            if (found.isEmpty()) {
                return Optional.of("there is no figure " + name);
            }
            Figure f = found.get();
            if (!f.side().equals(side)) {
                return Optional.of(f.id() + " is not yours: it is one of " + SideNames.inSentence(s.sideName(f.side())));
            }
            if (!f.inGame()) {
                return Optional.of(f.id() + " was taken out of the game in turn " + f.outTurn() + ": it takes no orders");
            }
        }
        return Optional.empty();
    }

    /** Two orders for a figure in one phase, or HOLD with another; a HEROIC order goes with anything, once. */
    private static Map<Integer, String> conflicts(List<OrderParser.Numbered> orders) {
        Map<Integer, String> out = new HashMap<>();
        for (int i = 0; i < orders.size(); i++) {
            OrderParser.Numbered n = orders.get(i);
            for (OrderParser.Numbered e : orders.subList(0, i)) {
                Optional<String> both = figures(n.order()).stream().filter(figures(e.order())::contains).findFirst();
                if (both.isEmpty() || out.containsKey(n.line())) {
                    continue;
                }
                String who = both.get();
                String verb = verb(e.order());
                Order o = n.order();
                if (e.order() instanceof Order.Hold && !(o instanceof Order.Heroic)) {
                    out.put(n.line(), who + " is ordered to HOLD on line " + e.line() + ": HOLD means nothing else this turn");
                } else if (o instanceof Order.Hold && !(e.order() instanceof Order.Heroic)) {
                    out.put(n.line(), who + " has a " + verb + " order on line " + e.line()
                            + ": HOLD means nothing else this turn, so give one or the other");
                } else if (o instanceof Order.Heroic && e.order() instanceof Order.Heroic) {
                    out.put(n.line(), who + " has HEROIC orders already (line " + e.line() + "): give them once");
                } else if (!(o instanceof Order.Heroic) && o.phase() != null && o.phase().equals(e.order().phase())
                        && !o.phase().equals("standing")) {
                    out.put(n.line(), who + " already has a " + verb + " order in the " + o.phase() + " phase (line "
                            + e.line() + "): one order a figure in each phase");
                }
            }
        }
        return out;
    }

    /** The figures an order is for: a volley's every shooter. */
    static List<String> figures(Order o) {
        List<String> out = new ArrayList<>(List.of(o.figure()));
        if (o instanceof Order.Shoot shot) {
            out.addAll(shot.others());
        }
        return out;
    }

    static String verb(Order o) {
        return o.line().split(" ", 2)[0];
    }

    /** The order with every figure and feature named as the state spells it; unknown names are left as written. */
    static Order spelled(DarkAgeState s, Order o) {
        if (o instanceof Order.Move m) {
            return new Order.Move(id(s, m.figure()), m.waypoints(), m.at() == null ? null : id(s, m.at()), m.run());
        } else if (o instanceof Order.Disengage d) {
            return new Order.Disengage(id(s, d.figure()), d.to(), d.run());
        } else if (o instanceof Order.Stand x) {
            return new Order.Stand(id(s, x.figure()));
        } else if (o instanceof Order.Shoot x) {
            return new Order.Shoot(id(s, x.figure()), x.others().stream().map(n -> id(s, n)).toList(), id(s, x.target()),
                    x.weapon(), x.ammo());
        } else if (o instanceof Order.Torch x) {
            return new Order.Torch(id(s, x.figure()), x.lit());
        } else if (o instanceof Order.Fight x) {
            return new Order.Fight(id(s, x.figure()), x.parts().stream().map(p -> new Order.Part(id(s, p.target()), p.fv()))
                    .toList(), x.weapon());
        } else if (o instanceof Order.Sunder x) {
            return new Order.Sunder(id(s, x.figure()), id(s, x.target()));
        } else if (o instanceof Order.Burn x) {
            return new Order.Burn(id(s, x.figure()), id(s, x.feature()));
        } else if (o instanceof Order.Cast x) {
            return new Order.Cast(id(s, x.figure()), x.power(), x.target() == null ? null : id(s, x.target()), x.point(),
                    x.phase());
        } else if (o instanceof Order.Hold x) {
            return new Order.Hold(id(s, x.figure()));
        } else if (o instanceof Order.Heroic x) {
            String id = id(s, x.figure());
            Standing st = x.standing();
            return new Order.Heroic(id, new Standing(id, st.reroll(), st.lastAct(), st.speech()));
        }
        throw new IllegalStateException("an order the check does not know: " + o);
    }

    /** A figure's id as the state spells it, else a feature's, else the name as written. */
    private static String id(DarkAgeState s, String name) {
        Optional<Figure> f = s.figure(name);
        if (f.isPresent()) {
            return f.get().id();
        }
        return s.table() == null ? name : new Ground(s).feature(name).map(x -> x.id()).orElse(name);
    }
}
