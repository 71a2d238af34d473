package herald.engine.lonewolf;

import herald.engine.OrdersRuling;
import herald.engine.board.Compass;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The simulated player's last resort under U2/U3 when its planned orders are still refused: a unit
 * that begins the turn split keeps its largest group where it stands (no MOVE or FACE for it) and
 * sends each stray one step nearer that group. Freezing the group is what makes this safe: the check
 * asks the strays to close up with the largest group AFTER movement, and a group that moved (or a
 * stray that joined another) can change which group that is, leaving a stray "idle" that could not
 * have known where to go (seen in {@code bor} and {@code ambush}). With the group still, the largest
 * group after is the largest before, and every stray that can close up has a move.
 */
final class Regroup {
    private Regroup() {}

    static String orders(LoneWolfState all, String side, List<String> planned) {
        LoneWolfState s = all.seenBy(side);
        Set<String> frozen = new HashSet<>();
        List<Piece> strays = new ArrayList<>();
        List<List<Piece>> mains = new ArrayList<>();
        for (Morale.Unit u : Coherency.units(s, side)) {
            List<List<Piece>> groups = Coherency.groups(s, u);
            if (groups.size() < 2) {
                continue;
            }
            u.living(s).forEach(p -> frozen.add(p.id()));
            for (Piece p : groups.subList(1, groups.size()).stream().flatMap(List::stream).toList()) {
                strays.add(p);
                mains.add(groups.get(0));
            }
        }
        List<String> moves = new ArrayList<>();
        Set<String> moving = new HashSet<>();
        LoneWolfState sim = s;
        for (int i = 0; i < strays.size(); i++) {
            Piece p = sim.pieceOrThrow(strays.get(i).id());
            if (!Coherency.free(sim, p)) {
                continue;
            }
            Optional<Compass> step = Coherency.closingStep(sim, p, mains.get(i));
            if (step.isPresent()) {
                moves.add("MOVE " + p.id() + " " + step.get().name());
                moving.add(p.id().toUpperCase(Locale.ROOT));
                sim = sim.withPiece(p.withSquare(p.square().plus(step.get())).withFacing(p.facing().towards(step.get())));
            }
        }
        // the strays move first, so a square they step into is still free; other pieces' moves follow
        List<String> lines = new ArrayList<>(moves);
        for (String line : planned) {
            String[] w = line.trim().split("\\s+");
            String verb = w[0].toUpperCase(Locale.ROOT);
            String piece = w.length > 1 ? w[1].toUpperCase(Locale.ROOT) : "";
            boolean moveOrFace = verb.equals("MOVE") || verb.equals("FACE");
            if (moving.contains(piece) || moveOrFace && frozen.stream().anyMatch(id -> id.equalsIgnoreCase(piece))) {
                continue;
            }
            lines.add(line);
        }
        for (int round = 0; round < 10 + 2 * all.living(side).size(); round++) {
            if (lines.isEmpty()) {
                lines.add("HOLD " + all.living(side).get(0).id());
            }
            String body = String.join("\n", lines) + "\n";
            if (!(OrderCheck.check(all, side, body) instanceof OrdersRuling.Rejected r)) {
                return body;
            }
            // a stray the check still wants moved (its square was taken in the plan, another piece left
            // the square it needs) steps from where it stands after the others' moves; written last, it
            // is walked last, so that step is legal. Never drop a line for this: the U2 error is pinned
            // to the unit's first line, which may be a good stray's move (durncrag, seed -10946).
            Optional<String> late = lateStep(all, side, body);
            if (late.isPresent()) {
                lines.add(late.get());
                continue;
            }
            List<String> out = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                int n = i + 1;
                if (r.errors().stream().noneMatch(e -> e.line() == n)) {
                    out.add(lines.get(i));
                }
            }
            if (out.size() == lines.size()) {
                return body;
            }
            lines = out;
        }
        return String.join("\n", lines) + "\n";
    }

    /** A MOVE of one step nearer its group for the first stray {@link Coherency#idle} names after {@code body}'s moves. */
    private static Optional<String> lateStep(LoneWolfState all, String side, String body) {
        LoneWolfState after = OrderCheck.afterMoves(all, side, body);
        Set<String> moving = new HashSet<>();
        for (Order o : OrderParser.parse(body).orders()) {
            if (o instanceof Order.Move) {
                after.piece(o.piece()).ifPresent(p -> moving.add(p.id()));
            }
        }
        for (Morale.Unit u : Coherency.units(after, side)) {
            List<Piece> idle = Coherency.idle(after, u, moving);
            if (!idle.isEmpty()) {
                Piece p = idle.get(0);
                Compass step = Coherency.closingStep(after, p, Coherency.groups(after, u).get(0)).orElseThrow();
                return Optional.of("MOVE " + p.id() + " " + step.name());
            }
        }
        return Optional.empty();
    }
}
