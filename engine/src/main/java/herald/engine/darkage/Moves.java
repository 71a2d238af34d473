package herald.engine.darkage;

import herald.engine.darkage.events.FigureMoved;
import herald.engine.darkage.events.FigureStood;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The Movement phase (3.2) on the table: a figure walks its waypoints, or straight at the figure it moves AT, as far as
 * its allowance goes; it stops at the first enemy base it touches (M6: contact makes a Fight, and nobody moves through
 * an enemy) and short of impassable ground; it may pass its friends but not end on one. Disengaging first takes a
 * free attack from each enemy in the Fight (ruling 6).
 */
final class Moves {
    private Moves() {}

    /** How finely a path is searched for impassable ground and friends' bases. */
    private static final double STEP = 0.05;

    static void play(Play p, Order o) {
        Figure f = p.f(o.figure());
        if (o instanceof Order.Stand) {
            if (f.down()) {
                p.add(new FigureStood(f.id(), "gets up where it lies"));
            } else {
                p.lost(o, f.id() + " is on its feet already");
            }
        } else if (o instanceof Order.Move m) {
            move(p, f, m);
        } else if (o instanceof Order.Disengage d) {
            disengage(p, f, d);
        }
    }

    private static void move(Play p, Figure f, Order.Move m) {
        Ground ground = p.ground();
        if (ground.inFight(f)) {
            p.lost(m, f.id() + " is in a fight: only DISENGAGE moves it out");
            return;
        }
        List<Point> to = m.waypoints();
        if (m.at() != null) {
            Figure t = p.s.figure(m.at()).orElse(null);
            if (t == null || !t.inGame()) {
                p.lost(m, m.at() + " is out of the game");
                return;
            }
            if (!new Eyes(p.s).sees(f.side(), t)) {
                p.lost(m, f.id() + "'s side cannot see " + t.id() + " in the dark");
                return;
            }
            double gap = f.at().distanceTo(t.at()) - Ground.diameter();
            to = List.of(toward(f.at(), t.at(), Math.max(0, gap)));
        }
        walk(p, f, m, to, m.run(), false, Set.of());
    }

    private static void disengage(Play p, Figure f, Order.Disengage d) {
        Ground ground = p.ground();
        List<Figure> foes = ground.opponents(f);
        if (foes.isEmpty()) {
            p.lost(d, f.id() + " is in no fight to disengage from");
            return;
        }
        if (p.o().disengage().equals("free-attack")) {
            for (Figure foe : foes) {
                if (p.f(foe.id()).inGame() && !p.f(foe.id()).down() && p.f(f.id()).inGame()) {
                    Fights.blow(p, p.f(foe.id()), p.f(f.id()), p.s.profileOf(foe).fv(), 0, Fights.weapon(p, foe, null), false);
                }
            }
        }
        Figure now = p.f(f.id());
        if (!now.inGame() || now.down()) {
            p.lost(d, f.id() + " did not get away");
            return;
        }
        walk(p, now, d, List.of(d.to()), d.run(), true, Set.copyOf(foes.stream().map(Figure::id).toList()));
    }

