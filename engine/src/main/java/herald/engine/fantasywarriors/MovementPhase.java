package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.PieceMoved;
import herald.engine.fantasywarriors.events.UnitDisorganised;
import herald.engine.fantasywarriors.events.UnitReorganised;
import herald.engine.table.Bearing;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Travel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Phase 3, movement and reorganisation (the core §1, §3, §9, §12), on the open table. A move is judged against the
 * table as it stood when the orders were written; the sides then move a move each in turn, in initiative order, each
 * from where the earlier moves left the others. The rulings where the book is silent are in the ruleset's README.
 */
public final class MovementPhase {
    private MovementPhase() {}

    /** Why {@code side} may not give this order, as the player reads it; empty when it may. */
    public static Optional<String> refusal(FantasyWarriorsState s, String side, TurnOrders.Move move) {
        return refusal(s, side, move, Set.of());
    }

    /** As above, knowing the units {@code side} orders to reorganise this phase. */
    public static Optional<String> refusal(FantasyWarriorsState s, String side, TurnOrders.Move move,
            Set<String> reorganise) {
        Optional<Movement.Piece> piece = piece(s, move.piece());
        if (piece.isEmpty()) {
            return Optional.of("there is no unit or individual " + move.piece());
        }
        Movement.Piece p = piece.get();
        if (!p.side().equals(side)) {
            return Optional.of(p.id() + " is not yours: it is " + s.sideName(p.side()) + "'s");
        }
        Optional<String> gone = gone(s, p.id());
        if (gone.isPresent()) {
            return gone;
        }
        if (reorganise.stream().anyMatch(r -> r.equalsIgnoreCase(p.id()))) {
            return Optional.of(p.id() + " reorganises this phase, which takes its whole move: it cannot move as well");
        }
        return Optional.ofNullable(judge(s, p, move, true).problem());
    }

