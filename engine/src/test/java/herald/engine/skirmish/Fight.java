package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Small skirmishes for tests. A map is drawn row 01 (the top) first, with the scenario key ('.' flat,
 * 's' scrub, 't' tree, '/' slope, 'h' house, 'w' window, 'd' door, '^' stairs, '=' low wall,
 * 'b' balcony, 'a' anvil, 'u' bucket, '#' building wall). A character is one line: id side type hex
 * [mounted], e.g. "A1 a knight 0203 mounted"; side "a" (Raiders) plays first, "b" (Villagers) second.
 * Remember the odd-q layout: columns 02, 04 ... sit half a hex lower.
 */
final class Fight {
    static final Skirmish RULES = new Skirmish();
    static final Path VILLAGE = Path.of("../templates/src/main/resources/herald/templates/scenarios/skirmish/village.json");

    final SkirmishState state;

    Fight(SkirmishState state) {
        this.state = state;
    }

    static String json(List<String> rows, List<String> characters, int turnLimit) {
        String board = rows.stream().map(r -> "\"" + r + "\"").collect(Collectors.joining(", "));
        String cs = characters.stream().map(Fight::characterJson).collect(Collectors.joining(",\n"));
        return """
                {"title": "Test", "description": "a test", "turnLimit": %d,
                 "board": {"columns": %d, "rows": %d, "terrain": [%s]},
                 "sides": [{"id": "a", "name": "Raiders"}, {"id": "b", "name": "Villagers"}],
                 "characters": [%s]}
                """.formatted(turnLimit, rows.get(0).length(), rows.size(), board, cs);
    }

    private static String characterJson(String line) {
        String[] w = line.trim().split("\\s+");
        return "{\"id\": \"%s\", \"side\": \"%s\", \"type\": \"%s\", \"hex\": \"%s\", \"mounted\": %s}"
                .formatted(w[0], w[1], w[2], w[3], w.length > 4 && w[4].equals("mounted"));
    }

    static Fight of(List<String> rows, String... characters) {
        return of(Map.of(), rows, characters);
    }

    static Fight of(Map<String, String> options, List<String> rows, String... characters) {
        try {
            return new Fight(fold(RULES.initial(), RULES.setUp(json(rows, List.of(characters), 10), "test.json", options)));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static Fight village() {
        try {
            return new Fight(fold(RULES.initial(), RULES.setUp(Files.readString(VILLAGE), "village.json")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** A flat map of the given size. */
    static List<String> flat(int columns, int rows) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rows; i++) {
            out.add(".".repeat(columns));
        }
        return out;
    }

    static SkirmishState fold(SkirmishState s, List<RuleEvent> events) {
        for (RuleEvent e : events) {
            s = RULES.apply(s, e);
        }
        return s;
    }

    Character c(String id) {
        return state.characterOrThrow(id);
    }

    OrdersRuling check(String body) {
        return RULES.check(state, state.active(), body);
    }

    /** The active side's player turn with these orders (which must be accepted) and scripted dice. */
    Turn turn(String body, Integer... dice) {
        OrdersRuling r = check(body);
        assertTrue(r.accepted(), () -> "orders rejected: " + r);
        return raw(((OrdersRuling.Accepted) r).normalised(), dice);
    }

    Turn raw(List<String> lines, Integer... dice) {
        ScriptedDice d = ScriptedDice.of(dice);
        List<RuleEvent> events = RULES.resolve(state, Map.of(state.active(), lines), d);
        return new Turn(events, new Fight(fold(state, events)), d.used());
    }

    /** A player turn in which the active side does nothing (no dice). */
    Fight pass() {
        return raw(List.of()).after();
    }

    record Turn(List<RuleEvent> events, Fight after, int diceUsed) {
        <T> List<T> all(Class<T> type) {
            return events.stream().filter(type::isInstance).map(type::cast).toList();
        }

        List<String> lines() {
            return events.stream().map(RuleEvent::describe).toList();
        }
    }
}
