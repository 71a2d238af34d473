package herald.engine.lonewolf;

import herald.engine.OrderError;
import herald.engine.board.Compass;
import herald.engine.board.Facing;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** The grammar and checks of the skill orders: STANDING, HEAL (K5), MINDBLAST (K7, ET1), KINSHIP (K9). */
final class SkillOrders {
    private static final Set<String> LOCATIONS = Set.of("HEAD", "LEGS", "ARMS", "BODY");

    private SkillOrders() {}

    static Optional<Order> parse(int line, String[] w) {
        switch (w[0]) {
            case "STANDING":
                return w.length == 4 ? Optional.of(new Order.Standing(line, w[1], w[2], w[3])) : Optional.empty();
            case "HEAL": {
                if (w.length < 2 || w.length > 5) {
                    return Optional.empty();
                }
                int on = java.util.Arrays.asList(w).indexOf("ON");
                int end = on < 0 ? w.length : on;
                if (end > 3 || (on >= 0 && (on != w.length - 2 || !LOCATIONS.contains(w[on + 1])))) {
                    return Optional.empty();
                }
                String patient = end == 3 ? w[2] : w[1];
                return Optional.of(new Order.Heal(line, w[1], patient, on < 0 ? null : w[on + 1]));
            }
            case "MINDBLAST": {
                if ((w.length != 4 && w.length != 6) || !w[2].equals("AT")) {
                    return Optional.empty();
                }
                if (w.length == 6 && !(w[4].equals("PHASE") && (w[5].equals("1") || w[5].equals("3")))) {
                    return Optional.empty();
                }
                return Optional.of(new Order.Mindblast(line, w[1], w[3], w.length == 6 ? Integer.parseInt(w[5]) : 1));
            }
            case "KINSHIP": {
                if (w.length < 5 || !w[2].equals("AT")) {
                    return Optional.empty();
                }
                Compass step = null;
                Facing face = null;
                int i = 4;
                if (i < w.length && !w[i].equals("FACE")) {
                    Optional<Compass> c = Compass.parse(w[i]);
                    if (c.isEmpty()) {
                        return Optional.empty();
                    }
                    step = c.get();
                    i++;
                }
                if (i < w.length) {
                    if (!w[i].equals("FACE") || i + 2 != w.length || Facing.parse(w[i + 1]).isEmpty()) {
                        return Optional.empty();
                    }
                    face = Facing.parse(w[i + 1]).get();
                    i += 2;
                }
                return Optional.of(new Order.Kinship(line, w[1], w[3], step, face));
            }
            default:
                return Optional.empty();
        }
    }

    static String problem(String[] w) {
        switch (w[0]) {
            case "STANDING":
                return "write STANDING, the piece, the order's name and its value, e.g. STANDING LW MINDSHIELD OFF";
            case "HEAL":
                return "write HEAL, the healer, the patient if not himself, and ON with HEAD, LEGS, ARMS or BODY to choose the"
                        + " wound, e.g. HEAL LW, HEAL LW P1 or HEAL LW P1 ON LEGS";
            case "MINDBLAST":
                return "write MINDBLAST, the piece, AT and the target, and PHASE 3 to blast in the second firing phase,"
                        + " e.g. MINDBLAST LW AT G4 or MINDBLAST LW AT G4 PHASE 3";
            default:
                return "write KINSHIP, the Kai Lord, AT, the animal, then its step (N NE E SE S SW W NW) and/or FACE and"
                        + " N, E, S or W, e.g. KINSHIP LW AT W3 N FACE E";
        }
    }

    /** Every skill order of a submission checked against the position (already owned and alive: OrderCheck). */
    static List<OrderError> check(LoneWolfState s, List<Order> orders, String body) {
        List<OrderError> out = new ArrayList<>();
        List<String> instead = new ArrayList<>();
        for (Order o : orders) {
            Piece p = s.pieceOrThrow(o.piece());
            Optional<String> why = Optional.empty();
            if (o instanceof Order.Standing st) {
                why = Standing.problem(p, st.name(), st.value());
            } else if (o instanceof Order.Heal h) {
                why = Healing.problem(s, p, s.piece(h.patient()).orElse(null), h.patient(), h.location());
            } else if (o instanceof Order.Mindblast m) {
                why = Mindblast.problem(s, p, s.piece(m.target()).orElse(null), m.target());
            } else if (o instanceof Order.Kinship k) {
                why = AnimalKinship.problem(s, p, s.piece(k.target()).orElse(null), k.target(), k.step() == null && k.face() == null);
            }
            if (why.isEmpty() && (o instanceof Order.Heal || o instanceof Order.Mindblast || o instanceof Order.Kinship)) {
                String verb = o.normalised().split(" ")[0];
                if (instead.contains(p.id())) {
                    why = Optional.of(p.id() + " already has a HEAL, MINDBLAST or KINSHIP order: one such a turn");
                } else if (orders.stream().anyMatch(x -> x instanceof Order.Fire f && f.group().contains(p.id()))) {
                    why = Optional.of(p.id() + " also has a FIRE order: " + verb + " is used instead of firing, and he does"
                            + " not fire that turn (K5, K7, K9)");
                }
                instead.add(p.id());
            }
            why.ifPresent(w -> out.add(error(o, body, w)));
        }
        return out;
    }

    /** Whether {@code from} sees {@code to} for a skill: no terrain or hill blocks the line; pieces between do not. */
    static boolean sees(LoneWolfState s, Piece from, Piece to) {
        var crossed = herald.engine.board.LineOfSight.crossed(from.square(), to.square());
        CoverRow cover = s.sheet(to).cover();
        if (cover.of(s.board().terrain(to.square())) == CoverDegree.IMPASSABLE_TO_SIGHT) {
            return false;
        }
        for (var sq : crossed) {
            Terrain t = s.board().terrain(sq);
            if (t.blocksSight() || cover.of(t) == CoverDegree.IMPASSABLE_TO_SIGHT) {
                return false;
            }
        }
        return Hills.blocks(s.board(), from.square(), to.square(), crossed).isEmpty();
    }

    /** "2 of 3 left" style check: uses left of a limited skill. */
    static String lower(String t) {
        return t.toLowerCase(Locale.ROOT);
    }

    private static OrderError error(Order o, String body, String message) {
        return OrderError.at(o.line(), body, message);
    }
}
