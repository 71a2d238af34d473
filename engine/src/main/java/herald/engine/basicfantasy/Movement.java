package herald.engine.basicfantasy;

import herald.engine.basicfantasy.events.OrderHeld;
import herald.engine.basicfantasy.events.UnitFaced;
import herald.engine.basicfantasy.events.UnitMoved;
import herald.engine.table.Bearing;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Table;
import herald.engine.table.Travel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Phase 1 (R1, R2): units not locked in close combat move up to their speed; a move whose bases cross difficult
 * ground at any point has half its speed (house option part-in-terrain: only the inches inside count double). The
 * front centre travels the waypoints and the unit turns to face along each leg as it marches; turning is free, as is
 * a FACE on the spot after the move. No unit passes through another's ground, friend or foe, nor over impassable
 * ground, nor off the table. Moves are made in the order written, each from where the earlier ones left the others.
 */
final class Movement {
    private Movement() {}

    /**
     * A move or a turn judged before it is made: the path its front centre takes (start first), the facing it ends
     * with, what it measured and what it had; {@code problem} is null when it may be made.
     */
    record Plan(String unit, List<Point> path, double facing, double inches, double allowance, List<String> difficult,
            double doubled, String problem) {

        boolean ok() {
            return problem == null;
        }

        /** What the player's accepted line carries as a comment: "5.8\" of 6\"". */
        String measured() {
            String cost = doubled > 0 ? Inches.measured(inches) + " + " + Inches.measured(doubled) + " in difficult ground"
                    : Inches.measured(inches);
            String terrain = difficult.isEmpty() || doubled > 0 ? "" : " (half speed: " + String.join(", ", difficult) + ")";
            return cost + " of " + Inches.show(allowance) + terrain;
        }
    }

    /** Phase 1's orders in the order they are carried out: each MOVE, then its unit's FACE; a FACE alone where written. */
    static List<Order> sequence(List<Order> orders) {
        Set<String> moving = new HashSet<>();
        orders.stream().filter(Order::moves).forEach(o -> moving.add(o.unit()));
        List<Order> out = new ArrayList<>();
        for (Order o : orders) {
            if (o.moves()) {
                out.add(o);
                orders.stream().filter(f -> f instanceof Order.Face && f.unit().equals(o.unit())).forEach(out::add);
            } else if (o instanceof Order.Face && !moving.contains(o.unit())) {
                out.add(o);
            }
        }
        return out;
    }

    static Plan plan(BasicFantasyState s, Order o) {
        if (o instanceof Order.Face f) {
            return face(s, f);
        }
        Unit u = s.unitOrThrow(o.unit());
        List<Point> waypoints = o instanceof Order.MoveTo m ? m.waypoints()
                : List.of(u.at().towards(((Order.MoveBy) o).bearing(), ((Order.MoveBy) o).inches()));
        return move(s, u, waypoints);
    }

    static Plan move(BasicFantasyState s, Unit u, List<Point> waypoints) {
        Ground ground = new Ground(s);
        Profile p = s.profile(u);
        Travel t = Travel.of(ground.footprint(u), waypoints, true);
        double inches = Inches.measure(t.length());
        boolean part = s.options().partInTerrain();
        // Under part-in-terrain only the front centre's inches inside count: ground the flank alone brushes costs
        // nothing, so it is not named, lest the report call a full-speed move half speed.
        List<Feature> crossed = ground.difficultCrossed(t).stream()
                .filter(f -> !part || Inches.measure(t.lengthIn(List.of(f))) > 0).toList();
        List<String> difficult = crossed.stream().map(ground::describe).toList();
        double doubled = part && !crossed.isEmpty() ? Inches.measure(t.lengthIn(crossed)) : 0;
        double allowance = crossed.isEmpty() || part ? p.speed() : p.speed() / 2.0;
        double facing = t.end().facing();
        String problem = problem(s, ground, u, t, inches, doubled, allowance, difficult, p.speed());
        return new Plan(u.id(), t.path(), facing, inches, allowance, difficult, doubled, problem);
    }

    private static String problem(BasicFantasyState s, Ground ground, Unit u, Travel t, double inches, double doubled,
            double allowance, List<String> difficult, int speed) {
        if (u.locked()) {
            return u.id() + " is locked in close combat with " + String.join(" and ", u.lockedWith()) + ": it cannot move (R1)";
        }
        if (t.path().size() < 2) {
            return u.id() + " already stands at " + u.at() + ": write FACE to turn it, or HOLD";
        }
        if (!t.staysOn(s.table())) {
            return u.id() + "'s move leaves the " + Inches.show(s.table().width()) + " x " + Inches.show(s.table().depth())
                    + " table" + offTable(s.table(), t);
        }
        Optional<Feature> wall = ground.impassableCrossed(t);
        if (wall.isPresent()) {
            return u.id() + "'s move crosses " + ground.describe(wall.get()) + ", which is impassable"
                    + wheel(ground, u, t.path(), f -> ground.impassableUnder(f).filter(wall.get()::equals).isPresent());
        }
        Optional<Unit> end = ground.unitUnder(t.end(), u.id(), Set.of());
        if (end.isPresent()) {
            return u.id() + " would end overlapping " + end.get().id() + " at " + t.path().get(t.path().size() - 1);
        }
        Optional<Unit> through = ground.unitCrossed(t, u.id(), Set.of());
        if (through.isPresent()) {
            Footprint other = ground.footprint(through.get());
            return u.id() + "'s path runs through " + through.get().id() + "'s ground: no unit passes through another"
                    + wheel(ground, u, t.path(), other::overlaps);
        }
        double cost = inches + doubled;
        if (!Inches.within(cost, allowance)) {
            String had = difficult.isEmpty() || doubled > 0 ? Inches.show(allowance) + " (speed " + speed + ")"
                    : Inches.show(allowance) + ": half its speed of " + speed + ", because it crosses " + String.join(", ", difficult)
                    + wheel(ground, u, t.path(), f -> ground.difficult().stream().allMatch(d -> !t.crosses(d) || d.under(f)));
            String moved = doubled > 0 ? Inches.measured(inches) + " + " + Inches.measured(doubled) + " in difficult ground = "
                    + Inches.measured(cost) : Inches.measured(inches);
            return u.id() + "'s move is " + moved + ", more than its allowance of " + had;
        }
        return null;
    }

