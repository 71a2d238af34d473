package herald.engine.lonewolf;

import herald.engine.RuleOption;
import herald.engine.ScenarioException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The house rules a club chose when it created the game, every key filled in (defaults included),
 * so the set-up event records exactly what was played.
 */
public record HouseRules(Map<String, String> values) {
    public static final String STUN = "stun";
    public static final String NO_CHARGE = "no-charge";
    public static final String RETIRE_CONTACT = "retire-contact";
    public static final String CROWD_TIES = "crowd-ties";
    public static final String DIAGONAL_COMBAT = "diagonal-combat";
    public static final String COHERENCY = "coherency";
    public static final String KAI_DISCIPLINES = "kai-disciplines";
    public static final String MINDBLAST_LOCATION = "mindblast-location";
    public static final String KAI_MINDSHIELD = "kai-mindshield";
    public static final String MOUNTED_STRIKE = "mounted-strike";
    public static final String CORNER_LOS = "corner-los";
    public static final String ZONE_STEADY = "zone-steady";

    public static final List<RuleOption> OPTIONS = List.of(
            new RuleOption(STUN, "next-turn", List.of("next-turn", "from-hit"),
                    "H6: a stunned hero loses the next game turn (next-turn), or is also stunned for what is left of"
                            + " the turn of the hit (from-hit)"),
            new RuleOption(NO_CHARGE, "no-contact", List.of("no-contact", "none"),
                    "H8: the rules define no charge; \"may not charge\" means the piece may not move into contact with"
                            + " an enemy (no-contact), or has no effect (none)"),
            new RuleOption(RETIRE_CONTACT, "halt", List.of("halt", "pass"),
                    "M6-M8: a retiring or routing piece that comes next to a new enemy halts there (halt), or flows on"
                            + " past it (pass)"),
            new RuleOption(CROWD_TIES, "spare-own", List.of("spare-own", "scenario-order"),
                    "F11: a further hit of concentrated fire strikes the nearest piece of either side; among equally near"
                            + " pieces the target's player spares his own, so the firer's side is hit first (spare-own), or"
                            + " the earliest in the scenario's list is hit (scenario-order)"),
            new RuleOption(DIAGONAL_COMBAT, "separate", List.of("separate", "join"),
                    "C3/LW-EX-14: a member of a combat grouping attacking diagonally is calculated separately (separate),"
                            + " or adds its percentage to the grouping like the others (join)"),
            new RuleOption(COHERENCY, "close", List.of("close", "open"),
                    "U2/U3: after movement each piece of a unit is next to another of the unit (close), or the"
                            + " alternative open order: at most one square between them (open; both players must agree)"),
            new RuleOption(KAI_DISCIPLINES, "chosen", List.of("chosen", "roll"),
                    "K0: a Kai Lord holds every discipline his card lists (chosen), or at the start of turn 1 the umpire"
                            + " rolls 1D10 and he keeps that many, the first of his card's list in order (roll)"),
            new RuleOption(MINDBLAST_LOCATION, "own", List.of("own", "kai", "evil"),
                    "K7/ET1: a mind blast's location modifier on a hero or Kai Lord: each version its own number, Kai"
                            + " Mindblast -20 and evil Mind Blast -25 (own), both -20 (kai), both -25 (evil)"),
            new RuleOption(KAI_MINDSHIELD, "evil-60", List.of("evil-60", "50"),
                    "K8/ET2: a Kai Lord's Mindshield parries 1-50, and 1-60 against an evil hero's Mind Blast as the"
                            + " ET2 text says (evil-60), or 1-50 always (50)"),
            new RuleOption(MOUNTED_STRIKE, "either", List.of("either", "front"),
                    "MV5/C7: a mounted piece strikes an enemy touching either of its squares (either), or only one"
                            + " touching its front square, the rider's (front); it is locked in combat through either square"),
            new RuleOption(CORNER_LOS, "clear", List.of("clear", "blocks"),
                    "CV10: a line of fire passing exactly through the corner where squares meet is not blocked by a"
                            + " tree or high-wall square touching that corner (clear), or is (blocks)"),

            new RuleOption(ZONE_STEADY, "ignore", List.of("ignore", "modifier"),
                    "HA6/ET6: a unit that carried on in a hero's Aura of Goodness or Inspire Terror zone tests for it no"
                            + " more; the zone then no longer matters to it (ignore), or still modifies the tests it takes for"
                            + " other reasons (modifier)"));

    public static final HouseRules DEFAULTS = new HouseRules(Map.of());

    public HouseRules {
        Map<String, String> all = new TreeMap<>();
        OPTIONS.forEach(o -> all.put(o.key(), o.defaultValue()));
        if (values != null) {
            all.putAll(values);
        }
        values = all;
    }

    /** The chosen options checked against {@link #OPTIONS}, defaults filled in. */
    public static HouseRules of(Map<String, String> chosen) throws ScenarioException {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : chosen.entrySet()) {
            RuleOption o = OPTIONS.stream().filter(x -> x.key().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> new ScenarioException("lonewolf has no house-rule option \"" + e.getKey()
                            + "\" (known: " + String.join(", ", OPTIONS.stream().map(RuleOption::key).toList()) + ")"));
            if (!o.allowed().contains(e.getValue())) {
                throw new ScenarioException("lonewolf option " + o.key() + "=" + e.getValue() + ": allowed values are "
                        + String.join(", ", o.allowed()));
            }
            out.put(e.getKey(), e.getValue());
        }
        return new HouseRules(out);
    }

    public boolean stunFromHit() {
        return "from-hit".equals(values.get(STUN));
    }

    public boolean noChargeMeansNoContact() {
        return "no-contact".equals(values.get(NO_CHARGE));
    }

    public boolean crowdSparesOwn() {
        return "spare-own".equals(values.get(CROWD_TIES));
    }

    public boolean diagonalSeparate() {
        return "separate".equals(values.get(DIAGONAL_COMBAT));
    }

    public boolean openOrder() {
        return "open".equals(values.get(COHERENCY));
    }

    /** MV5: a mounted piece strikes only enemies touching its front square. */
    public boolean mountedStrikesFromFront() {
        return "front".equals(values.get(MOUNTED_STRIKE));
    }

    /** CV10: does a sight-blocking square whose corner the line only grazes block it? */
    public boolean cornerBlocks() {
        return "blocks".equals(values.get(CORNER_LOS));
    }

    /** HA6/ET6: a zone a unit is steady against still modifies its other tests. */
    public boolean zoneSteadyKeepsModifier() {
        return "modifier".equals(values.get(ZONE_STEADY));
    }

    public boolean retireHaltsAtContact() {
        return "halt".equals(values.get(RETIRE_CONTACT));
    }
}
