package herald.engine.basicfantasy;

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
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Small battles for tests on a 48" x 48" table. Terrain is one line a feature: its type and corners, e.g.
 * "wood 10,10 16,10 16,18 10,18". A unit is one line: id side type figures[/files] x,y facing [wounds], e.g.
 * "U1 a spearmen 10/5 24,10 N" or "W1 a wizard 1 30,4 N"; side "a" (the Elves) plays first, "b" (the Orcs) second.
 */
final class Game {
    static final BasicFantasy RULES = new BasicFantasy();

    final BasicFantasyState state;

    Game(BasicFantasyState state) {
        this.state = state;
    }

    static String json(List<String> terrain, List<String> units, int turns) {
        List<String> features = new ArrayList<>();
        for (int i = 0; i < terrain.size(); i++) {
            String[] w = terrain.get(i).trim().split("\\s+");
            String outline = Arrays.stream(w, 1, w.length).map(p -> "\"" + p + "\"").collect(Collectors.joining(", "));
            features.add("{\"id\": \"t" + (i + 1) + "\", \"type\": \"" + w[0] + "\", \"name\": \"" + name(w[0], i)
                    + "\", \"outline\": [" + outline + "]}");
        }
        String us = units.stream().map(Game::unitJson).collect(Collectors.joining(",\n"));
        return """
                {"schema": 1, "title": "Test", "description": "a test", "turns": %d,
                 "table": {"width": 48, "depth": 48},
                 "terrain": [%s],
                 "sides": [{"id": "a", "name": "The Elves"}, {"id": "b", "name": "The Orcs"}],
                 "units": [%s]}
                """.formatted(turns, String.join(",\n", features), us);
    }

    private static String name(String type, int i) {
        return Character.toUpperCase(type.charAt(0)) + type.substring(1) + " " + (i + 1);
    }

    private static String unitJson(String line) {
        String[] w = line.trim().split("\\s+");
        String[] size = w[3].split("/");
        String files = size.length > 1 ? ", \"files\": " + size[1] : "";
        String wounds = w.length > 6 ? ", \"wounds\": " + w[6] : "";
        return "{\"id\": \"%s\", \"side\": \"%s\", \"type\": \"%s\", \"figures\": %s%s, \"at\": \"%s\", \"facing\": \"%s\"%s}"
                .formatted(w[0], w[1], w[2], size[0], files, w[4], w[5], wounds);
    }

    static Game of(String... units) {
        return of(Map.of(), List.of(), units);
    }

    static Game of(List<String> terrain, String... units) {
        return of(Map.of(), terrain, units);
    }

    static Game of(Map<String, String> options, List<String> terrain, String... units) {
        return ofTurns(8, options, terrain, units);
    }

    static Game ofTurns(int turns, Map<String, String> options, List<String> terrain, String... units) {
        try {
            return new Game(fold(RULES.initial(), RULES.setUp(json(terrain, List.of(units), turns), "test.json", options)));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** A shipped scenario, read where the templates module ships it, as the other rulesets' tests do. */
    static String resource(String name) {
        try {
            return java.nio.file.Files.readString(SHIPPED.resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static final java.nio.file.Path SHIPPED =
            java.nio.file.Path.of("../templates/src/main/resources/herald/templates/scenarios/basicfantasy");

    static Game scenario(String name) {
        return scenario(name, Map.of());
    }

    static Game scenario(String name, Map<String, String> options) {
        try {
            return new Game(fold(RULES.initial(), RULES.setUp(resource(name), name, options)));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static BasicFantasyState fold(BasicFantasyState s, List<RuleEvent> events) {
        for (RuleEvent e : events) {
            s = RULES.apply(s, e);
        }
        return s;
    }

    Unit u(String id) {
        return state.unitOrThrow(id);
    }

    OrdersRuling check(String body) {
        return RULES.check(state, state.active(), body);
    }

    /** The accepted lines of {@code body}, which must be accepted. */
    List<String> accepted(String body) {
        OrdersRuling r = check(body);
        assertTrue(r.accepted(), () -> "orders rejected: " + r);
        return ((OrdersRuling.Accepted) r).normalised();
    }

    /** The active side's player turn with these orders (which must be accepted) and scripted dice. */
    Turn turn(String body, Integer... dice) {
        return raw(accepted(body), dice);
    }

    Turn raw(List<String> lines, Integer... dice) {
        ScriptedDice d = ScriptedDice.of(dice);
        List<RuleEvent> events = RULES.resolve(state, Map.of(state.active(), lines), d);
        return new Turn(events, new Game(fold(state, events)), d.used(), d);
    }

    /** A player turn in which the active side does nothing (no dice). */
    Game pass() {
        return raw(List.of()).after();
    }

    record Turn(List<RuleEvent> events, Game after, int diceUsed, ScriptedDice dice) {
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
    }

    /** The one refusal a submission gets, as the player reads it; fails the test when accepted or refused more than once. */
    static String one(Game g, String body) {
        herald.engine.OrdersRuling r = g.check(body);
        org.junit.jupiter.api.Assertions.assertFalse(r.accepted(), body);
        List<herald.engine.OrderError> e = ((herald.engine.OrdersRuling.Rejected) r).errors();
        org.junit.jupiter.api.Assertions.assertEquals(1, e.size(), e.toString());
        return e.get(0).message();
    }
}
