package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The combat test (the core §7; its results Herald's H8): every unit in a combat tests once the kills are made,
 * 1D6 + modifiers: its orders, who lost more this phase, its losses, its standard and leader, what it fights.
 */
public final class CombatTest {
    private CombatTest() {}

    /** The unit in the fight and how the fight went for it this phase. */
    public record Fight(Standing unit, Order order, int lost, int enemyLost, boolean halfLost, boolean defending,
            boolean fightingTerrible, boolean badLight) {}

    public static Scored take(Fight f, Dice dice, Tables core) {
        List<Modifier> m = new ArrayList<>(f.unit().modifiers(core, dice));
        Modifier.addIf(m, f.order() == Order.HOLD, "combat-test", "hold", core);
        Modifier.addIf(m, f.order() == Order.OPPOSE, "combat-test", "oppose", core);
        Modifier.addIf(m, f.lost() > f.enemyLost(), "combat-test", "lost-more", core);
        Modifier.addIf(m, f.lost() < f.enemyLost(), "combat-test", "lost-fewer", core);
        Modifier.addIf(m, f.halfLost(), "combat-test", "losses-half", core);
        Modifier.addIf(m, f.defending() && f.unit().standard(), "combat-test", "standard-defending", core);
        Modifier.addIf(m, f.unit().leader(), "combat-test", "leader", core);
        Modifier.addIf(m, f.fightingTerrible(), "combat-test", "fighting-terrible", core);
        Modifier.addIf(m, f.badLight(), "combat-test", "bad-light", core);
        return core.table("combat-test").score(List.of(dice.roll(6)), m);
    }
}
