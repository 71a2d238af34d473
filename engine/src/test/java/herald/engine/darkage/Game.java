package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Small skirmishes for tests on a 36" x 36" table. A figure is one line: id side profile x,y and any of hp=N,
 * torch, poisoned, ammo=kind:N, e.g. "Ulf vikings viking-huscarl 10,10 hp=2 torch". A terrain feature is one line: its type and
 * corners, e.g. "wooden-building 10,10 16,10 16,18 10,18" (its id t1, t2, … in order); "burning=9" after the corners sets it
 * alight. Sides are named by their first figure, in that order.
 */
final class Game {
    static final DarkAge RULES = new DarkAge();

    final DarkAgeState state;

    Game(DarkAgeState state) {
        this.state = state;
    }

    /** A table to set up: terrain, figures, and whatever else the test needs. */
    static Table table() {
        return new Table();
    }

    static Game of(String... figures) {
        return table().figures(figures).play();
    }

    static final class Table {
        private final List<String> terrain = new ArrayList<>();
        private final List<String> figures = new ArrayList<>();
        private final Map<String, String> options = new LinkedHashMap<>();
        private final Map<String, String> sideExtras = new LinkedHashMap<>();
        private final Map<String, String> profiles = new LinkedHashMap<>();
        private String night = "";
        private String goals = "";
        private int seaState;
        private int turns = 10;

        Table terrain(String... lines) {
            terrain.addAll(List.of(lines));
            return this;
        }

        Table figures(String... lines) {
            figures.addAll(List.of(lines));
            return this;
        }

        Table option(String key, String value) {
            options.put(key, value);
            return this;
        }

        /** Darkness: enemies seen within {@code sight}" or within {@code light}" of a torch or a fire. */
        Table night(double sight, double light) {
            night = ", \"night\": {\"sight\": " + sight + ", \"torchLight\": " + light + "}";
            return this;
        }

        Table sea(int state) {
            seaState = state;
            return this;
        }

        Table turns(int n) {
            turns = n;
            return this;
        }

        /** Extra JSON members for a side, e.g. "\"allies\": [\"normans\"], \"alliesShareSight\": true". */
        Table side(String id, String members) {
            sideExtras.put(id, members);
            return this;
        }

        /** A profile of the scenario's own: {@code members} its JSON members, every key but note. */
        Table profile(String key, String members) {
            profiles.put(key, members);
            return this;
        }

        /** The victory goals as a JSON array. */
        Table goals(String json) {
            goals = json;
            return this;
        }

        String json() {
            List<String> features = new ArrayList<>();
            for (int i = 0; i < terrain.size(); i++) {
                List<String> w = new ArrayList<>(List.of(terrain.get(i).trim().split("\\s+")));
                String burning = "";
                if (w.get(w.size() - 1).startsWith("burning=")) {
                    burning = ", \"burning\": " + w.remove(w.size() - 1).substring(8);
                }
                String outline = w.subList(1, w.size()).stream().map(p -> "\"" + p + "\"").collect(Collectors.joining(", "));
                features.add("{\"id\": \"t" + (i + 1) + "\", \"type\": \"" + w.get(0) + "\", \"name\": \"" + w.get(0)
                        + " " + (i + 1) + "\", \"outline\": [" + outline + "]" + burning + "}");
            }
            Set<String> sides = new LinkedHashSet<>();
            List<String> fs = new ArrayList<>();
            for (String line : figures) {
                String[] w = line.trim().split("\\s+");
                sides.add(w[1]);
                StringBuilder f = new StringBuilder("{\"id\": \"%s\", \"side\": \"%s\", \"profile\": \"%s\", \"at\": \"%s\""
                        .formatted(w[0], w[1], w[2], w[3]));
                for (String extra : Arrays.asList(w).subList(4, w.length)) {
                    if (extra.startsWith("hp=")) {
                        f.append(", \"heroPoints\": ").append(extra.substring(3));
                    } else if (extra.equals("poisoned")) {
                        f.append(", \"poisoned\": true");
                    } else if (extra.equals("torch")) {
                        f.append(", \"torch\": true");
                    } else if (extra.startsWith("ammo=")) {
                        String[] kv = extra.substring(5).split(":");
                        f.append(", \"ammo\": {\"").append(kv[0]).append("\": ").append(kv[1]).append('}');
                    } else {
                        throw new IllegalArgumentException("unknown figure extra " + extra + " in " + line);
                    }
                }
                fs.add(f.append('}').toString());
            }
            String ss = sides.stream().map(id -> "{\"id\": \"" + id + "\", \"name\": \"The " + cap(id) + "\""
                    + (sideExtras.containsKey(id) ? ", " + sideExtras.get(id) : "") + "}").collect(Collectors.joining(", "));
            String victory = goals.isEmpty() ? "{\"text\": \"Most points wins.\"}"
                    : "{\"text\": \"Most points wins.\", \"goals\": " + goals + "}";
            String own = profiles.isEmpty() ? "" : ", \"profiles\": {" + profiles.entrySet().stream()
                    .map(e -> "\"" + e.getKey() + "\": {" + e.getValue() + "}").collect(Collectors.joining(", ")) + "}";
            return """
                    {"schema": 1, "title": "Test", "description": "a test", "turns": %d, "seaState": %d%s%s,
                     "table": {"width": 36, "depth": 36},
                     "terrain": [%s],
                     "sides": [%s],
                     "figures": [%s],
                     "victory": %s}
                    """.formatted(turns, seaState, night, own, String.join(",\n", features), ss, String.join(",\n", fs), victory);
        }

