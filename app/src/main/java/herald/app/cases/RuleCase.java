package herald.app.cases;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.app.game.EventCodec;
import herald.app.game.Rulesets;
import herald.app.game.UserError;
import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.Ruleset;
import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.board.Hex;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A rule case: a position, each side's orders exactly as a player would mail them, and the dice in
 * order, for each window in turn. Running it gives the outcome events and the resulting state as
 * JSON; {@link Expectation} compares them with what the case expects.
 */
public final class RuleCase {
    private static final Set<String> KEYS = Set.of("case", "about", "ruleset", "options", "position", "windows",
            "expect", "source", "note");
    private static final Set<String> WINDOW_KEYS = Set.of("orders", "dice", "note");
    /** What {@code view.after} calls the position as set up, before the first window. */
    static final String SET_UP = "set-up";

    private final String source;
    private final JsonNode root;
    private final ObjectMapper json = EventCodec.mapper().addMixIn(Hex.class, PrintedHex.class).registerModule(optionals());

    /**
     * A hex as a player reads it ("0402"), as a square already is ("C2"). Only in what a case shows and
     * compares: journals keep the skirmish's {"x", "y"} form, which old archives are verified against.
     */
    abstract static class PrintedHex {
        @Override
        @JsonValue
        public abstract String toString();
    }

    /**
     * What running the case gave: one JSON object per outcome, the report lines, the final state as JSON,
     * and the rules state as set up and after each window resolved (for what a side was shown then).
     */
    public record Run(String name, List<ObjectNode> events, List<String> report, JsonNode state, List<String> warnings,
            Ruleset ruleset, List<Stage> states) {
        public Run {
            states = List.copyOf(states);
        }

        /** The state after window {@code after} ("set-up": before the first), or null when no such window was resolved. */
        public RulesState stateAfter(String after) {
            return states.stream().filter(s -> s.after().equals(after)).map(Stage::state).findFirst().orElse(null);
        }
    }

    /**
     * Optional values as what they hold, or null when empty, so that a state keeping them (Fantasy Warriors' army
     * lists and commands) can be shown and compared. Only in what a case shows: journals never hold a state.
     */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static SimpleModule optionals() {
        SimpleModule m = new SimpleModule("rule-case-optionals");
        m.addSerializer(Optional.class, new StdSerializer<Optional>(Optional.class) {
            @Override
            public void serialize(Optional value, JsonGenerator gen, SerializerProvider provider) throws java.io.IOException {
                if (value.isPresent()) {
                    provider.defaultSerializeValue(value.get(), gen);
                } else {
                    gen.writeNull();
                }
            }
        });
        m.addSerializer(OptionalInt.class, new StdSerializer<OptionalInt>(OptionalInt.class) {
            @Override
            public void serialize(OptionalInt value, JsonGenerator gen, SerializerProvider provider) throws java.io.IOException {
                if (value.isPresent()) {
                    gen.writeNumber(value.getAsInt());
                } else {
                    gen.writeNull();
                }
            }
        });
        m.addSerializer(OptionalDouble.class, new StdSerializer<OptionalDouble>(OptionalDouble.class) {
            @Override
            public void serialize(OptionalDouble value, JsonGenerator gen, SerializerProvider provider) throws java.io.IOException {
                if (value.isPresent()) {
                    gen.writeNumber(value.getAsDouble());
                } else {
                    gen.writeNull();
                }
            }
        });
        return m;
    }

    /** The rules state after a window ("set-up" for the position before the first). */
    public record Stage(String after, RulesState state) {}

    public RuleCase(String source, String text) {
        this.source = source;
        try {
            this.root = json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new UserError(source + ": not JSON: " + e.getOriginalMessage() + " (line "
                    + e.getLocation().getLineNr() + ")");
        }
        if (root == null || !root.isObject()) {
            throw new UserError(source + ": a case file is one JSON object");
        }
        onlyKeys(root, KEYS, "");
        Expectation.checkShape(root.path("expect"), source);
        for (String required : List.of("ruleset", "position", "windows")) {
            if (!root.has(required)) {
                throw new UserError(source + ": missing \"" + required + "\"");
            }
        }
    }

    public String name() {
        return root.path("case").asText(source);
    }

    public JsonNode expect() {
        return root.path("expect");
    }

