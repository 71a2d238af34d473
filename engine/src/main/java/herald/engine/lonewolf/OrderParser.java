package herald.engine.lonewolf;

import herald.engine.OrderLines;
import herald.engine.board.Compass;
import herald.engine.board.Facing;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The order grammar: one order a line, case-insensitive, {@code #} starts a comment, blank lines are
 * ignored. Grammar only: whether the pieces exist and the orders are legal is {@link OrderCheck}'s.
 */
public final class OrderParser {
    static final String VERBS = "FIRE, MOVE, FACE, ATTACK, HOLD, HEAL, MINDBLAST, KINSHIP, HYPNOTISE, LEAP or STANDING";

    /** The first words {@link #parse} knows (OrderVerbsTest holds the two together). */
    public static final java.util.Set<String> WORDS = java.util.Set.of("FIRE", "MOVE", "FACE", "ATTACK", "HOLD", "STANDING", "HEAL", "MINDBLAST",
            "KINSHIP", "HYPNOTISE", "HYPNOTIZE", "LEAP");

    private OrderParser() {}

    public static OrderLines.Parsed<Order> parse(String body) {
        return OrderLines.parse(body, OrderParser::parseLine, OrderParser::problem);
    }

    /** The orders of already-normalised lines; lines that do not parse are skipped. */
    public static List<Order> ordersOf(List<String> lines) {
        return parse(String.join("\n", lines == null ? List.of() : lines)).orders();
    }

    private static Optional<Order> parseLine(int line, String[] w) {
        switch (w[0]) {
            case "FIRE": {
                List<String> group = group(w);
                return group.isEmpty() ? Optional.empty() : Optional.of(new Order.Fire(line, group.get(0), w[w.length - 1], group));
            }
            case "MOVE": {
                if (w.length < 3) {
                    return Optional.empty();
                }
                List<Compass> steps = new ArrayList<>();
                for (int i = 2; i < w.length; i++) {
                    Optional<Compass> c = Compass.parse(w[i]);
                    if (c.isEmpty()) {
                        return Optional.empty();
                    }
                    steps.add(c.get());
                }
                return Optional.of(new Order.Move(line, w[1], steps));
            }
            case "FACE":
                return w.length == 3 ? Facing.parse(w[2]).map(f -> new Order.Face(line, w[1], f)) : Optional.empty();
            case "ATTACK": {
                if (java.util.Arrays.asList(w).contains("THEN")) {
                    return HeroicOrders.parse(line, w);
                }
                List<String> group = group(w);
                return group.isEmpty() ? Optional.empty() : Optional.of(new Order.Attack(line, group.get(0), w[w.length - 1], group));
            }
            case "HOLD":
                return w.length == 2 ? Optional.of(new Order.Hold(line, w[1])) : Optional.empty();
            case "STANDING":
            case "HEAL":
            case "MINDBLAST":
            case "KINSHIP":
                return SkillOrders.parse(line, w);
            default:
                return HeroicOrders.parse(line, w);
        }
    }

    /** The pieces of "VERB P1 [P2 ...] [AT] TARGET": empty when there is no piece, no target or a repeated piece. */
    private static List<String> group(String[] w) {
        int end = w.length - 1;
        if (end >= 2 && w[end - 1].equals("AT")) {
            end--;
        }
        List<String> out = new ArrayList<>();
        for (int i = 1; i < end; i++) {
            if (w[i].equals("AT") || out.contains(w[i])) {
                return List.of();
            }
            out.add(w[i]);
        }
        return out;
    }

    private static String problem(String[] w) {
        switch (w[0]) {
            case "FIRE":
                return "write FIRE, the firing piece (or several of one unit), AT and the target, e.g. FIRE S4 AT G7"
                        + " or FIRE S1 S2 S3 AT G7";
            case "MOVE":
                if (w.length < 3) {
                    return "write MOVE, the piece and its steps, e.g. MOVE G3 N N NE";
                }
                for (int i = 2; i < w.length; i++) {
                    if (Compass.parse(w[i]).isEmpty()) {
                        return "\"" + w[i] + "\" is not a step: steps are N NE E SE S SW W NW";
                    }
                }
                return "write MOVE, the piece and its steps, e.g. MOVE G3 N N NE";
            case "FACE":
                return w.length == 3 ? "a piece faces a square's edge: N, E, S or W, not " + w[2]
                        : "write FACE, the piece and N, E, S or W, e.g. FACE S4 N";
            case "ATTACK":
                if (java.util.Arrays.asList(w).contains("THEN")) {
                    return "write ATTACK, the hero, his first target, THEN and the second, e.g. ATTACK P1 G4 THEN G5 (Lightning Attack)";
                }
                return "write ATTACK, the attacker (or several of one unit) and the target, e.g. ATTACK G3 S2 or ATTACK G3 G4 G5 S2";
            case "HOLD":
                return "write HOLD and one piece, e.g. HOLD S4";
            case "STANDING":
            case "HEAL":
            case "MINDBLAST":
            case "KINSHIP":
                return SkillOrders.problem(w);
            default:
                return HeroicOrders.problem(w).orElse("\"" + w[0] + "\" is not an order: write " + VERBS);
        }
    }
}
