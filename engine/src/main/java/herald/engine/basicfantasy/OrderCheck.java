package herald.engine.basicfantasy;

import herald.engine.OrderError;
import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import herald.engine.SideNames;
import herald.engine.basicfantasy.events.UnitCharged;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the active side's submission against the table as it stands and reports every error at once, each with its
 * line and the numbers behind it. Phase by phase, as the turn will be played: the moves in the order written, each
 * against where the earlier ones left the others; then shots and spells from where the units will stand; then the
 * charges, each from where the earlier ones left the chargers. Accepted lines come back normalised, each with what
 * was measured as a comment.
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
            String name = s.sideName(s.active());
            String possessive = name.endsWith("s") ? name + "'" : name + "'s";
            return new OrdersRuling.Rejected(List.of(OrderError.whole("it is " + SideNames.inSentence(possessive)
                    + " player turn, not yours: your orders are due in your own player turn")));
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
        Map<Integer, String> problems = new HashMap<>(conflicts(valid));
        Map<Integer, String> comments = new HashMap<>();
        BasicFantasyState after = s;
        for (Order o : Movement.sequence(valid)) {
            Movement.Plan p = Movement.plan(after, o);
            if (!p.ok()) {
                problems.putIfAbsent(o.line(), p.problem());
                continue;
            }
            if (o.moves()) {
                comments.put(o.line(), (o instanceof Order.MoveBy ? "to " + p.path().get(p.path().size() - 1) + ": " : "")
                        + p.measured());
            }
            after = fold(after, o, p);
        }
        Set<String> moved = new HashSet<>();
        valid.stream().filter(o -> o.moves() && !problems.containsKey(o.line())).forEach(o -> moved.add(o.unit()));
        for (Order o : valid) {
            if (problems.containsKey(o.line())) {
                continue;
            }
            if (o instanceof Order.Shoot shot) {
                Shooting.Shot judged = Shooting.assess(after, after.unitOrThrow(shot.unit()), after.unitOrThrow(shot.target()), moved);
                note(judged.problem(), judged.measured(), o, problems, comments);
            } else if (o instanceof Order.Cast cast) {
                Unit target = after.unitOrThrow(cast.target());
                Magic.Casting judged = Magic.assess(after, after.unitOrThrow(cast.unit()), cast.spell(), target, moved);
                note(judged.problem(), judged.measured(), o, problems, comments);
                if (judged.problem() == null && cast.spell().equals("monster")) {
                    // checked as if it will pass: a charge it makes possible is judged with it, and held if it fails
                    after = after.withUnit(target.withEnhanced(true));
                }
            }
        }
        for (Order o : valid) {
            if (o instanceof Order.Charge charge && !problems.containsKey(o.line())) {
                Charge.Plan judged = Charge.assess(after, after.unitOrThrow(charge.unit()), after.unitOrThrow(charge.target()), moved);
                note(judged.problem(), judged.measured(), o, problems, comments);
                if (judged.problem() == null) {
                    after = new UnitCharged(judged.unit(), judged.target(), judged.path(), judged.facing(), judged.inches(),
                            judged.reach(), judged.difficult(), judged.doubled()).applyTo(after);
                }
            }
        }
        problems.forEach((line, message) -> errors.add(OrderError.at(line, body, message)));
        errors.sort((x, y) -> Integer.compare(x.line(), y.line()));
        if (!errors.isEmpty()) {
            return new OrdersRuling.Rejected(errors);
        }
        return new OrdersRuling.Accepted(valid.stream().map(o -> o.normalised()
                + (comments.containsKey(o.line()) ? "  # " + comments.get(o.line()) : "")).toList());
    }

    private static void note(String problem, String measured, Order o, Map<Integer, String> problems,
            Map<Integer, String> comments) {
        if (problem != null) {
            problems.put(o.line(), problem);
        } else {
            comments.put(o.line(), measured);
        }
    }

    /** The state with a checked phase-1 order made, so that the next is checked from there. */
    private static BasicFantasyState fold(BasicFantasyState s, Order o, Movement.Plan p) {
        TurnLog log = new TurnLog(s);
        Movement.make(log, o, p);
        return log.state();
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

    /** Orders a unit cannot be given together, by line: one of each a turn, and a caster does not also shoot. */
    private static Map<Integer, String> conflicts(List<Order> orders) {
        Map<Integer, String> out = new HashMap<>();
        for (int i = 0; i < orders.size(); i++) {
            Order o = orders.get(i);
            List<Order> earlier = orders.subList(0, i).stream().filter(e -> e.unit().equals(o.unit())).toList();
            boolean others = orders.stream().anyMatch(e -> e != o && e.unit().equals(o.unit()));
            Optional<Order> same = earlier.stream().filter(e -> kind(e).equals(kind(o))).findFirst();
            Optional<Order> hold = earlier.stream().filter(e -> e instanceof Order.Hold).findFirst();
            if (o instanceof Order.Hold && others) {
                Order other = orders.stream().filter(e -> e != o && e.unit().equals(o.unit())).findFirst().orElseThrow();
                out.put(o.line(), o.unit() + " is ordered to HOLD here and to " + other.normalised().split(" ")[0] + " on line "
                        + other.line() + ": HOLD means nothing else this player turn");
            } else if (!(o instanceof Order.Hold) && hold.isPresent()) {
                out.put(o.line(), o.unit() + " is ordered to HOLD on line " + hold.get().line()
                        + ": HOLD means nothing else this player turn");
            } else if (same.isPresent() && o.moves()) {
                out.put(o.line(), o.unit() + " has a MOVE order already (line " + same.get().line()
                        + "): give one, with THEN for a path of several legs");
            } else if (same.isPresent() && kind(o).equals("shoot")) {
                out.put(o.line(), o.unit() + " already " + (same.get() instanceof Order.Cast ? "casts" : "shoots") + " on line "
                        + same.get().line() + ": a unit shoots or casts once a player turn, never both");
            } else if (same.isPresent()) {
                out.put(o.line(), o.unit() + " has a " + o.normalised().split(" ")[0] + " order already (line "
                        + same.get().line() + "): one a player turn");
            }
        }
        return out;
    }

    /** Orders of one kind may not be given twice to a unit; a shot and a spell are one kind. */
    private static String kind(Order o) {
        return o.moves() ? "move" : o instanceof Order.Shoot || o instanceof Order.Cast ? "shoot"
                : o.getClass().getSimpleName();
    }

    static OrderError error(Order o, String body, String message) {
        return OrderError.at(o.line(), body, message);
    }
}
