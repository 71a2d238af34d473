package herald.engine.skirmish;

import herald.engine.RuleOption;
import herald.engine.ScenarioException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The house rules of one game, chosen at creation and carried in the set-up event. Each is a place
 * where the rule text is silent or garbled; the defaults are our reading (see the README).
 */
public record Options(String stunned, String woundedAttack, String woundedMove, int defPlus, String retreat,
        String retreatBlocked, String ranges, String missileRolls, String mountedShift, String edgeLos) {

    static final List<RuleOption> ALL = List.of(
            new RuleOption("stunned", "cannot-act", List.of("cannot-act", "may-defend-only"),
                    "a stunned character never fires, moves or attacks; cannot-act also halves its defence, may-defend-only keeps it whole"),
            new RuleOption("wounded-attack", "halve", List.of("halve", "minus-2", "minus-4", "none"),
                    "what a wounded character's attack loses (halve rounds down, at least 1)"),
            new RuleOption("wounded-move", "halve", List.of("halve", "full"),
                    "a wounded character's MP: halved (rounded down, at least 1) or full"),
            new RuleOption("def-plus", "4", List.of(),
                    "the defence bonus of 'Def. +' terrain (window, doorway, low wall) to a defender standing in it: 0 to 20"),
            new RuleOption("retreat", "away-from-attacker", List.of("away-from-attacker", "defender-chooses"),
                    "away-from-attacker: every retreat hex is farther from the enemy that caused it; defender-chooses: the standing "
                            + "choice of the owner, the free hex next to fewest enemies, need not be farther"),
            new RuleOption("retreat-blocked", "wounded", List.of("wounded", "stunned"),
                    "a character that cannot retreat stays and is wounded, or stays and is stunned"),
            new RuleOption("ranges", "A", List.of("A", "B"),
                    "missile range reading: A bow 10/25 crossbow 15/30; B bow 10/15 crossbow 25/30 (javelin 6/12 in both)"),
            new RuleOption("missile-rolls", "two", List.of("two", "one"),
                    "two: a to-hit roll then a damage roll; one: a single roll with every modifier, read in the damage column"),
            new RuleOption("mounted-shift", "mounted-attackers", List.of("mounted-attackers", "any-attackers"),
                    "the column shift on the mounted table needs more than one mounted attacker, or more than one of any kind"),
            new RuleOption("edge-los", "both", List.of("both", "either"),
                    "a line of sight running exactly along a hex edge is blocked only if both hexes block, or if either does"));

    public static Options defaults() {
        return new Options("cannot-act", "halve", "halve", 4, "away-from-attacker", "wounded", "A", "two",
                "mounted-attackers", "both");
    }

    /** The options chosen, checked: an unknown key or a value not allowed is a ScenarioException. */
    public static Options parse(Map<String, String> chosen) throws ScenarioException {
        Map<String, String> v = RuleOption.choose("skirmish", ALL, chosen);
        String defPlus = v.get("def-plus");
        if (!(defPlus.matches("[0-9]{1,2}") && Integer.parseInt(defPlus) <= 20)) {
            throw new ScenarioException("option def-plus: \"" + defPlus + "\" is not allowed (a whole number 0 to 20)");
        }
        return new Options(v.get("stunned"), v.get("wounded-attack"), v.get("wounded-move"),
                Integer.parseInt(v.get("def-plus")), v.get("retreat"), v.get("retreat-blocked"), v.get("ranges"),
                v.get("missile-rolls"), v.get("mounted-shift"), v.get("edge-los"));
    }

    /** "stunned=cannot-act, wounded-attack=halve, ...": for the set-up line. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        parts.add("stunned=" + stunned);
        parts.add("wounded-attack=" + woundedAttack);
        parts.add("wounded-move=" + woundedMove);
        parts.add("def-plus=" + defPlus);
        parts.add("retreat=" + retreat);
        parts.add("retreat-blocked=" + retreatBlocked);
        parts.add("ranges=" + ranges);
        parts.add("missile-rolls=" + missileRolls);
        parts.add("mounted-shift=" + mountedShift);
        parts.add("edge-los=" + edgeLos);
        return String.join(", ", parts);
    }
}
