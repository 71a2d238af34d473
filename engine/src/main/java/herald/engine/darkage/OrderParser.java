package herald.engine.darkage;

import herald.engine.OrderLines;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order grammar: one order a line, any case, extra spaces and "x, y" allowed, {@code #} starts a comment (so the
 * measured comment of a checked line is dropped when the resolution reads the line again). Grammar only: whether an
 * order can be carried out is {@link OrderCheck}'s. Names are kept as written, since only the state knows how an id
 * is spelt; weapon, ammunition and power keys are read in any case, with spaces for hyphens ("war bow").
 */
final class OrderParser {
    private OrderParser() {}

    /** The first words {@link #parse} knows (OrderVerbsTest holds the two together). */
    static final Set<String> WORDS = Set.of("MOVE", "RUN", "DISENGAGE", "STAND", "SHOOT", "VOLLEY", "LIGHT", "DOUSE",
            "FIGHT", "SUNDER", "BURN", "CAST", "HOLD", "HEROIC");

    static final String VERBS = "MOVE, RUN, DISENGAGE, STAND, SHOOT, VOLLEY, LIGHT, DOUSE, FIGHT, SUNDER, BURN, CAST, HOLD"
            + " or HEROIC";

    /** An order and the line of the mail it came from, for the check's messages. */
    record Numbered(int line, Order order) {}

    private static final String NAME = "([^\\s,]+)";
    private static final Pattern MOVE_TO = pattern("(MOVE|RUN) " + NAME + " TO (.+)");
    private static final Pattern MOVE_AT = pattern("(MOVE|RUN) " + NAME + " AT " + NAME);
    private static final Pattern DISENGAGE = pattern("DISENGAGE " + NAME + " TO (\\S+?)( RUNNING)?");
    private static final Pattern ONE = pattern("(STAND|LIGHT|DOUSE|HOLD) " + NAME);
    private static final Pattern SHOOT = pattern("(SHOOT|VOLLEY) ((?:[^\\s,]+ )+?)AT " + NAME
            + "(?: WITH (.+?))?(?: USING (.+))?");
    private static final Pattern FIGHT = pattern("FIGHT " + NAME + " AT (.+?)(?: WITH (.+))?");
    private static final Pattern PART = pattern(NAME + "(?: (\\d{1,2}))?");
    private static final Pattern SUNDER = pattern("SUNDER " + NAME + " AT " + NAME);
    private static final Pattern BURN = pattern("BURN " + NAME + " (?:AT )?" + NAME);
    private static final Pattern CAST = pattern("CAST " + NAME + " (.+?)(?: AT (.+))?");
    private static final Pattern HEROIC = pattern("HEROIC " + NAME + " REROLL (FATE|ATTACKS|BOTH|NEVER) LAST (ACT|SPEECH)"
            + "(?: (.+))?");

    private static Pattern pattern(String regex) {
        return Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
    }

    /** Reads a mail; a CAST's phase is its power's in powers.json. */
    static OrderLines.Parsed<Order> parse(String body) {
        return parse(body, Data.powers());
    }

    /** Reads a mail with the powers in force, so a CAST gets its power's phase. */
    static OrderLines.Parsed<Order> parse(String body, Map<String, Power> powers) {
        OrderLines.Parsed<Numbered> read = numbered(body, powers);
        return new OrderLines.Parsed<>(read.orders().stream().map(Numbered::order).toList(), read.errors());
    }

    static OrderLines.Parsed<Numbered> numbered(String body, Map<String, Power> powers) {
        // OrderLines hands the grammar upper-cased words; names and a Death Speech are kept as written, so the grammar
        // reads the line itself
        String[] raw = (body == null ? "" : body).split("\r?\n|\r", -1);
        return OrderLines.parse(body, (line, words) -> parseLine(tidy(raw[line - 1]), powers).map(o -> new Numbered(line, o)),
                OrderParser::problem);
    }

