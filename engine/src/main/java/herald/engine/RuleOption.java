package herald.engine;

import java.util.List;

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
}
