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
        Map<String, List<Square>> strays = strays(s, side);
        List<String> lines = new ArrayList<>();
        LoneWolfState sim = s;
        for (Piece p : s.living(side)) {
            if (strays.containsKey(p.id())) {
                Plan plan = plan(sim, p, strays.get(p.id()));
                if (!plan.steps().isEmpty()) {
                    lines.add("MOVE " + p.id() + " " + String.join(" ", plan.steps().stream().map(Compass::name).toList()));
                }
                sim = sim.withPiece(sim.pieceOrThrow(p.id()).withSquare(plan.end()).withFacing(plan.facing()));
                continue;
            }
            Optional<String> power = SkillPlayer.line(s, p);
            power.ifPresent(lines::add);
            if (!s.adjacentEnemies(p).isEmpty()) {
                if (Combat.unable(s, p).isEmpty() && Combat.standingTarget(s, p).isPresent()) {
                    lines.add("ATTACK " + p.id() + " " + Combat.standingTarget(s, p).orElseThrow().id());
                } else if (power.isEmpty()) {
                    lines.add("HOLD " + p.id());
                }
                continue;
            }
            Optional<Piece> target = s.livingEnemiesOf(side).stream()
                    .filter(e -> p.missileWeapon().isPresent() && !Fire.assess(s, p, e).refused())
                    .min(Comparator.comparingInt(e -> p.rangeTo(e)));
            if (target.isPresent() && power.isEmpty()) {
                lines.add("FIRE " + p.id() + " AT " + target.get().id());
                continue;
            }
            if (Movement.unable(s, p).isPresent() || p.condition().blinded() && !Movement.led(s, p)) {
                continue;
            }
            LoneWolfState at = sim;
            List<Piece> mates = p.kind() != PieceClass.RANK_AND_FILE ? List.of() : at.living(side).stream()
                    .filter(m -> !m.id().equals(p.id()) && m.unit().equals(p.unit()) && m.kind() == PieceClass.RANK_AND_FILE).toList();
            int reach = Coherency.reach(s);
            Plan plan = plan(sim, p, enemyGoal(sim, p),
                    sq -> mates.isEmpty() || mates.stream().anyMatch(m -> at.pieceOrThrow(m.id()).rangeTo(sq) <= reach));
            if (!plan.steps().isEmpty()) {
                lines.add("MOVE " + p.id() + " " + String.join(" ", plan.steps().stream().map(Compass::name).toList()));
            }
            Piece moved = sim.pieceOrThrow(p.id()).withSquare(plan.end()).withFacing(plan.facing());
            Facing want = facingTowardsNearestEnemy(sim, moved);
            if (want != plan.facing() && plan.cost() + 1 <= Movement.allowance(sim, p)
                    && (!p.mounted() || Mounted.pivotProblem(sim, moved, plan.end(), plan.facing(), want).isEmpty())) {
                lines.add("FACE " + p.id() + " " + want);
                moved = moved.withFacing(want);
            }
            sim = sim.withPiece(moved);
        }
        return keepTogether(all, side, lines);
    }

    /**
     * U2: drops the moves that would split a unit (all of that unit's MOVE and FACE lines), then any
     * line the check still refuses, until the orders pass.
     */
    private static String keepTogether(LoneWolfState all, String side, List<String> planned) {
        List<String> lines = new ArrayList<>(planned);
        for (int round = 0; round < 10; round++) {
            closeUp(all.seenBy(side), side, lines);
            if (lines.isEmpty() && !all.living(side).isEmpty()) {
                lines.add("HOLD " + all.living(side).get(0).id());
            }
            String body = String.join("\n", lines) + "\n";
            if (!(OrderCheck.check(all, side, body) instanceof herald.engine.OrdersRuling.Rejected r)) {
                return body;
            }
            List<String> out = standing(all, lines, r);
            if (out.size() == lines.size()) {
                return pruned(all, side, Regroup.orders(all, side, planned));
            }
            lines = out;
        }
        return pruned(all, side, Regroup.orders(all, side, planned));
    }

    /**
     * The regrouping orders as the check will take them: lines it refuses, and every move of a unit it says would be
     * split, are dropped until the rest pass (a HOLD when nothing does), so a simulated player never mails a refusal.
     */
    private static String pruned(LoneWolfState all, String side, String body) {
        List<String> lines = new ArrayList<>(body.lines().filter(l -> !l.isBlank()).toList());
        while (!lines.isEmpty()) {
            String text = String.join("\n", lines) + "\n";
            if (!(OrderCheck.check(all, side, text) instanceof herald.engine.OrdersRuling.Rejected r)) {
                return text;
            }
            List<String> kept = standing(all, lines, r);
            if (kept.size() == lines.size()) {
                break;
            }
            lines = kept;
        }
        return all.living(side).isEmpty() ? "# nothing to order\n" : "HOLD " + all.living(side).get(0).id() + "\n";
    }

    /** The lines a refusal leaves standing: not those it names, nor any move of a unit it says would be split. */
    private static List<String> standing(LoneWolfState all, List<String> lines, herald.engine.OrdersRuling.Rejected r) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            int n = i + 1;
            String line = lines.get(i);
            boolean refused = r.errors().stream().anyMatch(e -> e.line() == n);
            boolean splitting = r.errors().stream().anyMatch(e -> e.message().startsWith("these moves split the ")
                    && sameUnit(all, e.text(), line));
            if (!refused && !splitting) {
                out.add(line);
            }
        }
        return out;
    }

    private static boolean mentions(String line, String id) {
        String[] w = line.trim().split("\\s+");
        return w.length > 1 && w[1].equalsIgnoreCase(id);
    }

    /** U2: a stray that could step nearer its unit but has no MOVE line gets one step (its FIRE or HOLD line goes). */
    private static void closeUp(LoneWolfState s, String side, List<String> lines) {
        for (Morale.Unit u : Coherency.units(s, side)) {
            List<List<Piece>> groups = Coherency.groups(s, u);
            if (groups.size() < 2) {
                continue;
            }
            for (Piece p : groups.subList(1, groups.size()).stream().flatMap(List::stream).toList()) {
                boolean moving = lines.stream().anyMatch(l -> l.toUpperCase(java.util.Locale.ROOT).startsWith("MOVE ") && mentions(l, p.id()));
                if (moving || !Coherency.free(s, p)) {
                    continue;
                }
                Optional<Compass> step = Coherency.closingStep(s, p, groups.get(0));
                if (step.isPresent()) {
                    lines.removeIf(l -> mentions(l, p.id()));
                    lines.add("MOVE " + p.id() + " " + step.get().name());
                }
            }
        }
    }

    /** Do the MOVE or FACE lines {@code a} and {@code b} order pieces of one unit? */
    private static boolean sameUnit(LoneWolfState s, String a, String b) {
        Optional<Piece> pa = pieceOfMove(s, a);
        Optional<Piece> pb = pieceOfMove(s, b);
        return pa.isPresent() && pb.isPresent() && pa.get().side().equals(pb.get().side())
                && pa.get().unit().equals(pb.get().unit());
    }

    private static Optional<Piece> pieceOfMove(LoneWolfState s, String line) {
        String[] w = line.trim().split("\\s+");
        return w.length >= 2 && (w[0].equalsIgnoreCase("MOVE") || w[0].equalsIgnoreCase("FACE")) ? s.piece(w[1]) : Optional.empty();
    }

    /** U2: each free piece outside its unit's largest group, with the squares next to that group (where it closes up). */
    private static Map<String, List<Square>> strays(LoneWolfState s, String side) {
        Map<String, List<Square>> out = new HashMap<>();
        for (Morale.Unit u : Coherency.units(s, side)) {
            List<List<Piece>> groups = Coherency.groups(s, u);
            if (groups.size() < 2) {
                continue;
            }
            List<Square> goal = groups.get(0).stream().flatMap(p -> p.squares().stream()).flatMap(q -> q.neighbours().stream()).distinct().toList();
            groups.subList(1, groups.size()).stream().flatMap(List::stream)
                    .filter(p -> Coherency.free(s, p) && !(p.condition().blinded() && !Movement.led(s, p)))
                    .forEach(p -> out.put(p.id(), goal));
        }
        return out;
    }

    record Plan(List<Compass> steps, Square end, Facing facing, int cost) {}

    private record Node(Square square, Facing facing) {}

    /** The cheapest reachable end of a legal move that gets nearest (in MP) to being adjacent to an enemy. */
    static Plan plan(LoneWolfState s, Piece p) {
        List<Square> goal = s.livingEnemiesOf(p.side()).stream().flatMap(e -> e.squares().stream()).flatMap(q -> q.neighbours().stream()).toList();
        return plan(s, p, goal, sq -> true);
    }

    private static List<Square> enemyGoal(LoneWolfState s, Piece p) {
        return s.livingEnemiesOf(p.side()).stream().flatMap(e -> e.squares().stream()).flatMap(q -> q.neighbours().stream()).toList();
    }

    /** The cheapest reachable end of a legal move that gets nearest (in MP) to one of the {@code goal} squares. */
    static Plan plan(LoneWolfState s, Piece p, List<Square> goal) {
        return plan(s, p, goal, sq -> true);
    }

    /** As {@link #plan(LoneWolfState, Piece, List)}, ending only where {@code mayEnd} allows (or where it starts). */
    static Plan plan(LoneWolfState s, Piece p, List<Square> goal, java.util.function.Predicate<Square> mayEnd) {
        int mp = Movement.allowance(s, p);
        int[] field = approachField(s, p, goal);
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
            if (mayEnd.test(n.square()) && field(s, field, n.square()) < field(s, field, best.square())) {
                best = n;
            }
            if (n != start && !s.adjacentEnemies(p.withSquare(n.square()).withFacing(n.facing())).isEmpty()) {
                continue;
            }
            for (Compass step : Compass.values()) {
                Facing facing = n.facing().towards(step);
                Square to = n.square().plus(step);
                if (!s.board().contains(to) || s.occupant(to).filter(o -> !o.id().equals(p.id())).isPresent()) {
                    continue;
                }
                if (Movement.mayNotCharge(s, p) && !s.adjacentEnemies(p.withSquare(to).withFacing(facing)).isEmpty()) {
                    continue;
                }
                if (p.mounted() && (facing != n.facing() && Mounted.pivotProblem(s, p, n.square(), n.facing(), facing).isPresent()
                        || Mounted.rearProblem(s, p, n.square(), to, facing).isPresent())) {
                    continue;
                }
                OptionalInt enter = s.sheet(p).terrainCost().cost(s.board().terrain(to));
                if (enter.isEmpty()) {
                    continue;
                }
                int next = c + (facing != n.facing() ? 1 : 0) + Slopes.stepCost(s, p, n.square(), to, enter.getAsInt(), step.diagonal());
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

    /** MP from each square to one of the {@code goal} squares, by terrain alone (pieces ignored). */
    private static int[] approachField(LoneWolfState s, Piece p, List<Square> goal) {
        int w = s.board().width();
        int[] field = new int[w * s.board().height()];
        Arrays.fill(field, Integer.MAX_VALUE / 2);
        PriorityQueue<int[]> open = new PriorityQueue<>(Comparator.comparingInt((int[] a) -> a[1]));
        for (Square n : goal) {
            if (s.board().contains(n) && s.sheet(p).terrainCost().cost(s.board().terrain(n)).isPresent()) {
                field[n.y() * w + n.x()] = 0;
                open.add(new int[] {n.y() * w + n.x(), 0});
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
                .min(Comparator.comparingInt(e -> p.rangeTo(e)));
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
