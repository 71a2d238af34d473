package herald.engine.darkage;

import herald.engine.table.Feature;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.List;
import java.util.Optional;

/**
 * The simulated player's moves: straight lines it measures as the rules do (Movement.allowance with the difficult
 * terrain entered and the Sea State aboard), so that a move it mails is never longer than the figure may go, never
 * crosses deep water and never ends on another figure's base or in a fire.
 */
final class SimulatedPaths {
    private SimulatedPaths() {}

    static Movement.Mover mover(DarkAgeState s, Figure f) {
        return new Movement.Mover(f.id(), s.profileOf(f).speed(), s.weight(f), false, f.down());
    }

    /** How far {@code f} may go on a straight move from a to b, walking or running. */
    static double allowance(DarkAgeState s, Figure f, Point a, Point b, boolean run) {
        Ground g = new Ground(s);
        Movement.Step step = new Movement.Step(a.distanceTo(b), run, false, g.difficultOn(a, b),
                Math.max(g.seaState(a), g.seaState(b)));
        return Movement.allowance(mover(s, f), step, s.options()).inches();
    }

    /**
     * The longest legal straight move towards {@code goal} that stops {@code short} inches from it (0: onto it), in
     * half-inch steps back from the whole distance; running only when allowed, light armour and a walk falls short.
     */
    static Optional<Order.Move> toward(DarkAgeState s, Figure f, Point goal, double stopShort, boolean mayRun) {
        Point a = f.at();
        double want = a.distanceTo(goal) - stopShort;
        if (want < 0.5) {
            return Optional.empty();
        }
        double bearing = a.bearingTo(goal);
        boolean run = mayRun && !f.down() && s.weight(f) == Armour.Weight.LIGHT
                && want > allowance(s, f, a, a.towards(bearing, want), false);
        double most = allowance(s, f, a, a, run);
        for (double d = Math.floor(Math.min(want, most) * 10) / 10; d >= 0.5; d -= 0.5) {
            Point b = a.towards(bearing, d);
            if (legal(s, f, a, b, run)) {
                return Optional.of(new Order.Move(f.id(), List.of(b), null, run));
            }
        }
        return Optional.empty();
    }

    static boolean legal(DarkAgeState s, Figure f, Point a, Point b, boolean run) {
        Ground g = new Ground(s);
        return Inches.within(a.distanceTo(b), allowance(s, f, a, b, run)) && !g.crossesImpassable(a, b)
                && !g.impassable(b) && g.burningAt(b).isEmpty() && s.table().holds(Ground.footprint(b))
                && s.inGame().stream().noneMatch(o -> !o.id().equals(f.id()) && Ground.touching(o.at(), b));
    }

    static Point centre(Feature x) {
        return Point.of(x.outline().stream().mapToDouble(Point::x).average().orElse(0),
                x.outline().stream().mapToDouble(Point::y).average().orElse(0));
    }
}