    /** Along {@code to} from where the figure stands, as far as it may and can go. */
    private static void walk(Play p, Figure f, Order o, List<Point> to, boolean run, boolean disengaging, Set<String> leaving) {
        Ground ground = p.ground();
        Armour.Weight weight = p.s.weight(f);
        if (run && (weight != Armour.Weight.LIGHT || f.down())) {
            p.lost(o, f.id() + (f.down() ? " is knocked down: it cannot run" : " cannot run in its armour"));
            return;
        }
        List<Integer> difficult = new ArrayList<>();
        Point from = f.at();
        for (Point w : to) {
            difficult.addAll(ground.difficultOn(from, w));
            from = w;
        }
        Movement.Mover mover = Movement.Mover.of(f.id(), p.s.profileOf(f).speed(), weight).withKnockedDown(f.down());
        Movement.Step step = new Movement.Step(0, run, disengaging, difficult, ground.seaState(f.at()));
        Movement.Allowance a = Movement.allowance(mover, step, p.o());
        List<Point> path = new ArrayList<>(List.of(f.at()));
        double left = a.inches();
        Point at = f.at();
        for (Point w : to) {
            double leg = at.distanceTo(w);
            double go = Math.min(leg, left);
            double contact = contact(p, f, at, w, leaving);
            boolean stops = contact <= go;
            go = Math.min(go, contact);
            go = clear(p, ground, f, at, w, go);
            Point end = toward(at, w, go);
            if (go > 0) {
                path.add(end);
            }
            left -= go;
            at = end;
            if (stops || left <= 0 || go < leg) {
                break;
            }
        }
        double inches = 0;
        for (int i = 1; i < path.size(); i++) {
            inches += path.get(i - 1).distanceTo(path.get(i));
        }
        if (path.size() == 1 && !f.down()) {
            p.lost(o, f.id() + " cannot move that way");
            return;
        }
        if (path.size() == 1) {
            path.add(f.at());
        }
        String how = disengaging ? "disengages" : f.down() ? "gets up and moves" : run ? "runs" : "moves";
        p.add(new FigureMoved(f.id(), how, Inches.measure(inches), a.inches(), a.workings(), path));
    }

    /** How far along a to b the figure's base first touches an enemy's (infinity when it does not). */
    static double contact(Play p, Figure f, Point a, Point b, Set<String> leaving) {
        double len = a.distanceTo(b);
        if (len == 0) {
            return Double.POSITIVE_INFINITY;
        }
        double dx = (b.x() - a.x()) / len;
        double dy = (b.y() - a.y()) / len;
        double reach = Ground.diameter();
        double best = Double.POSITIVE_INFINITY;
        for (Figure e : p.s.inGame()) {
            if (!p.s.enemy(f.side(), e) || leaving.contains(e.id())) {
                continue;
            }
            double ex = e.at().x() - a.x();
            double ey = e.at().y() - a.y();
            double along = ex * dx + ey * dy;
            double across2 = ex * ex + ey * ey - along * along;
            if (across2 > reach * reach) {
                continue;
            }
            double u = along - Math.sqrt(reach * reach - across2);
            if (u >= -Ground.TOUCH && u < best) {
                best = Math.max(0, u);
            }
        }
        return best;
    }

    /** The longest part of {@code go} along a to b that crosses no impassable ground and ends on no friend's base. */
    private static double clear(Play p, Ground ground, Figure f, Point a, Point b, double go) {
        int n = (int) Math.ceil(go / STEP);
        for (int i = 1; i <= n; i++) {
            if (ground.impassable(toward(a, b, Math.min(go, i * STEP)))) {
                go = (i - 1) * STEP;
                break;
            }
        }
        while (go > 0 && onFriend(p, f, toward(a, b, go))) {
            // stepping back by a twentieth leaves a residue of the order of 1e-17 where no step is left: that is 0,
            // so a figure that cannot move at all loses the order rather than "moving 0.0\"" (ruling 36)
            go = go - STEP < 1e-9 ? 0 : go - STEP;
        }
        return go;
    }

    private static boolean onFriend(Play p, Figure f, Point at) {
        return p.s.inGame().stream().anyMatch(o -> !o.id().equals(f.id()) && !p.s.enemy(f.side(), o)
                && o.at().distanceTo(at) < Ground.diameter() - Ground.TOUCH);
    }

    static Point toward(Point a, Point b, double inches) {
        double len = a.distanceTo(b);
        if (len == 0 || inches <= 0) {
            return a;
        }
        double t = Math.min(1, inches / len);
        return new Point(round(a.x() + (b.x() - a.x()) * t), round(a.y() + (b.y() - a.y()) * t));
    }

    /** To the hundredth, as the table measures, so the journal holds short numbers. */
    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
