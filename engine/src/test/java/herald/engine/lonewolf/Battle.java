package herald.engine.lonewolf;

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
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Small battles for tests. A board is drawn top row first ('.' open, 's' scrub, 'r' rocks, 't' trees,
 * 'w' low wall, '~' water); a piece is one line: id side race weapons armour shield training square
 * facing, e.g. "S1 sommerlund human longbow,dagger leather - regular A1 N" ('-' no shield, 'shield').
 */
final class Battle {
    static final LoneWolf RULES = new LoneWolf();
    static final Path PATROL = Path.of("../templates/src/main/resources/herald/templates/scenarios/lonewolf/patrol.json");
    static final Path AMBUSH = Path.of("../templates/src/main/resources/herald/templates/scenarios/lonewolf/ambush.json");
    static final Path FOREST_ROAD = Path.of("../templates/src/main/resources/herald/templates/scenarios/lonewolf/forestroad.json");

    final LoneWolfState state;

    Battle(LoneWolfState state) {
        this.state = state;
    }

    static String json(List<String> rows, List<String> pieces, int turnLimit, String overrides) {
        String board = rows.stream().map(r -> "\"" + r + "\"").collect(Collectors.joining(", "));
        String ps = pieces.stream().map(Battle::pieceJson).collect(Collectors.joining(",\n"));
        return """
                {"title": "Test", "description": "a test", "turnLimit": %d,
                 "board": {"width": %d, "height": %d, "terrain": [%s]},
                 "sides": [{"id": "sommerlund", "name": "Sommerlund patrol"}, {"id": "giaks", "name": "Giak raiders"}],
                 "pieces": [%s],
                 "overrides": %s}
                """.formatted(turnLimit, rows.get(0).length(), rows.size(), board, ps, overrides);
    }

    /** After the nine fields (a piece is its own unit unless one is named): "unit=archers", "class=hero", "name=Prince_Pelathar" (underscores are spaces), "hidden=true", "mounted=true". */
    private static String pieceJson(String line) {
        String[] w = line.trim().split("\\s+");
        String weapons = Arrays.stream(w[3].split(",")).map(x -> "\"" + x + "\"").collect(Collectors.joining(", "));
        Map<String, String> extra = new HashMap<>();
        for (int i = 9; i < w.length; i++) {
            String[] kv = w[i].split("=", 2);
            extra.put(kv[0], kv[1].replace('_', ' '));
        }
        String more = (extra.containsKey("class") ? ", \"class\": \"" + extra.get("class") + "\"" : "")
                + (extra.containsKey("name") ? ", \"card\": {\"name\": \"" + extra.get("name") + "\"}" : "")
                + (extra.containsKey("hidden") ? ", \"hidden\": " + extra.get("hidden") : "")
                + (extra.containsKey("mounted") ? ", \"mounted\": " + extra.get("mounted") : "");
        return "{\"id\": \"%s\", \"side\": \"%s\", \"race\": \"%s\", \"unit\": \"%s\", \"weapons\": [%s], \"armour\": \"%s\", \"shield\": %s, \"training\": \"%s\", \"square\": \"%s\", \"facing\": \"%s\"%s}"
                .formatted(w[0], w[1], w[2], extra.getOrDefault("unit", w[0]), weapons, w[4], w[5].equals("shield"), w[6], w[7], w[8], more);
    }

    /** The scenario JSON with each side's leader named. */
    static String withLeaders(String json, String sommerlundLeader, String giakLeader) {
        return json.replace("\"name\": \"Sommerlund patrol\"}", "\"name\": \"Sommerlund patrol\", \"leader\": \"" + sommerlundLeader + "\"}")
                .replace("\"name\": \"Giak raiders\"}", "\"name\": \"Giak raiders\", \"leader\": \"" + giakLeader + "\"}");
    }

    static Battle of(List<String> rows, String... pieces) {
        return fromJson(json(rows, List.of(pieces), 10, "{}"));
    }

    static Battle fromJson(String json) {
        try {
            return new Battle(fold(RULES.initial(), RULES.setUp(json, "test.json")));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static Battle patrol() {
        return shipped(PATROL);
    }

    static Battle ambush() {
        return shipped(AMBUSH);
    }

    static Battle forestRoad() {
        return shipped(FOREST_ROAD);
    }

    private static Battle shipped(Path path) {
        try {
            return fromJson(Files.readString(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An open board of the given size with nothing but open ground. */
    static List<String> open(int width, int height) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < height; i++) {
            rows.add(".".repeat(width));
        }
        return rows;
    }

    static LoneWolfState fold(LoneWolfState s, List<RuleEvent> events) {
        for (RuleEvent e : events) {
            s = RULES.apply(s, e);
        }
        return s;
    }

    /** The same position played under these house-rule options. */
    Battle withOptions(Map<String, String> options) {
        return new Battle(state.withSetUp(state.scenario(), state.sheets(), state.board(), state.sides(), state.pieces(),
                state.hitRules(), new HouseRules(options), state.hidden(), state.skills()));
    }

    Piece piece(String id) {
        return state.pieceOrThrow(id);
    }

    OrdersRuling check(String side, String body) {
        return RULES.check(state, side, body);
    }

    /** Resolves one turn with the given orders (side → body) and scripted dice; the orders must be accepted. */
    Turn turn(Map<String, String> orders, Integer... dice) {
        Map<String, List<String>> lines = new HashMap<>();
        orders.forEach((side, body) -> {
            OrdersRuling r = check(side, body);
            assertTrue(r.accepted(), () -> "orders of " + side + " rejected: " + r);
            lines.put(side, ((OrdersRuling.Accepted) r).normalised());
        });
        return raw(lines, dice);
    }

    /** Resolves one turn with lines as given, unchecked (as a replay would). */
    Turn raw(Map<String, List<String>> lines, Integer... dice) {
        ScriptedDice d = ScriptedDice.of(dice);
        List<RuleEvent> events = RULES.resolve(state, lines, d);
        return new Turn(events, new Battle(fold(state, events)), d.used());
    }

    record Turn(List<RuleEvent> events, Battle after, int diceUsed) {
        <T> List<T> all(Class<T> type) {
            return events.stream().filter(type::isInstance).map(type::cast).toList();
        }

        List<String> lines() {
            return events.stream().map(RuleEvent::describe).toList();
        }
    }
}
