package herald.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A house rule a club may set when it creates a game (`--option KEY=VALUE`): where a rulebook is
 * silent or contradicts itself and players might reasonably disagree.
 *
 * @param allowed the values accepted; empty when any value of the right form is
 */
public record RuleOption(String key, String defaultValue, List<String> allowed, String meaning) {
    public RuleOption {
        allowed = List.copyOf(allowed);
    }

    /**
     * Every option of {@code all} with the club's choice or its default, in the order of {@code all}. An unknown key,
     * or a value outside an option's allowed list, is refused naming the ruleset and what it takes; the value of an
     * option with no list is returned trimmed, for its ruleset to check.
     */
    public static Map<String, String> choose(String rulesetId, List<RuleOption> all, Map<String, String> chosen)
            throws ScenarioException {
        Map<String, String> values = new LinkedHashMap<>();
        for (RuleOption o : all) {
            values.put(o.key(), o.defaultValue());
        }
        for (Map.Entry<String, String> e : chosen.entrySet()) {
            RuleOption o = all.stream().filter(x -> x.key().equals(e.getKey())).findFirst().orElseThrow(() ->
                    new ScenarioException(rulesetId + " has no house-rule option \"" + e.getKey() + "\" (options: "
                            + String.join(", ", all.stream().map(RuleOption::key).toList()) + ")"));
            String value = e.getValue() == null ? "" : e.getValue().trim();
            if (!o.allowed().isEmpty() && !o.allowed().contains(value)) {
                throw new ScenarioException("option " + o.key() + ": \"" + value + "\" is not allowed ("
                        + String.join(" | ", o.allowed()) + ")");
            }
            values.put(o.key(), value);
        }
        return values;
    }
}
