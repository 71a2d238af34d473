package herald.engine.basicfantasy;

import herald.engine.table.Bearing;
import herald.engine.table.Feature;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Travel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A plain, sensible player. Units with an enemy in reach charge it; archers with an enemy in range and sight shoot
 * the nearest; wizards heal a damaged friend, lift a unit about to charge with Melee monster, or strike the nearest
 * enemy (Blast where enemies stand together and no friend is near, Assailing of the Mind otherwise). Everyone else
 * advances on the nearest enemy (round impassable ground by a ford), preferring moves that keep to good going; archers
 * stop once in range, wizards keep their distance. Every line is kept only if the whole submission with it still
 * passes the check, so the simulated orders are never refused.
 */
final class SimulatedPlayer {
    private final BasicFantasyState s;
    private final String side;
    private final Ground ground;
    private final List<String> lines = new ArrayList<>();
    private final Set<String> ordered = new HashSet<>();

    private SimulatedPlayer(BasicFantasyState s, String side) {
        this.s = s;
        this.side = side;
        this.ground = new Ground(s);
    }

    static String orders(BasicFantasyState s, String side) {
        if (s.scenario() == null || s.outcome() != null || s.living(side).isEmpty()) {
            return "# nothing to order";
        }
        if (!side.equals(s.active())) {
            // a player who mails before his player turn writes orders all the same (and is told to wait): a HOLD,
            // since what he could do depends on the other side's turn still to come
            return "HOLD " + s.living(side).get(0).id() + "\n";
        }
        SimulatedPlayer p = new SimulatedPlayer(s, side);
        p.plan();
        if (p.lines.isEmpty()) {
            p.lines.add("HOLD " + s.living(side).get(0).id());
        }
        return String.join("\n", p.lines) + "\n";
    }

    private void plan() {
        List<Unit> mine = s.living(side).stream().filter(u -> !u.locked() || s.typeOf(u).casts()).toList();
        for (Unit u : mine) {
            if (!u.locked() && fighter(u)) {
                charge(u);
            }
        }
        for (Unit u : mine) {
            if (!ordered.contains(u.id()) && s.typeOf(u).shoots()) {
                shoot(u);
            }
        }
        for (Unit u : mine) {
            if (!ordered.contains(u.id()) && s.typeOf(u).casts()) {
                cast(u);
            }
        }
        Set<String> moved = new HashSet<>();
        for (Unit u : mine) {
            if (!ordered.contains(u.id()) && !u.locked() && advance(u)) {
                moved.add(u.id());
            }
        }
        for (Unit u : mine) {
            if (!moved.contains(u.id())) {
                continue;
            }
            if (s.typeOf(u).shoots()) {
                shoot(u);
            } else if (s.typeOf(u).casts()) {
                cast(u);
            } else {
                charge(u);
            }
        }
    }

    private boolean fighter(Unit u) {
        return !s.typeOf(u).shoots() && !s.typeOf(u).casts();
    }

    /** Adds the lines if the submission with them still passes the check. */
    private boolean tryAdd(String... more) {
        List<String> body = new ArrayList<>(lines);
        body.addAll(List.of(more));
        if (OrderCheck.check(s, side, String.join("\n", body)).accepted()) {
            lines.addAll(List.of(more));
            for (String l : more) {
                ordered.add(l.split(" ")[1]);
            }
            return true;
        }
        return false;
    }

    private List<Unit> enemiesByDistance(Unit u) {
        return s.livingEnemiesOf(side).stream()
                .sorted(Comparator.comparingDouble((Unit e) -> ground.distance(u, e)).thenComparing(Unit::id)).toList();
    }

    private void charge(Unit u) {
        for (Unit e : enemiesByDistance(u).stream().limit(3).toList()) {
            if (tryAdd("CHARGE " + u.id() + " " + e.id())) {
                return;
            }
            for (Unit w : s.living(side)) {
                if (s.typeOf(w).spells().contains("monster") && !ordered.contains(w.id())
                        && tryAdd("CAST " + w.id() + " MONSTER " + u.id(), "CHARGE " + u.id() + " " + e.id())) {
                    return;
                }
            }
        }
    }

