package herald.engine.lonewolf;

import herald.engine.board.Compass;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.PriorityQueue;

/**
 * A plain, sensible player: a piece next to an enemy attacks one (the one it has the best chance
 * against); a missile piece shoots at the nearest enemy it legally can; every other piece moves by
 * the cheapest legal path towards the nearest enemy, stopping when it comes adjacent, and turns to
 * face the enemy if it has an MP left. It knows only what its side can see. Its orders always pass
 * {@link OrderCheck}.
 */
final class SimulatedPlayer {
    private SimulatedPlayer() {}

    /** Plans from the game as {@code side} knows it: hidden enemies are unknown to it. */
    static String orders(LoneWolfState all, String side) {
        LoneWolfState s = all.seenBy(side);
        List<String> lines = new ArrayList<>();
        LoneWolfState sim = s;
        for (Piece p : s.living(side)) {
            if (!s.adjacentEnemies(p).isEmpty()) {
                lines.add(Combat.unable(s, p).isEmpty()
                        ? "ATTACK " + p.id() + " " + Combat.standingTarget(s, p).orElseThrow().id()
                        : "HOLD " + p.id());
                continue;
            }
            Optional<Piece> target = s.livingEnemiesOf(side).stream()
                    .filter(e -> p.missileWeapon().isPresent() && !Fire.assess(s, p, e).refused())
                    .min(Comparator.comparingInt(e -> p.square().rangeTo(e.square())));
            if (target.isPresent()) {
                lines.add("FIRE " + p.id() + " AT " + target.get().id());
                continue;
            }
            if (Movement.unable(s, p).isPresent() || p.condition().blinded() && !Movement.led(s, p)) {
                continue;
            }
            Plan plan = plan(sim, p);
            if (!plan.steps().isEmpty()) {
                lines.add("MOVE " + p.id() + " " + String.join(" ", plan.steps().stream().map(Compass::name).toList()));
            }
            Piece moved = sim.pieceOrThrow(p.id()).withSquare(plan.end()).withFacing(plan.facing());
            Facing want = facingTowardsNearestEnemy(sim, moved);
            if (want != plan.facing() && plan.cost() + 1 <= Movement.allowance(sim, p)) {
                lines.add("FACE " + p.id() + " " + want);
                moved = moved.withFacing(want);
            }
            sim = sim.withPiece(moved);
        }
        if (lines.isEmpty() && !s.living(side).isEmpty()) {
            lines.add("HOLD " + s.living(side).get(0).id());
        }
        return String.join("\n", lines) + "\n";
    }

    record Plan(List<Compass> steps, Square end, Facing facing, int cost) {}

    private record Node(Square square, Facing facing) {}

    /** The cheapest reachable end of a legal move that gets nearest (in MP) to being adjacent to an enemy. */
    static Plan plan(LoneWolfState s, Piece p) {
        int mp = Movement.allowance(s, p);
        int[] field = approachField(s, p);
        Node start = new Node(p.square(), p.facing());
        Map<Node, Integer> cost = new HashMap<>();
        Map<Node, Node> from = new HashMap<>();
        Map<Node, Compass> via = new HashMap<>();
        PriorityQueue<Node> open = new PriorityQueue<>(Comparator.comparingInt(cost::get));
        cost.put(start, 0);
        open.add(start);
        Node best = start;
        while (!open.isEmpty()) {
            Node n = open.poll();
            int c = cost.get(n);
            // popped in order of cost, so the first node at a new best distance is its cheapest
            if (field(s, field, n.square()) < field(s, field, best.square())) {
                best = n;
            }
            if (n != start && !s.adjacentEnemies(p.withSquare(n.square())).isEmpty()) {
                continue;
            }
            for (Compass step : Compass.values()) {
                Facing facing = n.facing().towards(step);
                Square to = n.square().plus(step);
                if (!s.board().contains(to) || s.occupant(to).filter(o -> !o.id().equals(p.id())).isPresent()) {
                    continue;
                }
                if (Movement.mayNotCharge(s, p) && !s.adjacentEnemies(p.withSquare(to)).isEmpty()) {
                    continue;
                }
                OptionalInt enter = s.sheet(p).terrainCost().cost(s.board().terrain(to));
                if (enter.isEmpty()) {
                    continue;
                }
                int next = c + (facing != n.facing() ? 1 : 0) + enter.getAsInt() * (step.diagonal() ? 2 : 1);
                Node m = new Node(to, facing);
                if (next <= mp && next < cost.getOrDefault(m, Integer.MAX_VALUE)) {
                    open.remove(m);
                    cost.put(m, next);
                    from.put(m, n);
                    via.put(m, step);
                    open.add(m);
                }
            }
        }
        List<Compass> steps = new ArrayList<>();
        for (Node n = best; !n.equals(start); n = from.get(n)) {
            steps.add(0, via.get(n));
        }
        return new Plan(steps, best.square(), best.facing(), cost.get(best));
    }

    private static int field(LoneWolfState s, int[] field, Square sq) {
        return field[sq.y() * s.board().width() + sq.x()];
    }

    /** MP from each square to a square adjacent to an enemy, by terrain alone (pieces ignored). */
    private static int[] approachField(LoneWolfState s, Piece p) {
        int w = s.board().width();
        int[] field = new int[w * s.board().height()];
        Arrays.fill(field, Integer.MAX_VALUE / 2);
        PriorityQueue<int[]> open = new PriorityQueue<>(Comparator.comparingInt((int[] a) -> a[1]));
        for (Piece e : s.livingEnemiesOf(p.side())) {
            for (Square n : e.square().neighbours()) {
                if (s.board().contains(n) && s.sheet(p).terrainCost().cost(s.board().terrain(n)).isPresent()) {
                    field[n.y() * w + n.x()] = 0;
                    open.add(new int[] {n.y() * w + n.x(), 0});
                }
            }
        }
        while (!open.isEmpty()) {
            int[] u = open.poll();
            if (u[1] > field[u[0]]) {
                continue;
            }
            Square us = new Square(u[0] % w, u[0] / w);
            OptionalInt enter = s.sheet(p).terrainCost().cost(s.board().terrain(us));
            for (Compass c : Compass.values()) {
                Square n = us.plus(c);
                if (!s.board().contains(n) || s.sheet(p).terrainCost().cost(s.board().terrain(n)).isEmpty()) {
                    continue;
                }
                int d = u[1] + enter.orElse(1) * (c.diagonal() ? 2 : 1);
                if (d < field[n.y() * w + n.x()]) {
                    field[n.y() * w + n.x()] = d;
                    open.add(new int[] {n.y() * w + n.x(), d});
                }
            }
        }
        return field;
    }

    private static Facing facingTowardsNearestEnemy(LoneWolfState s, Piece p) {
        Optional<Piece> nearest = s.livingEnemiesOf(p.side()).stream()
                .min(Comparator.comparingInt(e -> p.square().rangeTo(e.square())));
        if (nearest.isEmpty()) {
            return p.facing();
        }
        int dx = nearest.get().square().x() - p.square().x();
        int dy = nearest.get().square().y() - p.square().y();
        Facing best = p.facing();
        int bestDot = dx * best.dx() + dy * best.dy();
        for (Facing f : Facing.values()) {
            int dot = dx * f.dx() + dy * f.dy();
            if (dot > bestDot) {
                best = f;
                bestDot = dot;
            }
        }
        return best;
    }
}
