package herald.engine.basicfantasy;

import herald.engine.RuleOption;
import herald.engine.ScenarioException;
import java.util.List;
import java.util.Map;

/**
 * The house rules of one game, chosen at creation and carried in the set-up event. Each is a place where the
 * rulebook is silent or open to two readings; the defaults are our reading (the README says why).
 */
public record Options(String difficult, String shootIntoCombat, String sight, String shots, String blastTarget,
        String blastRoll, String spellSight, String attacks, String victory, String moveThenShoot,
        String moveThenCharge, String strikeBack) {

    static final List<RuleOption> ALL = List.of(
            new RuleOption("difficult", "whole-move", List.of("whole-move", "part-in-terrain"),
                    "R2: whole-move halves the whole move's allowance when any part of it crosses difficult ground; "
                            + "part-in-terrain counts only the inches travelled inside difficult ground double"),
            new RuleOption("shoot-into-combat", "no", List.of("no", "yes"),
                    "whether a unit locked in close combat may be shot at"),
            new RuleOption("sight", "terrain-and-units", List.of("terrain-and-units", "none"),
                    "line of sight for shooting (the rulebook has none): blocked by terrain that blocks sight and by other units, or no sight rule at all"),
            new RuleOption("shots", "all-figures", List.of("all-figures", "front-rank"),
                    "R0c: one shot for every figure of the unit, or only for the figures of its front rank"),
            new RuleOption("blast-target", "hit", List.of("hit", "spared"),
                    "R9: whether Blast of the Heavens' own target takes the S4 hit, or only the units within 6\" of it"),
            new RuleOption("blast-roll", "test", List.of("test", "aim"),
                    "R9: passing the Magic Test is Blast's hit, or the caster must also roll its aim or less to hit the target"),
            new RuleOption("spell-sight", "no", List.of("no", "yes"),
                    "whether a spell needs a line of sight to its target (the rulebook gives only ranges)"),
            new RuleOption("attacks", "all-figures", List.of("all-figures", "front-rank"),
                    "R0c, R14: one attack in close combat for every figure, or only for the front rank's"),
            new RuleOption("victory", "figures", List.of("figures", "units"),
                    "R17: after the last turn, the side that removed more enemy figures wins, or the side with more units left"),
            new RuleOption("move-then-shoot", "yes", List.of("yes", "no"),
                    "whether a unit that moved this player turn may still shoot or cast (the rulebook forbids nothing)"),
            new RuleOption("move-then-charge", "yes", List.of("yes", "no"),
                    "whether a unit that moved this player turn may still charge (the rulebook forbids nothing)"),
            new RuleOption("strike-back", "yes", List.of("yes", "no"),
                    "R13: whether a charged unit's survivors strike back at the charger in the turn of the charge"));

    public static Options defaults() {
        return new Options("whole-move", "no", "terrain-and-units", "all-figures", "hit", "test", "no", "all-figures",
                "figures", "yes", "yes", "yes");
    }

    /** The options chosen, checked: an unknown key or a value not allowed is a ScenarioException. */
    public static Options parse(Map<String, String> chosen) throws ScenarioException {
        Map<String, String> v = RuleOption.choose("basicfantasy", ALL, chosen);
        return new Options(v.get("difficult"), v.get("shoot-into-combat"), v.get("sight"), v.get("shots"),
                v.get("blast-target"), v.get("blast-roll"), v.get("spell-sight"), v.get("attacks"), v.get("victory"),
                v.get("move-then-shoot"), v.get("move-then-charge"), v.get("strike-back"));
    }

    /** "difficult=whole-move, shoot-into-combat=no, ...": for the set-up line and the notes. */
    public String describe() {
        List<String> values = List.of(difficult, shootIntoCombat, sight, shots, blastTarget, blastRoll, spellSight, attacks,
                victory, moveThenShoot, moveThenCharge, strikeBack);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ALL.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(ALL.get(i).key()).append('=').append(values.get(i));
        }
        return b.toString();
    }

    boolean partInTerrain() {
        return difficult.equals("part-in-terrain");
    }

    boolean sightRule() {
        return sight.equals("terrain-and-units");
    }
}
