package herald.engine.fantasywarriors;

import herald.engine.OrderLines;
import herald.engine.table.Bearing;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order grammar of a battle turn: one order a line, any case, {@code #} starts a comment, blank lines ignored.
 * Grammar only: whether an order can be carried out is {@link OrderCheck}'s.
 */
public final class OrderParser {
    /** The first words {@link #parse} knows. */
    public static final Set<String> WORDS = Set.of("THREATEN", "ANSWER", "SHOOT", "MOVE", "REORGANISE", "REORGANIZE",
            "ORDER", "INFLUENCE", "MESSAGE", "HOLD", "CHANT", "SNIPE", "FLY", "LAND", "CAST", "PLACE");
    /** MESSAGE [FROM writer] TO reader [BY courier]: text, its text in any case. */
    private static final Pattern MESSAGE = Pattern.compile(
            "(?i)MESSAGE(?:\\s+FROM\\s+([^\\s:]+))?\\s+TO\\s+([^\\s:]+)(?:\\s+BY\\s+([^\\s:]+))?\\s*:\\s*(\\S.*)");
    /** A line may ask for up to a unit's most counters (6, L286); how many a phase allows is judged with the unit. */
    private static final int MOST_VOLLEYS = 6;

    private OrderParser() {}

    public static OrderLines.Parsed<OrderLine> parse(String body) {
        OrderLines.Parsed<OrderLine> parsed = OrderLines.parse(body, OrderParser::line, OrderParser::problem);
        if (parsed.orders().stream().noneMatch(o -> o instanceof OrderLine.Message)) {
            return parsed;
        }
        // the grammar sees words in capitals; a message's text is given back as written, from its own line
        String[] raw = body.split("\\r?\\n|\\r", -1);
        List<OrderLine> orders = new ArrayList<>();
        for (OrderLine o : parsed.orders()) {
            orders.add(o instanceof OrderLine.Message m ? message(m.line(), raw[m.line() - 1].split("#", 2)[0].trim())
                    .orElse(m) : o);
        }
        return new OrderLines.Parsed<>(orders, parsed.errors());
    }

    private static Optional<OrderLine> message(int n, String text) {
        Matcher m = MESSAGE.matcher(text);
        return m.matches() ? Optional.of(new OrderLine.Message(n, m.group(1), m.group(2), m.group(3), m.group(4).strip()))
                : Optional.empty();
    }

    /** The orders of lines already accepted (normalised); lines that do not parse are skipped. */
    public static List<OrderLine> ordersOf(List<String> lines) {
        return parse(String.join("\n", lines == null ? List.of() : lines)).orders();
    }

    private static Optional<OrderLine> line(int n, String[] w) {
        return switch (w[0]) {
            case "THREATEN" -> w.length == 4 && w[2].equals("AT") ? Optional.of(new OrderLine.Threaten(n, w[1], w[3]))
                    : Optional.empty();
            case "ANSWER" -> w.length == 2 ? Optional.of(new OrderLine.Answer(n, w[1])) : Optional.empty();
            case "SHOOT" -> shoot(n, w);
            case "MOVE" -> move(n, w);
            case "REORGANISE", "REORGANIZE" -> w.length == 2 ? Optional.of(new OrderLine.Reorganise(n, w[1])) : Optional.empty();
            case "ORDER" -> w.length == 3 ? order(w[2]).map(o -> new OrderLine.NewOrder(n, w[1], o)) : Optional.empty();
            case "INFLUENCE" -> w.length == 4 && w[2].equals("WITH") ? Optional.of(new OrderLine.Influence(n, w[1], w[3]))
                    : Optional.empty();
            case "MESSAGE" -> message(n, String.join(" ", w));
            case "HOLD" -> w.length == 1 ? Optional.of(new OrderLine.Hold(n)) : Optional.empty();
            case "CHANT" -> w.length == 1 ? Optional.of(new OrderLine.Chant(n)) : Optional.empty();
            case "SNIPE" -> w.length == 4 && w[2].equals("AT") ? Optional.of(new OrderLine.Snipe(n, w[1], w[3]))
                    : Optional.empty();
            case "FLY", "LAND" -> w.length == 2 ? Optional.of(new OrderLine.Fly(n, w[1], w[0].equals("FLY")))
                    : Optional.empty();
            case "CAST" -> SpellOrders.parse(n, w);
            case "PLACE" -> w.length == 4 && w[2].equals("AT") ? Point.parse(w[3]).map(p -> new OrderLine.Place(n, w[1], p))
                    : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * SHOOT A1 AT D1, SHOOT A1 AT D1 2, SHOOT A1 AT D1 2 VOLLEYS, SHOOT A1 AT D1 2 VOLLEYS 1 POISONED. With no count
     * of volleys, the poisoned ones are the whole volley: SHOOT A1 AT D1 2 POISONED shoots 2, both poisoned. Whether
     * the unit has them, and whether the poisoned fit in the volley, is the shooting phase's to judge.
     */
    private static Optional<OrderLine> shoot(int n, String[] w) {
        if (w.length < 4 || !w[2].equals("AT")) {
            return Optional.empty();
        }
        List<String> rest = List.of(w).subList(4, w.length);
        int poisoned = 0;
        if (!rest.isEmpty() && rest.get(rest.size() - 1).equals("POISONED")) {
            if (rest.size() < 2 || !rest.get(rest.size() - 2).matches("[0-" + MOST_VOLLEYS + "]")) {
                return Optional.empty();
            }
            poisoned = Integer.parseInt(rest.get(rest.size() - 2));
            rest = rest.subList(0, rest.size() - 2);
        }
        int volleys = Math.max(1, poisoned);
        if (!rest.isEmpty()) {
            if (rest.size() > 2 || !rest.get(0).matches("[1-" + MOST_VOLLEYS + "]")
                    || (rest.size() == 2 && !rest.get(1).matches("VOLLEYS?"))) {
                return Optional.empty();
            }
            volleys = Integer.parseInt(rest.get(0));
        }
        return Optional.of(new OrderLine.Shoot(n, w[1], w[3], volleys, poisoned));
    }

    /** MOVE O1 TO 30,34 THEN 32,30 FACING S. */
    private static Optional<OrderLine> move(int n, String[] w) {
        if (w.length < 4 || !w[2].equals("TO")) {
            return Optional.empty();
        }
        List<Point> path = new ArrayList<>();
        OptionalDouble facing = OptionalDouble.empty();
        for (int i = 3; i < w.length; i++) {
            if (w[i].equals("FACING")) {
                if (i != w.length - 2) {
                    return Optional.empty();
                }
                facing = Bearing.parse(w[i + 1]);
                if (facing.isEmpty()) {
                    return Optional.empty();
                }
                break;
            }
            if (i > 3 && !w[i].equals("THEN")) {
                return Optional.empty();
            }
            int at = i > 3 ? ++i : i;
            Optional<Point> p = at < w.length ? Point.parse(w[at]) : Optional.empty();
            if (p.isEmpty()) {
                return Optional.empty();
            }
            path.add(p.get());
        }
        return Optional.of(new OrderLine.Move(n, w[1], path, facing));
    }

    private static Optional<Order> order(String word) {
        for (Order o : Order.values()) {
            if (o.name().equals(word)) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /** What is wrong with a line that does not parse, with the form it should take. */
    private static String problem(String[] w) {
        return switch (w[0]) {
            case "THREATEN" -> "write THREATEN <your unit> AT <enemy unit>, e.g. THREATEN O1 AT D1";
            case "ANSWER" -> "write ANSWER <your unit>: it counter-threatens whoever threatens it";
            case "SHOOT" -> "write SHOOT <your unit> AT <enemy unit> [1-" + MOST_VOLLEYS + " VOLLEYS] [0-" + MOST_VOLLEYS
                    + " POISONED], e.g. SHOOT A1 AT D1 2 VOLLEYS 1 POISONED";
            case "MOVE" -> "write MOVE <piece> TO <x,y> [THEN <x,y> ...] [FACING <bearing or N, NE...>], e.g. MOVE O1 TO 30,34 FACING S";
            case "REORGANISE", "REORGANIZE" -> "write REORGANISE <your unit>";
            case "ORDER" -> "write ORDER <command> HOLD, ATTACK or OPPOSE, e.g. ORDER gorbags ATTACK";
            case "INFLUENCE" -> "write INFLUENCE <unit> WITH <its battle leader>, e.g. INFLUENCE A1 WITH Gorbag";
            case "MESSAGE" -> "write MESSAGE TO <player> [BY <courier>]: <your message>, e.g. MESSAGE TO gorbag BY C1:"
                    + " hold the ford until I come";
            case "HOLD" -> "HOLD stands alone: nothing this turn";
            case "CHANT" -> "CHANT stands alone on its line: the whole goblin army chants";
            case "SNIPE" -> "write SNIPE <your marksman> AT <enemy individual>, e.g. SNIPE M1 AT Gorbag";
            case "FLY", "LAND" -> "write " + w[0] + " <your flyer>, e.g. " + w[0] + " E1";
            case "CAST" -> SpellOrders.problem(w);
            case "PLACE" -> "write PLACE <terrain feature> AT <x,y>, where its centre goes, e.g. PLACE ashwood AT 20,30";
            default -> "not an order: orders begin THREATEN, ANSWER, SHOOT, MOVE, REORGANISE, ORDER, INFLUENCE, MESSAGE,"
                    + " CAST, PLACE, HOLD, CHANT, SNIPE, FLY or LAND";
        };
    }
}