    /** The line without its comment, single-spaced, with no space about a comma outside a speech: "x, y" is "x,y". */
    static String tidy(String raw) {
        int hash = raw.indexOf('#');
        String t = hash >= 0 ? raw.substring(0, hash) : raw;
        t = t.trim().replaceAll("\\s+", " ");
        // a Death Speech keeps its commas as written
        return t.toUpperCase(Locale.ROOT).startsWith("HEROIC ") ? t : t.replaceAll(" ?, ?", ",");
    }

    /** "war bow" or "WAR-BOW": the key "war-bow". */
    static String key(String words) {
        return words == null ? null : words.trim().toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    private static Optional<Order> parseLine(String t, Map<String, Power> powers) {
        String verb = t.split(" ", 2)[0].toUpperCase(Locale.ROOT);
        Matcher m;
        switch (verb) {
            case "MOVE":
            case "RUN":
                if ((m = MOVE_AT.matcher(t)).matches()) {
                    return Optional.of(new Order.Move(m.group(2), List.of(), m.group(3), run(m.group(1))));
                }
                if ((m = MOVE_TO.matcher(t)).matches()) {
                    List<Point> path = path(m.group(3));
                    return path.isEmpty() ? Optional.empty()
                            : Optional.of(new Order.Move(m.group(2), path, null, run(m.group(1))));
                }
                return Optional.empty();
            case "DISENGAGE":
                if ((m = DISENGAGE.matcher(t)).matches()) {
                    Optional<Point> to = Point.parse(m.group(2));
                    String name = m.group(1);
                    boolean running = m.group(3) != null;
                    return to.map(p -> new Order.Disengage(name, p, running));
                }
                return Optional.empty();
            case "STAND":
            case "LIGHT":
            case "DOUSE":
            case "HOLD":
                if ((m = ONE.matcher(t)).matches()) {
                    String name = m.group(2);
                    return Optional.of(verb.equals("STAND") ? new Order.Stand(name) : verb.equals("HOLD") ? new Order.Hold(name)
                            : new Order.Torch(name, verb.equals("LIGHT")));
                }
                return Optional.empty();
            case "SHOOT":
            case "VOLLEY":
                return shoot(t, verb);
            case "FIGHT":
                return fight(t);
            case "SUNDER":
                return (m = SUNDER.matcher(t)).matches() ? Optional.of(new Order.Sunder(m.group(1), m.group(2)))
                        : Optional.empty();
            case "BURN":
                return (m = BURN.matcher(t)).matches() ? Optional.of(new Order.Burn(m.group(1), m.group(2)))
                        : Optional.empty();
            case "CAST":
                return cast(t, powers);
            case "HEROIC":
                if ((m = HEROIC.matcher(t)).matches()) {
                    boolean speech = m.group(3).equalsIgnoreCase("SPEECH");
                    if (!speech && m.group(4) != null) {
                        return Optional.empty();
                    }
                    Standing st = new Standing(m.group(1), m.group(2).toLowerCase(Locale.ROOT), speech ? "speech" : "act",
                            speech ? m.group(4) : null);
                    return Optional.of(new Order.Heroic(m.group(1), st));
                }
                return Optional.empty();
            default:
                return Optional.empty();
        }
    }

    private static boolean run(String verb) {
        return verb.equalsIgnoreCase("RUN");
    }

    /** "10,12 THEN 14,12": the waypoints, or empty when one is not a point. */
    private static List<Point> path(String text) {
        List<Point> out = new ArrayList<>();
        for (String part : text.split("(?i) THEN ", -1)) {
            Optional<Point> p = Point.parse(part);
            if (p.isEmpty()) {
                return List.of();
            }
            out.add(p.get());
        }
        return out;
    }

    private static Optional<Order> shoot(String t, String verb) {
        Matcher m = SHOOT.matcher(t);
        if (!m.matches()) {
            return Optional.empty();
        }
        List<String> who = List.of(m.group(2).trim().split(" "));
        boolean volley = verb.equals("VOLLEY");
        if (volley != who.size() > 1 || who.stream().distinct().count() < who.size()) {
            return Optional.empty();
        }
        return Optional.of(new Order.Shoot(who.get(0), who.subList(1, who.size()), m.group(3), key(m.group(4)),
                key(m.group(5))));
    }

    private static Optional<Order> fight(String t) {
        Matcher m = FIGHT.matcher(t);
        if (!m.matches()) {
            return Optional.empty();
        }
        List<Order.Part> parts = new ArrayList<>();
        for (String part : m.group(2).split(",", -1)) {
            Matcher p = PART.matcher(part.trim());
            if (!p.matches()) {
                return Optional.empty();
            }
            parts.add(new Order.Part(p.group(1), p.group(2) == null ? 0 : Integer.parseInt(p.group(2))));
        }
        return Optional.of(new Order.Fight(m.group(1), parts, key(m.group(3))));
    }

    private static Optional<Order> cast(String t, Map<String, Power> powers) {
        Matcher m = CAST.matcher(t);
        if (!m.matches()) {
            return Optional.empty();
        }
        String power = key(m.group(2));
        Power p = powers.get(power);
        String phase = p == null ? null : p.phase();
        String at = m.group(3);
        if (at == null) {
            return Optional.of(new Order.Cast(m.group(1), power, null, null, phase));
        }
        Optional<Point> point = Point.parse(at);
        if (point.isPresent()) {
            return Optional.of(new Order.Cast(m.group(1), power, null, point.get(), phase));
        }
        return at.matches(NAME) ? Optional.of(new Order.Cast(m.group(1), power, at, null, phase)) : Optional.empty();
    }

    private static String problem(String[] w) {
        switch (w[0]) {
            case "MOVE":
            case "RUN":
                return "write " + w[0] + ", the figure and TO points x,y in inches (THEN for more legs), or AT an enemy,"
                        + " e.g. " + w[0] + " Ulf TO 12,20 THEN 14,24 or " + w[0] + " Ulf AT Brand";
            case "DISENGAGE":
                return "write DISENGAGE, the figure, TO a point x,y and RUNNING if it runs, e.g. DISENGAGE Ulf TO 10,4";
            case "STAND":
            case "LIGHT":
            case "DOUSE":
            case "HOLD":
                return "write " + w[0] + " and one figure, e.g. " + w[0] + " Ulf";
            case "SHOOT":
                return "write SHOOT, the shooter, AT and the target, then WITH a weapon and USING ammunition if need"
                        + " be, e.g. SHOOT Orm AT Brand WITH war-bow, SHOOT Orm AT t2 USING fire-arrow";
            case "VOLLEY":
                return "write VOLLEY, two shooters or more (each once), AT and the target, e.g. VOLLEY Orm Kol AT Brand";
            case "FIGHT":
                return "write FIGHT, the fighter, AT and the opponent, or opponents each with a part of the FV after a"
                        + " comma, e.g. FIGHT Ulf AT Brand or FIGHT Ulf AT Brand 2, Odo 2 WITH axe";
            case "SUNDER":
                return "write SUNDER, the fighter, AT and the opponent whose shield it strikes, e.g. SUNDER Ulf AT Brand";
            case "BURN":
                return "write BURN, the figure with the torch and the feature it sets alight, e.g. BURN Ulf t3";
            case "CAST":
                return "write CAST, the caster, the power, and AT a figure or a point x,y if it needs one, e.g."
                        + " CAST Thora bolt-of-fire AT Brand or CAST Thora sea-mist AT 20,18";
            case "HEROIC":
                return "write HEROIC, the Hero, REROLL FATE, ATTACKS, BOTH or NEVER, then LAST ACT or LAST SPEECH and"
                        + " its words, e.g. HEROIC Ulf REROLL BOTH LAST SPEECH Odin, I come!";
            default:
                return "\"" + w[0] + "\" is not an order: write " + VERBS;
        }
    }
}
