package herald.engine.lonewolf;

import herald.engine.SideNames;
import herald.engine.OrderError;
import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks one side's submission against the current position and reports every error. Movement is
 * checked by walking the side's own ordered moves in the order written (each piece's MOVE and FACE
 * lines together, in the order the pieces are first named) against where everything else stands now.
 */
final class OrderCheck {
    private OrderCheck() {}

    /** Checked against the game as {@code side} knows it: an enemy's hidden piece is not there to be named. */
    static OrdersRuling check(LoneWolfState all, String side, String body) {
        LoneWolfState s = all == null ? null : all.seenBy(side);
        OrderLines.Parsed<Order> parsed = OrderParser.parse(body);
        Optional<OrdersRuling> whole = OrderLines.refusedWhole(parsed, s != null && s.scenario() != null && s.outcome() == null);
        if (whole.isPresent()) {
            return whole.get();
        }
        List<OrderError> errors = new ArrayList<>(parsed.errors());
        List<Order> valid = new ArrayList<>();
        List<Order> heroic = new ArrayList<>();
        for (Order given : parsed.orders()) {
            Order o = HeroicOrders.core(given);
            Optional<String> problem = ownership(s, side, o);
            if (problem.isEmpty()) {
                heroic.add(given);
            }
            if (problem.isPresent()) {
                errors.add(error(o, body, problem.get()));
            } else {
                valid.add(o);
            }
        }
        errors.addAll(conflicts(valid.stream().filter(o -> !(o instanceof Order.Standing)).toList(), body));
        errors.addAll(HeroicOrders.errors(s, heroic, (o, m) -> error(o, body, m)));
        for (Order o : valid) {
            Piece target = o instanceof Order.Fire f ? s.pieceOrThrow(f.target())
                    : o instanceof Order.Attack a ? s.pieceOrThrow(a.target()) : null;
            if (target != null) {
                errors.addAll(group(s, o, target, body));
            }
            for (String id : Order.members(o)) {
                Piece p = s.pieceOrThrow(id);
                if (o instanceof Order.Fire) {
                    String why = Fire.assess(s, p, target).reason();
                    if (why != null) {
                        errors.add(error(o, body, why));
                    }
                } else if (o instanceof Order.Attack && Combat.unable(s, p).isPresent()) {
                    errors.add(error(o, body, Combat.unable(s, p).get() + ": it cannot attack " + target.id()));
                }
            }
        }
        errors.addAll(movement(s, valid, body));
        errors.addAll(SkillOrders.check(s, valid, body));
        errors.sort((a, b) -> Integer.compare(a.line(), b.line()));
        if (!errors.isEmpty()) {
            return new OrdersRuling.Rejected(errors);
        }
        return new OrdersRuling.Accepted(parsed.orders().stream().map(Order::normalised).toList());
    }

    /** F10 and C5 condition 1 (one unit) and condition 2 (the target unit shares armour and cover), for a group. */
    private static List<OrderError> group(LoneWolfState s, Order o, Piece target, String body) {
        List<String> members = Order.members(o);
        if (members.size() < 2) {
            return List.of();
        }
        Piece first = s.pieceOrThrow(members.get(0));
        for (String id : members) {
            Piece p = s.pieceOrThrow(id);
            if (!p.unit().equals(first.unit())) {
                return List.of(error(o, body, p.id() + " is in " + p.unit() + ", " + first.id() + " in " + first.unit()
                        + ": only pieces of one unit add their percentages (" + (o instanceof Order.Fire ? "F10" : "C5") + ")"));
            }
        }
        Optional<String> unfit = o instanceof Order.Fire ? Concentration.fireCondition(s, first, target) : Concentration.combatCondition(s, target);
        return unfit.map(u -> List.of(error(o, body, u))).orElse(List.of());
    }