    public Run run() {
        Ruleset ruleset = Rulesets.byId(root.get("ruleset").asText());
        EventCodec codec = new EventCodec(ruleset);
        RulesState state = ruleset.initial();
        try {
            for (RuleEvent e : ruleset.setUp(root.get("position").toString(), source + ": position", options())) {
                state = ruleset.apply(state, e);
            }
        } catch (ScenarioException e) {
            throw new UserError(e.getMessage(), e);
        }
        List<ObjectNode> events = new ArrayList<>();
        List<String> report = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        List<Stage> states = new ArrayList<>(List.of(new Stage(SET_UP, state)));
        JsonNode windows = root.get("windows");
        for (int i = 0; i < windows.size(); i++) {
            String where = "windows[" + i + "]";
            JsonNode w = windows.get(i);
            onlyKeys(w, WINDOW_KEYS, where + ".");
            OrderWindow window = ruleset.window(state).orElseThrow(() -> new UserError(source + ": " + where
                    + ": the game is already over, so no window is open"));
            Map<String, List<String>> orders = new LinkedHashMap<>();
            for (String side : window.sides()) {
                if (!w.path("orders").has(side)) {
                    orders.put(side, List.of()); // a side that mails nothing gets the ruleset's default
                    continue;
                }
                OrdersRuling ruling = ruleset.check(state, side, ordersText(w.path("orders").path(side), where, side));
                if (ruling instanceof OrdersRuling.Rejected r) {
                    ObjectNode e = json.createObjectNode().put("window", window.id()).put("type", "OrdersRejected");
                    e.putObject("payload").put("side", side).putPOJO("errors", r.errors().stream().map(Object::toString).toList());
                    events.add(e);
                    return new Run(name(), events, report, json.valueToTree(state), warnings, ruleset, states);
                }
                orders.put(side, ((OrdersRuling.Accepted) ruling).normalised());
            }
            ScriptedDice dice = new ScriptedDice(dice(w.path("dice"), where), 0);
            List<RuleEvent> outcome;
            try {
                outcome = ruleset.resolve(state, orders, dice);
            } catch (ScriptedDice.DiceScriptExhausted e) {
                throw new UserError(source + ": " + where + ": " + e.getMessage());
            }
            int unused = w.path("dice").size() - dice.used();
            if (unused > 0) {
                warnings.add(window.id() + ": " + unused + " of the dice listed were not rolled");
            }
            for (RuleEvent e : outcome) {
                state = ruleset.apply(state, e);
                ObjectNode node = json.createObjectNode().put("window", window.id()).put("type", codec.encode(e).type());
                node.set("payload", json.valueToTree(e));
                node.put("report", e.describe());
                events.add(node);
                report.add(e.describe());
            }
            states.add(new Stage(window.id(), state));
        }
        return new Run(name(), events, report, json.valueToTree(state), warnings, ruleset, states);
    }

    private Map<String, String> options() {
        Map<String, String> options = new LinkedHashMap<>();
        root.path("options").properties().forEach(f -> options.put(f.getKey(), f.getValue().asText()));
        return options;
    }

    /** Orders as mailed: one string with line breaks, or a list of lines. */
    private String ordersText(JsonNode orders, String where, String side) {
        if (orders.isTextual()) {
            return orders.asText();
        }
        if (orders.isArray()) {
            List<String> lines = new ArrayList<>();
            orders.forEach(l -> lines.add(l.asText()));
            return String.join("\n", lines);
        }
        throw new UserError(source + ": " + where + ".orders." + side + ": orders are a text or a list of lines");
    }

    private List<Integer> dice(JsonNode dice, String where) {
        List<Integer> out = new ArrayList<>();
        if (!dice.isMissingNode() && !dice.isArray()) {
            throw new UserError(source + ": " + where + ".dice: a list of die results, e.g. [7, 3, 56]");
        }
        for (int i = 0; i < dice.size(); i++) {
            if (!dice.get(i).isInt()) {
                throw new UserError(source + ": " + where + ".dice[" + i + "]: '" + dice.get(i) + "' is not a die result");
            }
            out.add(dice.get(i).asInt());
        }
        return out;
    }

    private void onlyKeys(JsonNode node, Set<String> known, String where) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!known.contains(key)) {
                throw new UserError(source + ": " + where + key + ": unknown key; known: " + String.join(", ",
                        known.stream().sorted().toList()));
            }
        }
    }
}