    /**
     * Why a move meets what it meets, when the cause is not plain to see: the unit wheels on its front centre to face
     * a leg, and the ends of its front or rear swing onto {@code hit}. Names the first such wheel (" as it wheels on
     * its front centre at 30,12 to face 90° (E)"); "" when the unit stood on it already or no wheel reaches it.
     */
    private static String wheel(Ground ground, Unit u, List<Point> path, java.util.function.Predicate<Footprint> hit) {
        Footprint at = ground.footprint(u);
        if (hit.test(at) || at instanceof Footprint.Round) {
            return "";
        }
        for (Point next : path.subList(1, path.size())) {
            double bearing = Bearing.normal(at.at().bearingTo(next));
            Footprint set = at.turnedTo(bearing);
            if (Math.abs(Bearing.normal(bearing - at.facing() + 180) - 180) > 0.5 && hit.test(set)) {
                return " as it wheels on its front centre at " + at.at() + " to face " + Bearing.show(bearing)
                        + " (march straight ahead first, and turn where there is room)";
            }
            at = set.movedTo(next);
        }
        return "";
    }

    /** Where a move leaves the table: a point written off it, or the edge its bases would end or swing past. */
    private static String offTable(Table table, Travel t) {
        String size = " (x runs from 0 to " + Inches.number(table.width()) + ", y from 0 to " + Inches.number(table.depth()) + ")";
        for (Point p : t.path()) {
            if (!table.holds(p)) {
                return ": " + p + " is off it" + size;
            }
        }
        if (table.holds(t.end())) {
            return ": its bases would swing past the edge as it wheels";
        }
        List<String> edges = new ArrayList<>();
        List<Point> corners = t.end().outline();
        if (corners.stream().anyMatch(c -> c.x() < 0)) {
            edges.add("left");
        }
        if (corners.stream().anyMatch(c -> c.x() > table.width())) {
            edges.add("right");
        }
        if (corners.stream().anyMatch(c -> c.y() < 0)) {
            edges.add("bottom");
        }
        if (corners.stream().anyMatch(c -> c.y() > table.depth())) {
            edges.add("top");
        }
        return ": its bases would end past the " + String.join(" and ", edges) + " edge" + size;
    }

    static Plan face(BasicFantasyState s, Order.Face f) {
        Unit u = s.unitOrThrow(f.unit());
        Ground ground = new Ground(s);
        Footprint turned = ground.footprint(u).turnedTo(f.bearing());
        String problem = null;
        if (u.locked()) {
            problem = u.id() + " is locked in close combat with " + String.join(" and ", u.lockedWith()) + ": it cannot turn";
        } else if (!s.table().holds(turned)) {
            problem = u.id() + " turned to " + Bearing.show(f.bearing()) + " would not stand wholly on the table";
        } else if (ground.impassableUnder(turned).isPresent()) {
            problem = u.id() + " turned to " + Bearing.show(f.bearing()) + " would stand on "
                    + ground.describe(ground.impassableUnder(turned).get()) + ", which is impassable";
        } else if (ground.unitUnder(turned, u.id(), Set.of()).isPresent()) {
            problem = u.id() + " turned to " + Bearing.show(f.bearing()) + " would overlap "
                    + ground.unitUnder(turned, u.id(), Set.of()).get().id();
        }
        return new Plan(u.id(), List.of(u.at()), Bearing.normal(f.bearing()), 0, 0, List.of(), 0, problem);
    }

    /** The events of a plan that may be made. */
    static void make(TurnLog log, Order o, Plan p) {
        Unit u = log.state().unitOrThrow(p.unit());
        if (o instanceof Order.Face) {
            log.emit(new UnitFaced(u.id(), u.facing(), p.facing()));
        } else {
            log.emit(new UnitMoved(u.id(), p.path(), p.facing(), p.inches(), p.allowance(), p.difficult(), p.doubled()));
        }
    }

    /** The phase; returns the units that moved (a turn on the spot is not a move). */
    static Set<String> phase(TurnLog log, List<Order> orders) {
        Set<String> moved = new HashSet<>();
        for (Order o : sequence(orders)) {
            Plan p = plan(log.state(), o);
            if (p.ok()) {
                make(log, o, p);
                if (o.moves()) {
                    moved.add(o.unit());
                }
            } else {
                log.emit(new OrderHeld(o.unit(), o.normalised(), p.problem()));
            }
        }
        return moved;
    }
}
