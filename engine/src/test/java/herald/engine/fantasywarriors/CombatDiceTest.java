package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.ScriptedDice;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Combat's to-hit throw (the core §7) and its kills with the attack strength (H4), with scripted dice. */
class CombatDiceTest {
    private static final WeaponsChart CHART = WeaponsChart.shipped();

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    @Test
    void aDieForEachWorthEachChampionAndEachFiveWorthUnderAttackOrders() {
        assertEquals(10, Combat.dice(Combat.Attack.of(10, Order.HOLD), CHART));
        assertEquals(12, Combat.dice(Combat.Attack.of(10, Order.ATTACK), CHART));
        assertEquals(13, Combat.dice(Combat.Attack.of(10, Order.ATTACK).withChampions(1), CHART));
        assertEquals(4, Combat.dice(Combat.Attack.of(4, Order.ATTACK), CHART), "4 worth: no extra die");
        assertEquals(6, Combat.dice(Combat.Attack.of(5, Order.ATTACK), CHART), "5 worth: one");
        // FW-D-1's three pavises take 2 from both: 8 worth, one die for it under attack orders
        assertEquals(9, Combat.dice(Combat.Attack.of(10, Order.ATTACK).withPavises(3), CHART));
        assertEquals(0, Combat.dice(Combat.Attack.of(3, Order.OPPOSE).withWorthChange(-4), CHART), "a palisade: nothing");
    }

    @Test
    void bloodLustAndBetterQualityHitOnTwoButANaturalOneMisses() {
        Throw t = Combat.toHit(Combat.Attack.of(3, Order.HOLD).withBloodLust(true).withQualities(Quality.VETERAN,
                Quality.AVERAGE), dice(1, 2, 6), CHART);
        assertEquals(2, t.needs());
        assertEquals(2, t.successes());
    }

    @Test
    void worseQualityFirewaterAndDisorderStillHitOnASix() {
        Throw t = Combat.toHit(Combat.Attack.of(2, Order.HOLD).withQualities(Quality.POOR, Quality.ELITE).withFirewater(true)
                .withDisorganised(true), dice(5, 6), CHART);
        assertEquals(6, t.needs(), "4 +1 +1 +1 = 7, but a 6 always hits");
        assertEquals(1, t.successes());
        assertEquals(0, Combat.toHit(Combat.Attack.of(1, Order.HOLD).withQualities(Quality.UNPREDICTABLE, Quality.AVERAGE),
                dice(4), CHART).modifiers().size(), "unpredictable counts as average here");
    }

    @Test
    void aDoubleHandedAxeStrikesWithItsAttackStrength() {
        // 2 worth on hold: 4 and 5 hit; axe v light armour 3 + 1 = 4, attack strength 1: 3 or more; 3 and 2: one kill.
        Combat.Ruling r = Combat.strike(Combat.Attack.of(2, Order.HOLD), new Weapon(WeaponLine.DOUBLE_HANDED_AXE, 1),
                Target.of(8, 0, Armour.LIGHT), dice(4, 5, 3, 2), CHART);
        assertEquals(2, r.toHit().successes());
        assertEquals(3, r.casualties().kills().needs());
        assertEquals(1, r.lost());
    }
}