        Game play() {
            try {
                return new Game(fold(RULES.initial(), RULES.setUp(json(), "test.json", options)));
            } catch (ScenarioException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
    }

    private static String cap(String id) {
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }

    static final java.nio.file.Path SHIPPED =
            java.nio.file.Path.of("../templates/src/main/resources/herald/templates/scenarios/darkage");

    /** A shipped scenario, read where the templates module ships it, as the other rulesets' tests do. */
    static String resource(String name) {
        try {
            return java.nio.file.Files.readString(SHIPPED.resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Game scenario(String name) {
        try {
            return new Game(fold(RULES.initial(), RULES.setUp(resource(name), name, Map.of())));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static DarkAgeState fold(DarkAgeState s, List<RuleEvent> events) {
        for (RuleEvent e : events) {
            s = RULES.apply(s, e);
        }
        return s;
    }

    Figure f(String id) {
        return state.figureOrThrow(id);
    }

    OrdersRuling check(String side, String body) {
        return RULES.check(state, side, body);
    }

    /** The accepted lines of {@code body}, which must be accepted. */
    List<String> accepted(String side, String body) {
        OrdersRuling r = check(side, body);
        assertTrue(r.accepted(), () -> "orders rejected: " + r);
        return ((OrdersRuling.Accepted) r).normalised();
    }

    /** A turn with these normal order lines by side, read as the journal keeps them, and scripted dice. */
    Played raw(Map<String, List<String>> lines, Integer... dice) {
        ScriptedDice d = ScriptedDice.of(dice);
        List<RuleEvent> events = RULES.resolve(state, lines, d);
        return new Played(events, new Game(fold(state, events)), d.used(), d);
    }

    /** A turn with these orders as values by side, as the resolution reads them, and scripted dice. */
    Played orders(Map<String, List<Order>> orders, Integer... dice) {
        ScriptedDice d = ScriptedDice.of(dice);
        List<RuleEvent> events = Turn.play(state, orders, d);
        return new Played(events, new Game(fold(state, events)), d.used(), d);
    }

    /** A turn with these orders by side (each must be accepted) and scripted dice. */
    Played turn(Map<String, String> bodies, Integer... dice) {
        Map<String, List<String>> lines = new LinkedHashMap<>();
        bodies.forEach((side, body) -> lines.put(side, accepted(side, body)));
        return raw(lines, dice);
    }

    record Played(List<RuleEvent> events, Game after, int diceUsed, ScriptedDice dice) {
        <T> List<T> all(Class<T> type) {
            return events.stream().filter(type::isInstance).map(type::cast).toList();
        }

        <T> T one(Class<T> type) {
            List<T> found = all(type);
            if (found.size() != 1) {
                throw new AssertionError("expected one " + type.getSimpleName() + ", found " + found.size() + ":\n"
                        + String.join("\n", lines()));
            }
            return found.get(0);
        }

        List<String> lines() {
            return events.stream().map(RuleEvent::describe).toList();
        }

        String text() {
            return String.join("\n", lines());
        }
    }
}