    private void shoot(Unit u) {
        for (Unit e : enemiesByDistance(u)) {
            if (tryAdd("SHOOT " + u.id() + " AT " + e.id())) {
                return;
            }
        }
    }

    private void cast(Unit w) {
        List<String> spells = s.typeOf(w).spells();
        if (spells.contains("heal")) {
            for (Unit f : s.living(side)) {
                if (f.frontWounds() > 0 && tryAdd("CAST " + w.id() + " HEAL " + f.id())) {
                    return;
                }
            }
        }
        for (Unit e : enemiesByDistance(w)) {
            boolean crowd = s.livingEnemiesOf(side).stream().anyMatch(o -> o != e && ground.distance(o, e) <= 6)
                    && s.living(side).stream().noneMatch(f -> ground.distance(f, e) <= 6.5);
            if (spells.contains("blast") && crowd && tryAdd("CAST " + w.id() + " BLAST " + e.id())) {
                return;
            }
            if (spells.contains("assail") && tryAdd("CAST " + w.id() + " ASSAIL " + e.id())) {
                return;
            }
        }
    }

    /** A move towards the nearest enemy; true when one was ordered. */
    private boolean advance(Unit u) {
        List<Unit> enemies = enemiesByDistance(u);
        if (enemies.isEmpty()) {
            return false;
        }
        Unit enemy = enemies.get(0);
        double gap = ground.distance(u, enemy);
        UnitType t = s.typeOf(u);
        double keep = t.shoots() ? t.weapon().range() - 3 : t.casts() ? 14 : 0.5;
        double want = gap - keep;
        if (want < 0.5) {
            return false;
        }
        Point goal = goal(u, enemy.at());
        double bearing = Bearing.normal(u.at().bearingTo(goal));
        double before = u.at().distanceTo(goal);
        int speed = s.profile(u).speed();
        // every candidate that brings it nearer the goal, the nearest first; at equal gain the full-speed move, so
        // that difficult ground is entered only where it pays
        List<String> candidates = new ArrayList<>();
        List<Double> gains = new ArrayList<>();
        for (double share : List.of(1.0, 0.5)) {
            for (int offset : List.of(0, 15, -15, 30, -30, 45, -45, 60, -60, 90, -90)) {
                double inches = Math.floor(Math.min(speed * share, want) * 10) / 10;
                double heading = Bearing.normal(bearing + offset);
                double gain = before - u.at().towards(heading, inches).distanceTo(goal);
                if (inches >= 0.5 && gain >= 0.5) {
                    candidates.add("MOVE " + u.id() + " " + Inches.number(inches) + " AT " + (int) heading);
                    gains.add(Math.round(gain * 2) / 2.0);
                }
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -gains.get(i)).thenComparingInt(i -> i));
        for (int i : order.subList(0, Math.min(10, order.size()))) {
            if (tryAdd(candidates.get(i))) {
                return true;
            }
        }
        return false;
    }

    /** The enemy's place, or, when impassable ground lies straight between, the way over it by the nearest crossing. */
    private Point goal(Unit u, Point target) {
        Travel straight = Travel.of(ground.footprint(u), List.of(target), true);
        if (ground.impassableCrossed(straight).isEmpty()) {
            return target;
        }
        Optional<Point> way = s.table().features().stream().filter(f -> s.terrain().get(f.terrain()).crossing())
                .map(SimulatedPlayer::centre)
                .min(Comparator.comparingDouble(c -> u.at().distanceTo(c) + c.distanceTo(target)));
        if (way.isEmpty()) {
            return target;
        }
        Point c = way.get();
        return u.at().distanceTo(c) > 2 ? c : c.towards(c.bearingTo(target), 6);
    }

    private static Point centre(Feature f) {
        double x = f.outline().stream().mapToDouble(Point::x).average().orElse(0);
        double y = f.outline().stream().mapToDouble(Point::y).average().orElse(0);
        return Point.of(x, y);
    }
}
