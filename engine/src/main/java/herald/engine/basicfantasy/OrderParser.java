package herald.engine.basicfantasy;

import herald.engine.OrderLines;
import herald.engine.table.Bearing;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The order grammar: one order a line, any case, {@code #} starts a comment, blank lines ignored. Grammar only:
 * whether an order can be carried out is {@link OrderCheck}'s.
 */
public final class OrderParser {
    /** The words players write for each spell. */
    private static final Map<String, String> SPELL_WORDS = Map.of("HEAL", "heal", "BLAST", "blast", "MONSTER", "monster",
            "MELEE-MONSTER", "monster", "ASSAIL", "assail");

    /** The first words {@link #parse} knows (OrderVerbsTest holds the two together). */
    public static final java.util.Set<String> WORDS = java.util.Set.of("MOVE", "FACE", "TURN", "SHOOT", "FIRE", "CHARGE", "CAST", "HOLD");

    private OrderParser() {}

    public static OrderLines.Parsed<Order> parse(String body) {
        return OrderLines.parse(body, OrderParser::parseLine, OrderParser::problem);
    }

    /** The orders of already-normalised lines; lines that do not parse are skipped. */
    public static List<Order> ordersOf(List<String> lines) {
        return parse(String.join("\n", lines == null ? List.of() : lines)).orders();
    }

    static String spellWord(String key) {
        return key.toUpperCase(java.util.Locale.ROOT);
    }

    private static Optional<Order> parseLine(int line, String[] w) {
        switch (w[0]) {
            case "MOVE":
                return move(line, w);
            case "FACE":
            case "TURN": {
                if (w.length != 3) {
                    return Optional.empty();
                }
                OptionalDouble b = Bearing.parse(w[2]);
                return b.isPresent() ? Optional.of(new Order.Face(line, w[1], b.getAsDouble(), w[2])) : Optional.empty();
            }
            case "SHOOT":
            case "FIRE":
                return target(w).map(t -> new Order.Shoot(line, w[1], t));
            case "CHARGE":
                return target(w).map(t -> new Order.Charge(line, w[1], t));
            case "CAST": {
                // CAST W1 BLAST E2, CAST W1 BLAST AT E2, CAST W1 HEAL ON U1
                boolean joined = w.length == 5 && (w[3].equals("AT") || w[3].equals("ON"));
                if ((w.length != 4 && !joined) || !SPELL_WORDS.containsKey(w[2])) {
                    return Optional.empty();
                }
                return Optional.of(new Order.Cast(line, w[1], SPELL_WORDS.get(w[2]), w[w.length - 1]));
            }
            case "HOLD":
                return w.length == 2 ? Optional.of(new Order.Hold(line, w[1])) : Optional.empty();
            default:
                return Optional.empty();
        }
    }

    /** "U2 AT E3" or "U2 E3". */
    private static Optional<String> target(String[] w) {
        if (w.length == 4 && w[2].equals("AT")) {
            return Optional.of(w[3]);
        }
        return w.length == 3 && !w[2].equals("AT") ? Optional.of(w[2]) : Optional.empty();
    }

    private static Optional<Order> move(int line, String[] w) {
        if (w.length >= 4 && w[2].equals("TO")) {
            String rest = String.join(" ", Arrays.copyOfRange(w, 3, w.length));
            List<Point> points = new ArrayList<>();
            for (String part : rest.split("\\s+THEN\\s+", -1)) {
                Optional<Point> p = Point.parse(part);
                if (p.isEmpty()) {
                    return Optional.empty();
                }
                points.add(p.get());
            }
            return Optional.of(new Order.MoveTo(line, w[1], points));
        }
        // MOVE U1 6 AT 45, MOVE U1 6 45, MOVE U1 4 N
        boolean at = w.length == 5 && w[3].equals("AT");
        if ((w.length != 4 && !at) || !w[2].matches("\\d{1,3}(\\.\\d+)?")) {
            return Optional.empty();
        }
        String heading = w[w.length - 1];
        OptionalDouble b = Bearing.parse(heading);
        if (b.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Order.MoveBy(line, w[1], Double.parseDouble(w[2]), b.getAsDouble(), heading));
    }

    private static String problem(String[] w) {
        switch (w[0]) {
            case "MOVE":
                if (w.length >= 3 && w[2].equals("TO")) {
                    return "write MOVE, the unit, TO and points as x,y in inches, e.g. MOVE U1 TO 24,30 or MOVE U1 TO 20,20 THEN 24,30";
                }
                if (w.length >= 4 && Bearing.parse(w[w.length - 1]).isEmpty()) {
                    return "\"" + w[w.length - 1] + "\" is not a bearing: whole degrees 0 to 360 or N NE E SE S SW W NW";
                }
                return "write MOVE, the unit and where: MOVE U1 TO 24,30, or a distance and bearing: MOVE U1 6 AT 45, MOVE U1 4 N";
            case "FACE":
            case "TURN":
                if (w.length == 3) {
                    return "\"" + w[2] + "\" is not a bearing: whole degrees 0 to 360 or N NE E SE S SW W NW";
                }
                return "write FACE, the unit and a bearing, e.g. FACE U1 90 or FACE U1 NE";
            case "SHOOT":
            case "FIRE":
                return "write SHOOT, the shooter, AT and the target, e.g. SHOOT U2 AT E3";
            case "CHARGE":
                return "write CHARGE, the charger and the enemy it charges, e.g. CHARGE U1 E2";
            case "CAST":
                if (w.length >= 3 && !SPELL_WORDS.containsKey(w[2])) {
                    return "\"" + w[2] + "\" is not a spell: HEAL, BLAST, MONSTER (or MELEE-MONSTER) or ASSAIL";
                }
                return "write CAST, the caster, the spell and its target, e.g. CAST W1 BLAST E2 or CAST W1 HEAL U1";
            case "HOLD":
                return "write HOLD and one unit, e.g. HOLD U1";
            default:
                return "\"" + w[0] + "\" is not an order: write MOVE, FACE, SHOOT, CAST, CHARGE or HOLD";
        }
    }
}