    /** Every side's moves and reorganisations of the phase, as events in the order they happen. */
    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, List<TurnOrders.Move> moves,
            Set<String> reorganise, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        Set<String> reorganising = new HashSet<>();
        for (String id : reorganise.stream().sorted().toList()) {
            Optional<String> why = Reorganisation.refusal(s, id);
            if (why.isPresent()) {
                out.add(new OrderRefused(id, "reorganise", why.get()));
            } else {
                reorganising.add(piece(s, id).orElseThrow().id());
            }
        }
        // reorganising is the unit's whole move, so it is done before anyone moves, in the scenario's order
        s.units().keySet().stream().filter(reorganising::contains).forEach(id -> out.add(new UnitReorganised(id)));
        Map<String, List<TurnOrders.Move>> bySide = new LinkedHashMap<>();
        s.sides().forEach(side -> bySide.put(side.id(), new ArrayList<>()));
        Set<String> given = new HashSet<>();
        for (TurnOrders.Move m : moves) {
            Optional<Movement.Piece> p = piece(s, m.piece());
            String side = p.map(Movement.Piece::side).orElse("");
            Optional<String> why = p.isPresent() && !given.add(p.get().id())
                    ? Optional.of(p.get().id() + " has already been given a move this phase")
                    : refusal(s, side, m, reorganise);
            if (why.isPresent()) {
                out.add(new OrderRefused(m.piece(), "move", why.get()));
            } else {
                bySide.get(side).add(m);
            }
        }
        List<String> order = bySide.keySet().stream().filter(side -> !bySide.get(side).isEmpty()).toList();
        if (order.size() > 1) {
            var rolled = Initiative.roll(order, dice, Tables.core());
            out.add(rolled);
            order = rolled.order();
        }
        FantasyWarriorsState now = s;
        for (FantasyWarriorsEvent e : out) {
            now = e.applyTo(now);
        }
        for (int round = 0; ; round++) {
            boolean any = false;
            for (String side : order) {
                if (round < bySide.get(side).size()) {
                    any = true;
                    for (FantasyWarriorsEvent e : made(now, bySide.get(side).get(round), dice)) {
                        out.add(e);
                        now = e.applyTo(now);
                    }
                }
            }
            if (!any) {
                return out;
            }
        }
    }

    /** A move judged legal at the phase's start, made on the table as the earlier moves left it. */
    private static List<FantasyWarriorsEvent> made(FantasyWarriorsState now, TurnOrders.Move m, Dice dice) {
        Movement.Piece p = piece(now, m.piece()).orElseThrow();
        Optional<String> gone = gone(now, p.id());
        if (gone.isPresent()) {
            return List.of(new OrderRefused(p.id(), "move", gone.get()));
        }
        Judged j = judge(now, p, m, false);
        if (j.problem() != null) {
            return List.of(new OrderRefused(p.id(), "move", j.problem()));
        }
        Movement.Plan plan = j.plan();
        String charged = plan.charges() && Inches.measure(plan.end().distanceTo(plan.met().get().ground())) == 0
                ? plan.met().get().id() : "";
        String stopped = plan.met().isPresent() && charged.isEmpty() ? plan.met().get().id() + " is in the way" : "";
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        events.add(new PieceMoved(p.id(), plan.path(), j.facing(), Inches.measure(plan.inches()), j.allowance(),
                Inches.measure(plan.inDifficult()), plan.difficult(), j.orders(), stopped, charged));
        if (p.isUnit() && !Flying.airborne(now, p.id())) {
            events.addAll(Crossings.crossed(events.get(0).applyTo(now), p.id(), p.ground(), plan.path(), j.cost(),
                    j.allowance(), dice));
        }
        if (p.isUnit() && j.hurried() && events.stream().noneMatch(e -> e instanceof UnitDisorganised)
                && !now.unitOrThrow(p.id()).disorganised()) {
            events.add(new UnitDisorganised(p.id(), "it hurried through " + String.join(", ", plan.difficult()) + ": "
                    + Inches.measured(plan.inches()) + " with " + Inches.measured(plan.inDifficult())
                    + " there counted double is " + Inches.measured(j.cost()) + ", more than its allowance of "
                    + Inches.show(j.allowance()) + " (half rate, L364, L1214)"));
        }
        return events;
    }

    /**
     * A move judged: its plan, the facing it ends with, and the first reason it may not be made. {@code written}
     * judges it as the player wrote it (meeting a friend, or an enemy before the last leg, is refused); otherwise it
     * is being made, and whatever it meets stops it.
     */
    private record Judged(Movement.Plan plan, double facing, int allowance, String orders, double cost, boolean hurried,
            String problem) {}

    private static Judged judge(FantasyWarriorsState s, Movement.Piece p, TurnOrders.Move m, boolean written) {
        Optional<Unit> unit = s.unit(p.id());
        int allowance = Flying.airAllowance(s, p.id()).orElseGet(() -> unit.map(u -> EngineCrew.move(s, u))
                .orElseGet(() -> s.profile(s.individual(p.id()).orElseThrow()).move().ground().value()))
                + s.magic().haste(s, p.id());
        boolean air = Flying.airborne(s, p.id()); // over units, terrain and obstacles (L302-309)
        Order order = unit.map(u -> s.commandOf(u).order()).orElse(null);
        String orders = order == null ? "" : order.name().toLowerCase(Locale.ROOT);
        List<Movement.Piece> all = Movement.pieces(s);
        List<Feature> impassable = air ? List.of() : DruidicPowers.impassable(s, p.side(),
                Movement.features(s, Terrain::impassable));
        String early = beforePlan(s, p, m, allowance, all, impassable, written);
        if (early != null) {
            // refused before its path is laid out: a point written far off the table breaks the geometry (JTS)
            return new Judged(null, Bearing.normal(p.ground().facing()), allowance, orders, 0, false, early);
        }
        Movement.Plan plan = Movement.plan(p, m.path(), air ? List.of() : all,
                air ? List.of() : Movement.features(s, Terrain::difficult));
        double facing = m.facing().isPresent() && plan.met().isEmpty() ? m.facing().getAsDouble() : plan.end().facing();
        double cost = plan.inches() + plan.inDifficult() * (Tables.core().number("difficult-ground-counts") - 1);
        boolean hurried = !Inches.within(cost, allowance);
        String problem = problem(s, p, m, plan, facing, allowance, order, cost, all, impassable, written);
        problem = problem == null && written ? Crossings.problem(s, p, plan, allowance, cost) : problem;
        if (problem == null && !written && m.facing().isPresent() && plan.met().isEmpty()
                && turnProblem(s, p, plan.end(), facing, all, impassable) != null) {
            // the turn it was to end with is now blocked by a piece that moved: it keeps the facing it marched with
            facing = plan.end().facing();
        }
        return new Judged(plan, Bearing.normal(facing), allowance, orders, cost, hurried, problem);
    }

    /**
     * Why the move may not be made, judged before its path is laid out: the piece is held in combat or cannot move,
     * or (as written) it names no point or a point off the table or in impassable terrain.
     */
    private static String beforePlan(FantasyWarriorsState s, Movement.Piece p, TurnOrders.Move m, int allowance,
            List<Movement.Piece> all, List<Feature> impassable, boolean written) {
        Optional<Movement.Piece> foe = all.stream().filter(o -> !s.allied(o.side(), p.side()))
                .filter(o -> Inches.measure(o.ground().distanceTo(p.ground())) == 0).findFirst();
        if (foe.isPresent()) {
            return p.id() + " is in combat with " + foe.get().id() + ", base to base: it stays until the combat is"
                    + " decided (L1360)";
        }
        if (allowance == 0) {
            return p.id() + " cannot move: its allowance is 0\"";
        }
        if (!written) {
            return null;
        }
        if (m.path().isEmpty() && m.facing().isEmpty()) {
            return "a move names where " + p.id() + " goes, or the facing it turns to";
        }
        for (Point at : m.path()) {
            if (!s.table().holds(at)) {
                return at + " is off the table (x runs from 0 to " + Inches.number(s.table().width()) + ", y from 0 to "
                        + Inches.number(s.table().depth()) + ")";
            }
            Optional<Feature> deep = impassable.stream().filter(f -> f.holds(at)).findFirst();
            if (deep.isPresent()) {
                return at + " is in " + Movement.describe(deep.get()) + ", which no piece enters";
            }
        }
        return null;
    }

    /** Why the move laid out as {@code plan} may not be made, once {@link #beforePlan} has found nothing. */
    private static String problem(FantasyWarriorsState s, Movement.Piece p, TurnOrders.Move m, Movement.Plan plan,
            double facing, int allowance, Order order, double cost, List<Movement.Piece> all, List<Feature> impassable,
            boolean written) {
        if (!written) {
            return null;
        }
        if (plan.turnsOnly()) {
            return turnProblem(s, p, p.ground(), facing, all, impassable);
        }
        if (order == Order.HOLD) {
            return p.id() + "'s command is on hold orders: it stays where it stands, though it may turn on the spot";
        }
        Travel taken = Travel.of(p.ground(), plan.path(), true);
        if (!taken.staysOn(s.table())) {
            return p.id() + "'s bases would leave the table";
        }
        Optional<Feature> deep = impassable.stream().filter(taken::crosses).findFirst();
        if (deep.isPresent()) {
            return p.id() + "'s bases would cross " + Movement.describe(deep.get()) + ", which no piece enters";
        }
        if (plan.met().isPresent()) {
            Movement.Piece met = plan.met().get();
            if (!plan.charges()) {
                return p.id() + "'s path runs through " + met.id() + ": no unit passes through another (only an individual"
                        + " passes through a friendly unit, L1332)";
            }
            if (plan.metLeg() < plan.legs() - 1) {
                return p.id() + " would meet " + met.id() + " before the last leg of its move, and contact stops it (L1360):"
                        + " to charge " + met.id() + ", end the move at it";
            }
        } else {
            Optional<Movement.Piece> under = all.stream().filter(o -> !o.id().equals(p.id()))
                    .filter(o -> o.ground().overlaps(plan.end())).findFirst();
            if (under.isPresent()) {
                return p.id() + " would end on " + under.get().id() + "'s ground";
            }
            if (m.facing().isPresent()) {
                String turn = turnProblem(s, p, plan.end(), facing, all, impassable);
                if (turn != null) {
                    return turn;
                }
            }
        }
        if (order == Order.ATTACK) {
            String attack = AttackOrders.problem(s, p, plan);
            if (attack != null) {
                return attack;
            }
        }
        if (!Inches.within(plan.inches(), allowance)) {
            return p.id() + "'s move is " + Inches.measured(plan.inches()) + ", more than its allowance of "
                    + Inches.show(allowance);
        }
        if (!p.isUnit() && !Inches.within(cost, allowance)) {
            return p.id() + "'s move is " + Inches.measured(plan.inches()) + " with " + Inches.measured(plan.inDifficult())
                    + " in " + String.join(", ", plan.difficult()) + " counted double, " + Inches.measured(cost)
                    + ": more than its allowance of " + Inches.show(allowance) + " (an individual keeps to half rate in"
                    + " difficult ground, L364)";
        }
        return null;
    }

    /** Why a piece may not turn to {@code facing} where it stands at {@code at}, or null. */
    private static String turnProblem(FantasyWarriorsState s, Movement.Piece p, Footprint at, double facing,
            List<Movement.Piece> all, List<Feature> impassable) {
        Footprint turned = at.turnedTo(facing);
        String turning = p.id() + " turned to face " + Bearing.show(facing) + " at " + at.at();
        if (!s.table().holds(turned)) {
            return turning + " would not stand wholly on the table";
        }
        Optional<Feature> deep = impassable.stream().filter(f -> f.under(turned)).findFirst();
        if (deep.isPresent()) {
            return turning + " would stand in " + Movement.describe(deep.get()) + ", which no piece enters";
        }
        Optional<Movement.Piece> under = all.stream().filter(o -> !o.id().equals(p.id()))
                .filter(o -> o.ground().overlaps(turned)).findFirst();
        return under.map(o -> turning + " would stand on " + o.id() + "'s ground").orElse(null);
    }

    /** The unit or individual of that id, read in any case, on the table or not. */
    static Optional<Movement.Piece> piece(FantasyWarriorsState s, String id) {
        for (Unit u : s.units().values()) {
            if (u.id().equalsIgnoreCase(id)) {
                return Optional.of(new Movement.Piece(u.id(), u.side(), s.alliance(u.side()), true, u.ground()));
            }
        }
        for (Individual i : s.individuals().values()) {
            if (i.id().equalsIgnoreCase(id)) {
                return Optional.of(new Movement.Piece(i.id(), i.side(), s.alliance(i.side()), false, i.ground()));
            }
        }
        return Optional.empty();
    }

    /** Why a piece is no longer on the table to move, if it is not. */
    private static Optional<String> gone(FantasyWarriorsState s, String id) {
        Optional<Unit> u = s.unit(id);
        if (u.isPresent() && u.get().routed() > 0) {
            return Optional.of(id + (u.get().figures() == 0 ? " has lost every figure" : " routed") + " in turn "
                    + u.get().routed() + " and has left the table (L592)");
        }
        return s.individual(id).filter(i -> !i.onTable()).map(i -> id + " fell in turn " + i.dead());
    }
}
