package herald.engine.basicfantasy;

import herald.engine.Dice;
import herald.engine.basicfantasy.events.OrderHeld;
import herald.engine.basicfantasy.events.UnitCharged;
import herald.engine.table.Bearing;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Travel;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Phase 3, charging (R10). A unit not locked in combat charges an enemy within its speed, measured base to base; the
 * reach is halved when the straight line from its front centre to the target's nearest point crosses difficult
 * ground (R2; house option part-in-terrain: the inches of that line inside count double). The charger's front centre
 * goes straight to that point and it turns to face along the line, so that its front meets the target flush; its
 * bases may not pass through another unit's ground or impassable ground on the way, nor leave the table. Both are
 * then locked in close combat, and the charger strikes first ({@link Combat}).
 */
final class Charge {
    private Charge() {}

    /** A charge judged before it is made; {@code problem} is null when it may be made. */
    record Plan(String unit, String target, List<Point> path, double facing, double inches, double reach, double doubled,
            List<String> difficult, String problem) {
        String measured() {
            String cost = doubled > 0 ? Inches.measured(inches) + " + " + Inches.measured(doubled) + " in difficult ground"
                    : Inches.measured(inches);
            return cost + " of " + Inches.show(reach);
        }
    }

    static Plan assess(BasicFantasyState s, Unit charger, Unit target, Set<String> moved) {
        if (target.side().equals(charger.side())) {
            return refused(charger, target, target.id() + " is on your own side: charge an enemy");
        }
        if (moved.contains(charger.id()) && s.options().moveThenCharge().equals("no")) {
            return refused(charger, target, charger.id() + " moves this player turn: it cannot also charge (house option move-then-charge=no)");
        }
        if (charger.locked()) {
            return refused(charger, target, charger.id() + " is locked in close combat with " + String.join(" and ", charger.lockedWith())
                    + ": it cannot charge");
        }
        Ground ground = new Ground(s);
        Footprint from = ground.footprint(charger);
        Footprint to = ground.footprint(target);
        Point c = charger.at();
        // a charge closes square on to the side of the target it comes at, as players push a unit into contact
        Footprint.Approach meet = to.approachFrom(c);
        Point p = meet.at();
        double facing = c.distanceTo(p) < 0.05 ? charger.facing() : meet.facing();
        double inches = Inches.measure(ground.distance(charger, target));
        boolean part = s.options().partInTerrain();
        // under part-in-terrain a feature is named only where it costs inches, lest a full reach be called half speed
        List<Feature> crossed = ground.difficult().stream()
                .filter(f -> part ? Inches.measure(f.lengthInside(c, p)) > 0 : f.lengthInside(c, p) > 0.01).toList();
        List<String> difficult = crossed.stream().map(ground::describe).toList();
        int speed = s.profile(charger).speed();
        double doubled = part ? Inches.measure(crossed.stream().mapToDouble(f -> f.lengthInside(c, p)).sum()) : 0;
        double reach = crossed.isEmpty() || part ? speed : speed / 2.0;
        Optional<Point> touch = contact(from.turnedTo(facing), to, p);
        Point end = touch.orElse(c);
        Travel t = Travel.of(from.turnedTo(facing), List.of(end), false);
        List<Point> path = List.of(c, end);
        String speedText = charger.enhanced() ? "speed " + speed + " with Melee monster" : "speed " + speed;
        String problem = null;
        if (!Inches.within(inches + doubled, reach)) {
            String had = crossed.isEmpty() || part ? Inches.show(reach) + " (" + speedText + ")"
                    : Inches.show(reach) + ": half its " + speedText + ", as the line to " + target.id() + " crosses "
                    + String.join(", ", difficult);
            String far = part && doubled > 0 ? Inches.measured(inches) + " + " + Inches.measured(doubled) + " in difficult ground"
                    : Inches.measured(inches);
            problem = target.id() + " is " + far + " from " + charger.id() + ": beyond its charge reach of " + had;
        } else if (touch.isEmpty()) {
            problem = "no room: " + charger.id() + " finds no place in contact with " + target.id();
        } else if (!t.staysOn(s.table())) {
            problem = charger.id() + "'s charge at " + target.id() + " would leave the table";
        } else if (ground.impassableCrossed(t).isPresent()) {
            problem = charger.id() + "'s charge at " + target.id() + " crosses " + ground.describe(ground.impassableCrossed(t).get())
                    + ", which is impassable";
        } else {
            Optional<Unit> under = ground.unitUnder(t.end(), charger.id(), Set.of());
            Optional<Unit> through = ground.unitCrossed(t, charger.id(), Set.of(target.id()));
            if (under.isPresent()) {
                problem = "no room: " + charger.id() + " in contact with " + target.id() + " at " + end + " would overlap "
                        + under.get().id();
            } else if (through.isPresent()) {
                problem = charger.id() + "'s charge at " + target.id() + " runs through " + through.get().id()
                        + "'s ground: no unit passes through another";
            }
        }
        if (problem != null && Inches.within(inches + doubled, reach)) {
            // the charge is in reach but cannot be made: where it would go, so the player can see what is in the way
            problem += " (its front centre would go straight from " + c + " to " + (touch.isPresent() ? end : p) + ", against "
                    + target.id() + "'s nearest point, facing " + Bearing.show(facing) + ")";
        }
        return new Plan(charger.id(), target.id(), path, facing, inches, reach, doubled, difficult, problem);
    }

