package herald.engine.darkage;

import herald.engine.table.Feature;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The check of MOVE, RUN, DISENGAGE and STAND: the points on the table, the way clear of impassable ground, and the
 * length along the waypoints (the first leg from where the figure stands) within its allowance (3.2), measured as
 * {@link Movement} does. Whether the figure is in a Fight when it moves depends on the others' moves before it, so the
 * resolution decides that.
 */
final class OrderMoves {
    private OrderMoves() {}

    /** What was wrong with a move, or what was measured (the accepted line's comment). */
    record Judged(List<String> problems, String comment) {
        Judged {
            problems = List.copyOf(problems);
        }

        static Judged problem(String why) {
            return new Judged(List.of(why), null);
        }
    }

    /** The judgement of a movement order (its figure already checked as the side's), null for any other order. */
    static Judged judge(DarkAgeState s, Order o) {
        if (o instanceof Order.Move m && m.at() != null) {
            return towards(s, m);
        } else if (o instanceof Order.Move m) {
            return along(s, s.figureOrThrow(m.figure()), m.waypoints(), m.run(), false);
        } else if (o instanceof Order.Disengage d) {
            return along(s, s.figureOrThrow(d.figure()), List.of(d.to()), d.run(), true);
        }
        return null;
    }

    private static Judged along(DarkAgeState s, Figure f, List<Point> path, boolean run, boolean disengage) {
        List<String> problems = new ArrayList<>();
        Ground g = new Ground(s);
        for (Point p : path) {
            if (!s.table().holds(p)) {
                problems.add(p + " is off the table (" + Inches.show(s.table().width()) + " by "
                        + Inches.show(s.table().depth()) + ", from 0,0 at the bottom left)");
            }
        }
        if (!problems.isEmpty()) {
            return new Judged(problems, null);
        }
        double inches = 0;
        int sea = g.seaState(f.at());
        List<Integer> difficult = new ArrayList<>();
        Point from = f.at();
        for (Point to : path) {
            if (g.crossesImpassable(from, to)) {
                problems.add("the way from " + from + " to " + to + " crosses " + impassable(s, g, from, to)
                        + ", where no figure may go");
            }
            inches += from.distanceTo(to);
            difficult.addAll(g.difficultOn(from, to));
            sea = Math.max(sea, g.seaState(to));
            from = to;
        }
        if (Inches.measure(inches) == 0) {
            problems.add(f.id() + " already stands at " + f.at() + (f.down() ? ": write STAND to get up where it lies"
                    : ": write HOLD to keep it there"));
        }
        Movement.Step step = new Movement.Step(inches, run, disengage, difficult, sea);
        Movement.Mover m = new Movement.Mover(f.id(), s.profileOf(f).speed(), s.weight(f), disengage, f.down());
        Ruling r = Movement.move(m, step, s.options());
        if (!r.accepted()) {
            problems.add(r.refusal());
        }
        if (!problems.isEmpty()) {
            return new Judged(problems, null);
        }
        Movement.Allowance a = Movement.allowance(m, step, s.options());
        return new Judged(List.of(), Inches.measured(inches) + " of " + Inches.show(a.inches()) + " (" + a.workings() + ")");
    }

    /** MOVE or RUN AT a figure: how far it stands now, and how far the mover may go straight at it. */
    private static Judged towards(DarkAgeState s, Order.Move m) {
        Figure f = s.figureOrThrow(m.figure());
        Optional<String> gone = OrderActs.inGame(s, m.at());
        if (gone.isPresent()) {
            return Judged.problem(gone.get());
        }
        Figure t = s.figureOrThrow(m.at());
        if (t.id().equals(f.id())) {
            return Judged.problem(f.id() + " cannot move at itself: name another figure, or points TO go to");
        }
        Ground g = new Ground(s);
        int sea = Math.max(g.seaState(f.at()), g.seaState(t.at()));
        Movement.Step step = new Movement.Step(0, m.run(), false, g.difficultOn(f.at(), t.at()), sea);
        Movement.Mover mover = new Movement.Mover(f.id(), s.profileOf(f).speed(), s.weight(f), false, f.down());
        Ruling r = Movement.move(mover, step, s.options());
        if (!r.accepted()) {
            return Judged.problem(r.refusal());
        }
        Movement.Allowance a = Movement.allowance(mover, step, s.options());
        return new Judged(List.of(), t.id() + " is " + Inches.measured(Ground.between(f.at(), t.at())) + " away now, "
                + f.id() + " may move " + Inches.show(a.inches()) + " (" + a.workings() + ")");
    }

    /** The impassable feature a leg crosses, by name, for the message. */
    private static String impassable(DarkAgeState s, Ground g, Point a, Point b) {
        for (Feature x : s.table().features()) {
            if (g.terrainOf(x).impassable() && (x.lengthInside(a, b) > 0 || x.holds(b))) {
                return (x.name().isBlank() ? g.terrainOf(x).name().toLowerCase(java.util.Locale.ROOT) : x.name())
                        + " (" + x.id() + ")";
            }
        }
        return "impassable ground";
    }
}
