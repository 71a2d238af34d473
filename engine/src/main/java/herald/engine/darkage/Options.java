package herald.engine.darkage;

import herald.engine.RuleOption;
import herald.engine.ScenarioException;
import java.util.List;
import java.util.Map;

/**
 * The house rules of one game: each a place where the play sheet is silent or reads two ways (README, "Rulings").
 * The defaults are Herald's reading.
 */
public record Options(String hit, String volley, String splitBonus, String outnumber, String shootingFumbles,
        String difficult, String armourWeight, String getUp, String disengage, String sunderFate, String cast,
        String sight, String victory) {

    static final List<RuleOption> ALL = List.of(
            new RuleOption("hit", "meet", List.of("meet", "beat"),
                    "S2, F2: an attack hits when its total equals the target's AR or more (meet), or only when it is higher (beat)"),
            new RuleOption("volley", "one-roll", List.of("one-roll", "each-rolls"),
                    "S4: a volley is one attack by its lead shooter, +1 for each other shooter (one-roll), or every shooter rolls, each +1 for every other (each-rolls)"),
            new RuleOption("split-bonus", "each", List.of("each", "first"),
                    "F4: when FV is split over several attacks, the weapon's bonus counts on each of them, or on the first only"),
            new RuleOption("outnumber", "stack", List.of("stack", "larger"),
                    "F3: outnumbering (+1) and mobbing (+1 for each additional fighter) both count, or only the larger"),
            new RuleOption("shooting-fumbles", "yes", List.of("yes", "no"),
                    "F5: whether a natural 1 when shooting is a potential fumble that may break the shooting weapon"),
            new RuleOption("difficult", "highest-once", List.of("highest-once", "each-feature"),
                    "M7: a move loses the inches of the worst difficult terrain it enters, once, or of every feature it enters"),
            new RuleOption("armour-weight", "by-body", List.of("by-body", "by-ar"),
                    "M3, M4: a mail byrnie is Medium and a hauberk Heavy, or AR 11-12 is Medium and AR 13-14 Heavy"),
            new RuleOption("get-up", "half-move", List.of("half-move", "whole-move"),
                    "FT3: a knocked-down figure stands up at its next move at the cost of half its move, or of the whole move"),
            new RuleOption("disengage", "free-attack", List.of("free-attack", "walk-away"),
                    "M5: a figure leaving a fight takes one free attack from each enemy in it first, or simply walks away"),
            new RuleOption("sunder-fate", "above-keeps", List.of("above-keeps", "equal-keeps"),
                    "W10: the shield is kept on a Fate roll above Fate (equal loses it), or on one equal to Fate or above"),
            new RuleOption("cast", "above", List.of("above", "equal-or-above"),
                    "MP1: a power is cast on a Fate roll above Fate, or on one equal to Fate or above"),
            new RuleOption("sight", "terrain-and-figures", List.of("terrain-and-figures", "terrain-only"),
                    "S1: line of sight is blocked by terrain and by other figures, or by terrain only"),
            new RuleOption("victory", "figures", List.of("figures", "share"),
                    "where a scenario sets no goal: most enemy figures taken out wins, or the smallest share of one's own warband lost"));

    public static Options defaults() {
        return new Options("meet", "one-roll", "each", "stack", "yes", "highest-once", "by-body", "half-move",
                "free-attack", "above-keeps", "above", "terrain-and-figures", "figures");
    }

    /** The options chosen, checked: an unknown key or a value not allowed is a ScenarioException. */
    public static Options parse(Map<String, String> chosen) throws ScenarioException {
        Map<String, String> v = RuleOption.choose("darkage", ALL, chosen);
        return new Options(v.get("hit"), v.get("volley"), v.get("split-bonus"), v.get("outnumber"),
                v.get("shooting-fumbles"), v.get("difficult"), v.get("armour-weight"), v.get("get-up"),
                v.get("disengage"), v.get("sunder-fate"), v.get("cast"), v.get("sight"), v.get("victory"));
    }

    /** The total an attack must reach against {@code ar}. */
    int need(int ar) {
        return hit.equals("beat") ? ar + 1 : ar;
    }
}