    /** Each piece exists, is the sender's, is on the board; a named target exists, is an enemy, is on the board. */
    private static Optional<String> ownership(LoneWolfState s, String side, Order o) {
        for (String id : Order.members(o)) {
            Optional<Piece> p = s.piece(id);
            if (p.isEmpty()) {
                return Optional.of("there is no piece " + id);
            }
            if (!p.get().side().equals(side)) {
                return Optional.of(p.get().id() + " is not yours: it belongs to " + SideNames.inSentence(s.sideName(p.get().side()))
                        + Hypnosis.controlNote(s, p.get()));
            }
            if (!p.get().alive()) {
                return Optional.of(p.get().id() + " was removed in turn " + p.get().removedTurn() + ": it can take no orders");
            }
        }
        String target = o instanceof Order.Fire f ? f.target() : o instanceof Order.Attack a ? a.target() : null;
        if (target == null) {
            return Optional.empty();
        }
        Optional<Piece> t = s.piece(target);
        if (t.isEmpty()) {
            return Optional.of("there is no piece " + target);
        }
        if (t.get().side().equals(side)) {
            return Optional.of(t.get().id() + " is on your own side: " + (o instanceof Order.Fire ? "fire at" : "attack") + " an enemy");
        }
        if (!t.get().alive()) {
            return Optional.of(t.get().id() + " was removed in turn " + t.get().removedTurn());
        }
        return Optional.empty();
    }

    private static List<OrderError> conflicts(List<Order> orders, String body) {
        List<OrderError> out = new ArrayList<>();
        Map<String, List<Order>> byPiece = new HashMap<>();
        for (Order o : orders) {
            if (o instanceof Order.Standing) {
                continue; // a standing order goes with anything, HOLD included
            }
            for (String id : Order.members(o)) {
                byPiece.computeIfAbsent(id, k -> new ArrayList<>()).add(o);
            }
        }
        for (Order o : orders) {
            if (o instanceof Order.Standing) {
                continue;
            }
            for (String id : Order.members(o)) {
                List<Order> mine = byPiece.get(id);
                List<Order> earlier = mine.subList(0, mine.indexOf(o));
                if (o instanceof Order.Fire && earlier.stream().anyMatch(e -> e instanceof Order.Fire)) {
                    out.add(error(o, body, id + " has two FIRE orders: a piece fires at one target a turn"));
                } else if (o instanceof Order.Attack && earlier.stream().anyMatch(e -> e instanceof Order.Attack)) {
                    out.add(error(o, body, id + " has two ATTACK orders: a piece makes one attack a turn"));
                } else if (o instanceof Order.Hold && mine.size() > 1) {
                    out.add(error(o, body, id + " is ordered to HOLD and to do something else: HOLD means nothing else this turn"));
                }
            }
        }
        return out;
    }

    private static List<OrderError> movement(LoneWolfState s, List<Order> orders, String body) {
        List<OrderError> out = new ArrayList<>();
        Map<String, List<Movement.Instruction>> moves = Movement.instructions(orders);
        Map<String, Order> firstLine = new HashMap<>();
        for (Order o : orders) {
            if (o instanceof Order.Move || o instanceof Order.Face) {
                firstLine.putIfAbsent(o.piece(), o);
            }
        }
        LoneWolfState sim = walk(s, moves, (id, why) -> out.add(error(firstLine.get(id), body, why)));
        if (out.isEmpty()) {
            out.addAll(coherency(s, sim, orders, firstLine, body));
        }
        return out;
    }

