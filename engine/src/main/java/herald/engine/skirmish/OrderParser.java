package herald.engine.skirmish;

import herald.engine.OrderLines;
import herald.engine.board.HexDirection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The order grammar: one order a line, case-insensitive, {@code #} starts a comment, blank lines are
 * ignored. Grammar only: whether the orders are legal is {@link OrderCheck}'s.
 */
public final class OrderParser {
    /** The first words {@link #parse} knows (OrderVerbsTest holds the two together). */
    public static final java.util.Set<String> WORDS = java.util.Set.of("FIRE", "SHOOT", "MOVE", "ATTACK", "HOLD");

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
            case "FIRE":
            case "SHOOT":
                if (w.length == 4 && w[2].equals("AT")) {
                    return Optional.of(new Order.Fire(line, w[1], w[3]));
                }
                return w.length == 3 ? Optional.of(new Order.Fire(line, w[1], w[2])) : Optional.empty();
            case "MOVE": {
                if (w.length < 3) {
                    return Optional.empty();
                }
                List<HexDirection> steps = new ArrayList<>();
                for (int i = 2; i < w.length; i++) {
                    Optional<HexDirection> d = HexDirection.parse(w[i]);
                    if (d.isEmpty()) {
                        return Optional.empty();
                    }
                    steps.add(d.get());
                }
                return Optional.of(new Order.Move(line, w[1], steps));
            }
            case "ATTACK":
                return w.length == 3 ? Optional.of(new Order.Attack(line, w[1], w[2])) : Optional.empty();
            case "HOLD":
                return w.length == 2 ? Optional.of(new Order.Hold(line, w[1])) : Optional.empty();
            default:
                return Optional.empty();
        }
    }

    private static String problem(String[] w) {
        switch (w[0]) {
            case "FIRE":
            case "SHOOT":
                return "write FIRE, the shooter, AT and the target, e.g. FIRE A3 AT B2";
            case "MOVE":
                for (int i = 2; i < w.length; i++) {
                    if (HexDirection.parse(w[i]).isEmpty()) {
                        return "\"" + w[i] + "\" is not a hex direction: steps are N NE SE S SW NW";
                    }
                }
                return "write MOVE, the character and its steps, e.g. MOVE A1 SE SE S";
            case "ATTACK":
                return "write ATTACK, one attacker and the target, e.g. ATTACK A1 B2 (more lines on B2 make one combined attack)";
            case "HOLD":
                return "write HOLD and one character, e.g. HOLD B4";
            default:
                return "\"" + w[0] + "\" is not an order: write FIRE, MOVE, ATTACK or HOLD";
        }
    }
}
