package herald.engine.lonewolf;

import herald.engine.OrderError;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The orders of the Heroic Abilities and Evil Tricks: their grammar and their checks against the position. Their
 * standing orders (PARRY, BRUTALITY) are {@link Standing} kinds like the Kai Disciplines'.
 * <ul>
 * <li>{@code HYPNOTISE V1 AT P1}: in the first firing phase (ET7);</li>
 * <li>{@code LEAP P1 TO F7 [FACE N]}: a Salmon Leap after the normal move (HA1);</li>
 * <li>{@code ATTACK P1 G4 THEN G5}: a Lightning Attack's second opponent (HA5).</li>
 * </ul>
 */
final class HeroicOrders {
    private HeroicOrders() {}

    static Optional<Order> parse(int line, String[] w) {
        switch (w[0]) {
            case "HYPNOTISE":
            case "HYPNOTIZE":
                return w.length == 4 && w[2].equals("AT") ? Optional.of(new Order.Hypnotise(line, w[1], w[3])) : Optional.empty();
            case "LEAP": {
                if ((w.length != 4 && w.length != 6) || !w[2].equals("TO")) {
                    return Optional.empty();
                }
                Optional<Square> to = Square.parse(w[3]);
                if (to.isEmpty()) {
                    return Optional.empty();
                }
                if (w.length == 4) {
                    return Optional.of(new Order.Leap(line, w[1], to.get(), null));
                }
                return w[4].equals("FACE") ? Facing.parse(w[5]).map(f -> new Order.Leap(line, w[1], to.get(), f)) : Optional.empty();
            }
            case "ATTACK":
                return w.length == 5 && w[3].equals("THEN") ? Optional.of(new Order.Lightning(line, w[1], w[2], w[4])) : Optional.empty();
            default:
                return Optional.empty();
        }
    }

    /** What is wrong with a line of one of these verbs, or empty if the verb is not one of them. */
    static Optional<String> problem(String[] w) {
        switch (w[0]) {
            case "HYPNOTISE":
            case "HYPNOTIZE":
                return Optional.of("write HYPNOTISE, the hypnotist, AT and the target, e.g. HYPNOTISE V1 AT P1");
            case "LEAP":
                return Optional.of("write LEAP, the hero, TO, the square and, if he is to land facing another way, FACE and"
                        + " N, E, S or W, e.g. LEAP P1 TO F7 FACE N");
            default:
                return Optional.empty();
        }
    }

    /** The order as the core checks see it: a Lightning Attack is first a plain ATTACK. */
    static Order core(Order o) {
        return o instanceof Order.Lightning l ? l.attack() : o;
    }

    /** The checks of these orders against {@code s} (the game as the side sees it), after their pieces are found the side's own. */
    static List<String[]> check(LoneWolfState s, Order o) {
        List<String[]> out = new ArrayList<>();
        if (o instanceof Order.Hypnotise h) {
            Hypnosis.problem(s, s.pieceOrThrow(h.piece()), h.target()).ifPresent(m -> out.add(new String[] {m}));
        } else if (o instanceof Order.Leap l) {
            Piece p = s.pieceOrThrow(l.piece());
            SalmonLeap.problem(s, p, l.to()).ifPresent(m -> out.add(new String[] {m}));
        } else if (o instanceof Order.Lightning l) {
            Piece p = s.pieceOrThrow(l.piece());
            if (!p.has(Skill.LIGHTNING_ATTACK)) {
                out.add(new String[] {p.id() + " has no Lightning Attack on his card: write ATTACK " + p.id() + " " + l.target()});
            } else {
                Optional<Piece> t = s.piece(l.then());
                if (t.isEmpty() || !t.get().alive()) {
                    out.add(new String[] {"there is no piece " + l.then() + " to follow up on"});
                } else if (t.get().side().equals(p.side())) {
                    out.add(new String[] {t.get().id() + " is on your own side: a Lightning Attack's second opponent is an enemy"});
                }
            }
        }
        return out;
    }

    /** Errors for a submission's hero orders: each line checked as above. */
    static List<OrderError> errors(LoneWolfState s, List<Order> valid, java.util.function.BiFunction<Order, String, OrderError> error) {
        List<OrderError> out = new ArrayList<>();
        List<String> leapt = new ArrayList<>();
        java.util.Map<String, List<Movement.Instruction>> moves = Movement.instructions(valid);
        for (Order o : valid) {
            LoneWolfState at = o instanceof Order.Leap l && moves.containsKey(l.piece()) ? SalmonLeap.afterMove(s, s.pieceOrThrow(l.piece()),
                    moves.get(l.piece())) : s;
            for (String[] m : check(at, o)) {
                out.add(error.apply(o, m[0]));
            }
            if (o instanceof Order.Leap l && leapt.contains(l.piece())) {
                out.add(error.apply(o, l.piece() + " has two LEAP orders: one Salmon Leap a turn"));
            } else if (o instanceof Order.Leap l) {
                leapt.add(l.piece());
            }
        }
        return out;
    }
}