    /**
     * The side's moves walked in the order written, each piece against where the pieces before it
     * ended; a piece that cannot move stays, a move stops at its first refused leg. Each refusal is
     * told to {@code problem} (piece, message).
     */
    private static LoneWolfState walk(LoneWolfState s, Map<String, List<Movement.Instruction>> moves,
            java.util.function.BiConsumer<String, String> problem) {
        LoneWolfState sim = s;
        for (Map.Entry<String, List<Movement.Instruction>> e : moves.entrySet()) {
            Piece p = sim.pieceOrThrow(e.getKey());
            Optional<String> unable = Movement.unable(sim, p);
            if (unable.isPresent()) {
                problem.accept(p.id(), unable.get());
                continue;
            }
            List<Piece> engaged = sim.adjacentEnemies(p);
            if (!engaged.isEmpty()) {
                problem.accept(p.id(), p.id() + " is adjacent to " + engaged.get(0).id() + ": locked in combat, it cannot move or turn");
                continue;
            }
            List<Movement.Leg> legs = Movement.trace(sim, p, e.getValue());
            int mp = Movement.allowance(sim, p);
            int need = legs.stream().filter(l -> l.problem() == null).mapToInt(Movement.Leg::cost).sum();
            Movement.Leg last = legs.isEmpty() ? null : legs.get(legs.size() - 1);
            if (last != null && last.problem() != null) {
                problem.accept(p.id(), last.problem());
            } else if (need > mp) {
                problem.accept(p.id(), p.id() + " has " + mp + " MP; this move needs " + need + " (" + costs(legs) + ")");
            }
            Piece moved = p;
            for (Movement.Leg l : legs) {
                if (l.problem() == null) {
                    moved = l.turn() ? moved.withFacing(l.after()) : moved.withSquare(l.to());
                }
            }
            sim = sim.withPiece(moved);
        }
        return sim;
    }

    /**
     * Where {@code side}'s pieces stand after the MOVE and FACE lines of {@code body} (its own living
     * pieces only), walked as the check walks them: what the U2 check calls "after" (the simulated
     * player uses it to find the strays it must still move, {@link Regroup}).
     */
    static LoneWolfState afterMoves(LoneWolfState all, String side, String body) {
        LoneWolfState s = all.seenBy(side);
        List<Order> own = OrderParser.parse(body).orders().stream().map(HeroicOrders::core)
                .filter(o -> ownership(s, side, o).isEmpty()).toList();
        return walk(s, Movement.instructions(own), (id, why) -> { });
    }

    /** U2/U3: after the side's moves each unit is one group, or, if it began the turn split, is closing up. */
    private static List<OrderError> coherency(LoneWolfState before, LoneWolfState after, List<Order> orders,
            Map<String, Order> firstLine, String body) {
        List<OrderError> out = new ArrayList<>();
        Set<String> moving = orders.stream().filter(o -> o instanceof Order.Move).map(Order::piece)
                .map(id -> before.pieceOrThrow(id).id()).collect(Collectors.toSet());
        String side = orders.isEmpty() ? null : before.pieceOrThrow(orders.get(0).piece()).side();
        if (side == null) {
            return out;
        }
        for (Morale.Unit u : Coherency.units(before, side)) {
            Optional<String> why = Coherency.problem(before, after, u, moving);
            if (why.isPresent()) {
                Optional<Order> line = u.living(before).stream().map(p -> firstLine.get(p.id())).filter(o -> o != null).findFirst();
                out.add(line.isPresent() ? error(line.get(), body, why.get()) : OrderError.whole(why.get()));
            }
        }
        return out;
    }

    /** "open 1, scrub 2 per square, diagonal double, 1 to turn". */
    private static String costs(List<Movement.Leg> legs) {
        Set<String> parts = new LinkedHashSet<>();
        boolean diagonal = false;
        boolean turn = false;
        boolean climb = false;
        for (Movement.Leg l : legs) {
            if (l.turn()) {
                turn = true;
            } else if (l.terrain() != null) {
                parts.add(l.terrain().key() + " " + ((l.diagonal() ? l.cost() / 2 : l.cost()) - l.climb()));
                climb |= l.climb() > 0;
                diagonal |= l.diagonal();
            }
        }
        String text = String.join(", ", parts) + (parts.isEmpty() ? "" : " per square");
        List<String> all = new ArrayList<>();
        if (!text.isEmpty()) {
            all.add(text);
        }
        if (climb) {
            all.add("more to climb a slope (MV9)");
        }
        if (diagonal) {
            all.add("diagonal double");
        }
        if (turn) {
            all.add("1 to turn");
        }
        return String.join(", ", all);
    }

    private static OrderError error(Order o, String body, String message) {
        return OrderError.at(o.line(), body, message);
    }
}
