package herald.engine.darkage;

import herald.engine.RuleEvent;
import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.FireAttacked;
import herald.engine.darkage.events.FigureMoved;
import herald.engine.darkage.events.PowerWorked;
import herald.engine.darkage.events.ShotRolled;
import herald.engine.darkage.events.SunderRolled;
import herald.engine.table.Point;
import herald.engine.view.Trace;
import herald.engine.view.TraceBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A turn's moves, shots, blows, fire attacks, powers and the figures taken out, in inches, for the map. Each is judged as it happened, on
 * the state just before and just after its event: at night a side is shown a move only while the figure was in its
 * sight (a path into the dark stops where the figure left its sight), a shot or a blow only when it saw both ends
 * (a line from the dark would show where the unseen shooter stands), a figure taken out only when it saw it fall.
 */
final class Traces {
    private Traces() {}

    static List<Trace> of(DarkAgeState before, List<RuleEvent> events, String side) {
        TraceBuilder out = new TraceBuilder();
        DarkAgeState s = before;
        for (RuleEvent e : events) {
            DarkAgeState at = s;
            s = ((DarkAgeEvent) e).applyTo(s);
            if (e instanceof FigureMoved m) {
                move(out, at, s, m, side);
            } else if (e instanceof ShotRolled r && !r.target().equals(r.shooter())) {
                line(at, s, side, r.shooter(), r.target()).ifPresent(
                        p -> out.fire(r.shooter(), colour(at, r.shooter()), p.get(0), p.get(1), r.hit()));
            } else if (e instanceof BlowRolled b) {
                line(at, s, side, b.attacker(), b.defender()).ifPresent(
                        p -> out.attack(b.attacker(), colour(at, b.attacker()), p.get(0), p.get(1), b.hit()));
            } else if (e instanceof SunderRolled b) {
                line(at, s, side, b.attacker(), b.defender()).ifPresent(
                        p -> out.attack(b.attacker(), colour(at, b.attacker()), p.get(0), p.get(1), b.beaten()));
            } else if (e instanceof FireAttacked a && seen(at, s, side, a.figure())) {
                Figure f = at.figureOrThrow(a.figure());
                new Ground(at).feature(a.feature()).ifPresent(x -> out.fire(a.figure(), colour(at, a.figure()),
                        View.place(f.at()), View.place(Ground.nearest(x, f.at())), a.hit()));
            } else if (e instanceof PowerWorked w && seen(at, s, side, w.caster())) {
                spell(out, at, s, side, w);
            } else if (e instanceof FateRolled f && f.result() == FateRolled.Result.OUT && seen(at, side, f.figure())) {
                out.fell(f.figure(), colour(at, f.figure()), View.place(at.figureOrThrow(f.figure()).at()));
            }
        }
        return out.build();
    }

    /** A power's line from its caster: to the centre of a Sea Mist, or to each figure it blessed that the side saw. */
    private static void spell(TraceBuilder out, DarkAgeState at, DarkAgeState after, String side, PowerWorked w) {
        Trace.Place from = View.place(at.figureOrThrow(w.caster()).at());
        String colour = colour(at, w.caster());
        if (w.at() != null) {
            out.spell(w.caster(), colour, from, View.place(w.at()), true);
        }
        for (String id : w.figures()) {
            if (!id.equals(w.caster()) && seen(at, after, side, id)) {
                out.spell(w.caster(), colour, from, View.place(at.figureOrThrow(id).at()), true);
            }
        }
    }

    /**
     * The stretches of the path the side saw. Sight is judged every half inch with the figure standing there (its own
     * torch goes with it) in the state before the move, and at the end in the state after; a stretch seen keeps the
     * path's corners and the points where the figure came into sight or left it.
     */
    private static void move(TraceBuilder out, DarkAgeState before, DarkAgeState after, FigureMoved m, String side) {
        List<Point> path = m.path();
        if (path.size() < 2) {
            return;
        }
        Figure f = before.figureOrThrow(m.figure());
        String colour = before.colour(f.side());
        List<Point> run = new ArrayList<>();
        for (int i = 0; i < path.size(); i++) {
            List<Point> stretch = i == 0 ? List.of(path.get(0)) : steps(path.get(i - 1), path.get(i));
            for (int k = 0; k < stretch.size(); k++) {
                Point p = stretch.get(k);
                boolean end = i == path.size() - 1 && k == stretch.size() - 1;
                Figure there = f.withAt(p, 0, false);
                boolean seen = new Eyes(before.withFigure(there)).sees(side, there)
                        || end && seen(after, side, m.figure());
                if (seen) {
                    // a point inside a straight stretch is kept only as the run's last so far
                    if (run.size() >= 2 && !corner(path, run.get(run.size() - 1))) {
                        run.remove(run.size() - 1);
                    }
                    run.add(p);
                } else {
                    flush(out, m.figure(), colour, run);
                }
            }
        }
        flush(out, m.figure(), colour, run);
    }

    private static boolean corner(List<Point> path, Point p) {
        return path.contains(p);
    }

    private static void flush(TraceBuilder out, String figure, String colour, List<Point> run) {
        for (int i = 1; i < run.size(); i++) {
            out.step(figure, colour, View.place(run.get(i - 1)), View.place(run.get(i)));
        }
        run.clear();
    }

    /** Points along a straight stretch, a half inch apart, ending at its end. */
    private static List<Point> steps(Point a, Point b) {
        int n = Math.max(1, (int) Math.ceil(a.distanceTo(b) / 0.5));
        List<Point> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            double t = (double) i / n;
            out.add(i == n ? b : new Point(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t));
        }
        return out;
    }

    /** Both ends of a shot or blow, as they stood, when the side saw both (before or after the event); else empty. */
    private static Optional<List<Trace.Place>> line(DarkAgeState at, DarkAgeState after, String side, String from,
            String to) {
        Optional<Figure> a = at.figure(from);
        Optional<Figure> b = at.figure(to);
        if (a.isEmpty() || b.isEmpty() || !seen(at, after, side, from) || !seen(at, after, side, to)) {
            return Optional.empty();
        }
        return Optional.of(List.of(View.place(a.get().at()), View.place(b.get().at())));
    }

    private static boolean seen(DarkAgeState at, DarkAgeState after, String side, String id) {
        return seen(at, side, id) || seen(after, side, id);
    }

    private static boolean seen(DarkAgeState s, String side, String id) {
        return s.figure(id).map(f -> new Eyes(s).sees(side, f)).orElse(false);
    }

    private static String colour(DarkAgeState s, String figure) {
        return s.figure(figure).map(f -> s.colour(f.side())).orElse("#000000");
    }
}
