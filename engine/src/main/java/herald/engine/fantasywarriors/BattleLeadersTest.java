package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The battle leaders test (the core §8; its results Herald's H9): in phase 5 a battle leader handed a new order
 * rolls 1D6 + his leadership, and only a good score brings it into force now (Companion L1008-1009). A mercenary
 * leader counts his command's pay (L637); each enchanted unit (L1007) and each in blood lust counts against him.
 */
public final class BattleLeadersTest {
    private BattleLeadersTest() {}

    /** The leader, how the order reached him, and his command's state. */
    public record NewOrder(int leadership, Optional<MercenaryCommand.Pay> mercenary, int enchantedUnits,
            int bloodLustUnits, boolean warchiefInPerson, boolean otherRace) {}

    public static Scored take(NewOrder o, Dice dice, Tables core, Tables companion) {
        List<Modifier> m = new ArrayList<>();
        m.add(new Modifier("leadership", o.leadership()));
        o.mercenary().ifPresent(pay -> m.add(pay.inTheTests(companion)));
        for (int i = 0; i < o.enchantedUnits(); i++) {
            Modifier.addIf(m, true, "battle-leaders-test", "enchanted-unit", core);
        }
        for (int i = 0; i < o.bloodLustUnits(); i++) {
            Modifier.addIf(m, true, "battle-leaders-test", "blood-lust-unit", core);
        }
        Modifier.addIf(m, o.warchiefInPerson(), "battle-leaders-test", "warchief-in-person", core);
        Modifier.addIf(m, o.otherRace(), "battle-leaders-test", "other-race", core);
        return core.table("battle-leaders-test").score(List.of(dice.roll(6)), m);
    }
}
