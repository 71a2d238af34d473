package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The threat test (the core §4; its results Herald's H6): a threatened unit rolls 1D6 + modifiers, and 4 or more
 * holds. Arcane terror (Companion L1163) is this test "as if threatened by a terrible creature with a greater worth".
 */
public final class ThreatTest {
    private ThreatTest() {}

    /** The threatened unit, what threatens it, and what is about. */
    public record Threat(Standing unit, int unitWorth, int threatenerWorth, boolean threatenerTerrible, boolean badLight,
            int enemyMusicians, int ownMusicians, boolean enemyTerribleNear, boolean friendlyTerribleNear,
            boolean undeadDreadNear) {

        /** Threatened by a unit of the worth given, nothing else about. */
        public static Threat by(Standing unit, int unitWorth, int threatenerWorth) {
            return new Threat(unit, unitWorth, threatenerWorth, false, false, 0, 0, false, false, false);
        }

        /** Arcane terror: a terrible creature of greater worth than the unit's. */
        public static Threat arcaneTerror(Standing unit, int unitWorth) {
            return new Threat(unit, unitWorth, unitWorth + 1, true, false, 0, 0, false, false, false);
        }
    }

    public static Scored take(Threat t, Dice dice, Tables core) {
        List<Modifier> m = new ArrayList<>(t.unit().modifiers(core, dice));
        add(m, t.unit().leader(), "leader", core);
        add(m, t.unit().standard(), "standard", core);
        add(m, t.unit().hero(), "hero", core);
        add(m, t.badLight(), "bad-light", core);
        for (int i = 0; i < t.enemyMusicians(); i++) {
            add(m, true, "enemy-musician", core);
        }
        for (int i = 0; i < t.ownMusicians(); i++) {
            add(m, true, "own-musician", core);
        }
        add(m, t.enemyTerribleNear(), "enemy-terrible-within-6", core);
        add(m, t.friendlyTerribleNear(), "friendly-terrible-within-6", core);
        add(m, t.undeadDreadNear(), "undead-dread-within-12", core);
        boolean greater = t.threatenerWorth() > t.unitWorth();
        add(m, greater, "threatener-greater-worth", core);
        add(m, t.threatenerWorth() < t.unitWorth(), "threatener-smaller-worth", core);
        if (t.threatenerTerrible()) {
            add(m, true, greater ? "threatener-terrible-greater-worth" : "threatener-terrible", core);
        }
        return core.table("threat-test").score(List.of(dice.roll(6)), m);
    }

    private static void add(List<Modifier> m, boolean applies, String key, Tables core) {
        Modifier.addIf(m, applies, "threat-test", key, core);
    }
}
