package herald.engine.lonewolf;

import herald.engine.board.Compass;
import herald.engine.board.Square;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Unit coherency (U1-U4): after movement a unit's living pieces form one group, each piece next to
 * another of the unit (8 neighbours, G6), or under the open-order option (U3) with at most one square
 * between them. Heroes, Kai Lords and monsters are exempt (U4, G2). A mounted piece (MV5) is in touch through
 * either of its squares.
 */
final class Coherency {
    private Coherency() {}

    /** The rank-and-file units of {@code side} with a living piece, in scenario order. */
    static List<Morale.Unit> units(LoneWolfState s, String side) {
        Set<Morale.Unit> out = new LinkedHashSet<>();
        s.living(side).stream().filter(p -> p.kind() == PieceClass.RANK_AND_FILE)
                .forEach(p -> out.add(new Morale.Unit(side, p.unit())));
        return List.copyOf(out);
    }

    /** How far apart (G5) two pieces of a unit may stand and still be in touch. */
    static int reach(LoneWolfState s) {
        return s.houseRules().openOrder() ? 2 : 1;
    }

    /** The unit's living pieces in connected groups (each in scenario order), the largest first (ties: the one holding the earlier piece). */
    static List<List<Piece>> groups(LoneWolfState s, Morale.Unit u) {
        List<Piece> all = u.living(s);
        List<Piece> left = new ArrayList<>(all);
        int reach = reach(s);
        List<List<Piece>> out = new ArrayList<>();
        while (!left.isEmpty()) {
            List<Piece> group = new ArrayList<>(List.of(left.remove(0)));
            for (int i = 0; i < group.size(); i++) {
                Piece a = group.get(i);
                for (int j = left.size() - 1; j >= 0; j--) {
                    if (left.get(j).rangeTo(a) <= reach) {
                        group.add(left.remove(j));
                    }
                }
            }
            group.sort(Comparator.comparingInt(all::indexOf));
            out.add(group);
        }
        out.sort(Comparator.comparingInt((List<Piece> g) -> -g.size()));
        return out;
    }

    /**
     * Why {@code side}'s moves from {@code before} to {@code after} break U2, or empty. A unit in one
     * group must stay one; a unit already split (a gap from casualties or a rout) must close up: every
     * piece outside its largest group that is free to move, and can still step nearer it once the
     * others have moved, must be given a move ({@code moving}; see {@link #idle}).
     */
    static Optional<String> problem(LoneWolfState before, LoneWolfState after, Morale.Unit u, Set<String> moving) {
        List<List<Piece>> now = groups(after, u);
        if (now.size() <= 1) {
            return Optional.empty();
        }
        String rule = before.houseRules().openOrder()
                ? "at most one square between its pieces (U3, open order)" : "each piece next to another of the unit (U2)";
        String main = ids(now.get(0));
        if (groups(before, u).size() <= 1) {
            if (now.size() == 2) {
                return Optional.of("these moves would cut " + listed(now.get(1)) + " off from the rest of the "
                        + u.name() + " (" + main + "); after movement a unit stays together, " + rule);
            }
            // "S7; S8 would be cut off from S6" read as a garble: name the parts the unit would fall into
            String parts = now.stream().map(Coherency::ids).collect(Collectors.joining(" | "));
            return Optional.of("these moves would break the " + u.name() + " into " + now.size() + " parts (" + parts
                    + "); after movement a unit stays together, " + rule);
        }
        List<String> idle = idle(after, u, moving).stream().map(Piece::id).toList();
        if (idle.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("the " + u.name() + " is split: " + String.join(", ", idle) + " must move this turn to close up"
                + " with " + main + ", " + rule);
    }

    /**
     * The strays of a unit that began the turn split which the orders leave still although they could
     * close up: outside the largest group {@code after} the side's moves, given no MOVE, free to move,
     * and with a legal step nearer that group from where they stand {@code after} the others have moved
     * (the stray itself has not). Judged after the others' moves, not before: a square a unit-mate (or any other
     * piece) moved into cannot be asked of it, so no submission is ever refused for
     * something no submission could do; a square another piece left is asked of it, since a MOVE
     * written last can take it (U2 ruling in the README, "closing up what can be closed").
     */
    static List<Piece> idle(LoneWolfState after, Morale.Unit u, Set<String> moving) {
        List<List<Piece>> now = groups(after, u);
        if (now.size() <= 1) {
            return List.of();
        }
        List<Piece> largest = now.get(0);
        return now.subList(1, now.size()).stream().flatMap(List::stream)
                .filter(p -> !moving.contains(p.id()) && free(after, p) && canClose(after, p, largest))
                .toList();
    }

    /** Has {@code p} a legal first step (with any turn it needs) that brings it nearer the {@code group}? */
    static boolean canClose(LoneWolfState s, Piece p, List<Piece> group) {
        return closingStep(s, p, group).isPresent();
    }

    /** The first step (N, NE, E… order) that legally brings {@code p} nearer the {@code group}, if any. */
    static Optional<Compass> closingStep(LoneWolfState s, Piece p, List<Piece> group) {
        int mp = Movement.allowance(s, p);
        int now = distance(p.square(), group);
        for (Compass c : Compass.values()) {
            List<Movement.Leg> legs = Movement.trace(s, p, List.of(new Movement.Instruction.Step(c)));
            boolean legal = !legs.isEmpty() && legs.stream().allMatch(l -> l.problem() == null)
                    && legs.stream().mapToInt(Movement.Leg::cost).sum() <= mp;
            if (legal && distance(legs.get(legs.size() - 1).to(), group) < now) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    private static int distance(Square from, List<Piece> group) {
        return group.stream().mapToInt(q -> q.rangeTo(from)).min().orElse(0);
    }

    /** Free to move: not locked in combat, not unable to move (stunned, a critical leg wound). */
    static boolean free(LoneWolfState s, Piece p) {
        return s.adjacentEnemies(p).isEmpty() && Movement.unable(s, p).isEmpty();
    }

    /** "A", "A and B", "A, B and C": the pieces a move would strand, as a sentence names them. */
    private static String listed(List<Piece> group) {
        List<String> ids = group.stream().map(Piece::id).toList();
        return ids.size() == 1 ? ids.get(0)
                : String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1);
    }

    private static String ids(List<Piece> group) {
        return group.stream().map(Piece::id).collect(Collectors.joining(", "));
    }
}
