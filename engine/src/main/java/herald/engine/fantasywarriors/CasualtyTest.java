package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The casualty test (the core §8; its results Herald's H7): a unit that loses a quarter of the figures it had when a
 * phase began tests at once (Companion L406, L508, read as "at least a quarter"), 1D6 + modifiers. Losses count
 * twice over in the grid Herald has: any this phase, and the unit's whole loss, a quarter or a half of it (Herald's
 * reading of "any losses −1, 25% −1, 50% −3": the README).
 */
public final class CasualtyTest {
    private CasualtyTest() {}

    /** The unit and what it has lost: this phase, and since the battle began. */
    public record Losses(Standing unit, int atPhaseStart, int lostThisPhase, int atBattleStart, int lostInAll) {}

    /** Whether this phase's losses call for the test: a quarter or more of the figures it began the phase with. */
    public static boolean due(int atPhaseStart, int lostThisPhase, Tables core) {
        return due(atPhaseStart, lostThisPhase, core.number("casualty-test-share-percent"));
    }

    /** The same with the share a rule names itself (an obstacle's, in equipment.json). */
    public static boolean due(int atPhaseStart, int lostThisPhase, int percent) {
        return lostThisPhase * 100 >= atPhaseStart * percent;
    }

    public static Scored take(Losses l, Dice dice, Tables core) {
        List<Modifier> m = new ArrayList<>(l.unit().modifiers(core, dice));
        Modifier.addIf(m, l.unit().leader(), "casualty-test", "leader", core);
        Modifier.addIf(m, l.unit().standard(), "casualty-test", "standard", core);
        Modifier.addIf(m, l.lostThisPhase() > 0, "casualty-test", "losses-this-phase", core);
        boolean half = l.lostInAll() * 2 >= l.atBattleStart();
        Modifier.addIf(m, half, "casualty-test", "losses-half", core);
        Modifier.addIf(m, !half && l.lostInAll() * 4 >= l.atBattleStart(), "casualty-test", "losses-quarter", core);
        return core.table("casualty-test").score(List.of(dice.roll(6)), m);
    }
}
