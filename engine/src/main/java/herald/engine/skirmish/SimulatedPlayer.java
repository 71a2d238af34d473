package herald.engine.skirmish;

import herald.engine.board.Hex;
import herald.engine.board.HexDirection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A plain, sensible player: shooters out of contact shoot at the nearest enemy they can hit; everyone
 * else closes with the nearest enemy by the cheapest path (no jumps) and, once in contact, attacks,
 * choosing the enemy the most friends are touching so that attacks combine.
 */
final class SimulatedPlayer {
    private SimulatedPlayer() {}

    static String orders(SkirmishState s, String side) {
        if (s.scenario() == null || s.outcome() != null || s.living(side).isEmpty()) {
            return "# nothing to order";
        }
        List<String> lines = new ArrayList<>();
        Set<String> fired = new HashSet<>();
        for (Character c : s.living(side)) {
            if (!c.canAct() || !s.typeOf(c).shoots()) {
                continue;
            }
            s.livingEnemiesOf(side).stream()
                    .filter(e -> Missile.assess(s, c, e).problem() == null)
                    .min(Comparator.comparingInt((Character e) -> c.hex().distance(e.hex())).thenComparing(Character::id))
                    .ifPresent(e -> {
                        lines.add("FIRE " + c.id() + " AT " + e.id());
                        fired.add(c.id());
                    });
        }
        SkirmishState planned = s;
        for (Character c : s.living(side)) {
            if (!c.canAct() || fired.contains(c.id()) || Movement.inContact(planned, c)) {
                continue;
            }
            List<HexDirection> path = path(planned, planned.characterOrThrow(c.id()), s.typeOf(c).shoots());
            if (!path.isEmpty()) {
                lines.add("MOVE " + c.id() + " " + path.stream().map(HexDirection::name).collect(Collectors.joining(" ")));
                Hex end = c.hex();
                for (HexDirection d : path) {
                    end = end.neighbour(d);
                }
                planned = planned.withCharacter(planned.characterOrThrow(c.id()).withHex(end));
            }
        }
        for (Character c : planned.living(side)) {
            if (!c.canAct() || fired.contains(c.id())) {
                continue;
            }
            SkirmishState p = planned;
            p.adjacentEnemies(c).stream()
                    .max(Comparator.comparingLong((Character e) -> p.adjacentEnemies(e).stream()
                                    .filter(f -> f.canAct() && !fired.contains(f.id())).count())
                            .thenComparing(Comparator.comparingInt((Character e) -> Stats.profile(p, e).defence()).reversed())
                            .thenComparing(Comparator.comparing(Character::id).reversed()))
                    .ifPresent(e -> lines.add("ATTACK " + c.id() + " " + e.id()));
        }
        if (lines.isEmpty()) {
            lines.add("HOLD " + s.living(side).get(0).id());
        }
        return String.join("\n", lines) + "\n";
    }

    /** The cheapest walk (no jumps, stopping at contact) to the reachable hex nearest an enemy. */
    static List<HexDirection> path(SkirmishState s, Character c, boolean shooter) {
        int mp = Stats.move(s, c);
        Map<Hex, Integer> cost = new HashMap<>();
        Map<Hex, Hex> prev = new HashMap<>();
        PriorityQueue<Hex> open = new PriorityQueue<>(Comparator.comparingInt(cost::get));
        cost.put(c.hex(), 0);
        open.add(c.hex());
        while (!open.isEmpty()) {
            Hex at = open.poll();
            if (!at.equals(c.hex()) && Movement.inContact(s, c.withHex(at))) {
                continue;
            }
            for (Hex to : at.neighbours()) {
                Movement.Step st = Movement.step(s, c, at, to, false);
                if (st.problem() != null || st.jump()) {
                    continue;
                }
                int total = cost.get(at) + st.cost();
                if (total <= mp && total < cost.getOrDefault(to, Integer.MAX_VALUE)) {
                    cost.put(to, total);
                    prev.put(to, at);
                    open.remove(to);
                    open.add(to);
                }
            }
        }
        List<Character> enemies = s.livingEnemiesOf(c.side());
        Comparator<Hex> nearer = Comparator.comparingInt((Hex h) -> enemies.stream().mapToInt(e -> e.hex().distance(h)).min().orElse(0));
        Hex best = cost.keySet().stream()
                .filter(h -> !shooter || enemies.stream().allMatch(e -> e.hex().distance(h) >= 3))
                .min(nearer.thenComparing(cost::get).thenComparing(Hex::toString))
                .orElse(c.hex());
        if (nearer.compare(best, c.hex()) >= 0) {
            return List.of();
        }
        List<HexDirection> steps = new ArrayList<>();
        for (Hex h = best; !h.equals(c.hex()); h = prev.get(h)) {
            steps.add(0, prev.get(h).directionTo(h).orElseThrow());
        }
        return steps;
    }
}