    private static Plan refused(Unit charger, Unit target, String problem) {
        return new Plan(charger.id(), target.id(), List.of(charger.at()), charger.facing(), 0, 0, 0, List.of(), problem);
    }

    /**
     * Where the charger's named point stops: a position held to the tenth of an inch, as near contact with the target
     * at {@code meet} as it can be without its bases standing on the target's (a tenth's rounding must not push it in).
     * A block's front centre goes to that point; a round base's centre stops its radius short of it, along its facing.
     * Empty when no such place touches the target.
     */
    static Optional<Point> contact(Footprint charger, Footprint target, Point meet) {
        double back = charger instanceof Footprint.Round r ? r.radius() : 0;
        double f = Math.toRadians(charger.facing());
        Point aim = new Point(meet.x() - Math.sin(f) * back, meet.y() - Math.cos(f) * back);
        Point grid = Point.of(aim.x(), aim.y());
        Point best = null;
        double bestGap = Double.MAX_VALUE;
        for (int dx = -3; dx <= 3; dx++) {
            for (int dy = -3; dy <= 3; dy++) {
                Point q = Point.of(grid.x() + dx / 10.0, grid.y() + dy / 10.0);
                Footprint there = charger.movedTo(q);
                if (there.overlaps(target)) {
                    continue;
                }
                double gap = there.distanceTo(target) + q.distanceTo(aim) / 100;
                if (gap < bestGap) {
                    bestGap = gap;
                    best = q;
                }
            }
        }
        return best != null && Inches.measure(charger.movedTo(best).distanceTo(target)) == 0 ? Optional.of(best) : Optional.empty();
    }

    static void charge(TurnLog log, Order.Charge o, Set<String> moved, Dice dice) {
        BasicFantasyState s = log.state();
        Unit charger = s.unitOrThrow(o.unit());
        Unit target = s.unitOrThrow(o.target());
        if (!charger.alive() || !target.alive()) {
            log.emit(new OrderHeld(charger.id(), o.normalised(), (!charger.alive() ? charger.id() : target.id()) + " has been destroyed"));
            return;
        }
        Plan p = assess(s, charger, target, moved);
        if (p.problem() != null) {
            log.emit(new OrderHeld(charger.id(), o.normalised(), p.problem()));
            return;
        }
        log.emit(new UnitCharged(charger.id(), target.id(), p.path(), p.facing(), p.inches(), p.reach(), p.difficult(),
                p.doubled()));
        Combat.fight(log, charger.id(), target.id(), "charge", dice);
    }
}
