package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Companion's worked examples (FW-EX-n) and the digest's derived cases (FW-D-n), each with the book's own numbers:
 * the dice are the example's, scripted; the rest is the rules and the shipped tables.
 */
class CompanionExamplesTest {
    private static final Tables T = Tables.companion();

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    @Test
    void fwEx1_aLegendarySpeechByAWoodElfWarchief() {
        // L241: leadership 4, an army standard talisman, shapechangers in his command; 1D6 = 4 → 10, legendary.
        Scored s = Speech.give(new Speech.Occasion(4, 1, true, false), dice(4), T);
        assertEquals(10, s.score());
        assertEquals("legendary", s.result());
        assertEquals("rolled 4 +4 leadership +1 talisman +1 in the warchief's command = 10: legendary", s.line());
        // above the printed top line: still legendary (the README's reading)
        assertEquals("legendary", Speech.give(new Speech.Occasion(5, 2, true, false), dice(6), T).result());
        assertEquals("command-shaken-and-disorganised", Speech.give(new Speech.Occasion(2, 0, false, true), dice(1), T).result());
    }

    @Test
    void fwEx2_poisonedArrowsSlayTheBarbarianGiant() {
        // L247-249: 3 kills, 1 poisoned counter, save 5; the saves come up 9, 7 and 6: slain.
        SavingThrow.Saves s = SavingThrow.against(3, 5, 1, dice(4, 5, 3, 4, 2, 4));
        assertEquals(4, s.value());
        assertEquals(List.of(9, 7, 6), s.totals());
        assertFalse(s.survived());
        assertTrue(SavingThrow.against(3, 5, 0, dice(1, 2, 2, 2, 3, 2)).survived(), "3, 4 and 5 are at or under 5");
    }

    @Test
    void fwEx3_theGoblinWarChantGoesOnAtNight() {
        // L552-554: night, so 2D6 = 4 + 3, warchief 4: 11, the chant goes on with no effect yet.
        Scored s = WarChant.raise(new WarChant.Chant(4, true, 0, false, false, false), dice(4, 3), T);
        assertEquals(List.of(4, 3), s.dice());
        assertEquals(11, s.score());
        assertEquals("goes-on", s.result());
        assertEquals("shaken-bad-omens-command-test", WarChant.raise(new WarChant.Chant(0, false, 0, false, false, false),
                dice(2), T).result(), "below the printed 6: as 6");
        assertEquals("enemy-command-test", WarChant.raise(new WarChant.Chant(5, true, 1, true, true, true), dice(6, 6), T)
                .result());
    }

    @Test
    void fwEx4_halfPaidMercenariesRout() {
        // L592: half pay (-2 in the test), final command test 3: roll again, 4 with nothing for half pay: rout.
        assertEquals(-2, MercenaryCommand.Pay.HALF_PAID.inTheTests(T).value());
        MercenaryCommand.Loyalty l = MercenaryCommand.commandTest(3, MercenaryCommand.Pay.HALF_PAID, dice(4), T);
        assertEquals("second-roll", l.test().result());
        assertEquals(List.of(), l.secondRoll().orElseThrow().modifiers());
        assertEquals("rout", l.result());
        assertEquals("blood-lust", MercenaryCommand.commandTest(7, MercenaryCommand.Pay.UNPAID, dice(), T).result());
        assertEquals("no-change", MercenaryCommand.commandTest(5, MercenaryCommand.Pay.UNPAID, dice(), T).result());
        assertEquals("betrayal", MercenaryCommand.commandTest(2, MercenaryCommand.Pay.UNPAID, dice(5), T).result(), "5 - 2 = 3");
    }

    @Test
    void fwD4_aPaidUpCommandsSecondRollAboveTheTableIsShaken() {
        MercenaryCommand.Loyalty l = MercenaryCommand.commandTest(4, MercenaryCommand.Pay.PAID_UP, dice(5), T);
        assertEquals(7, l.secondRoll().orElseThrow().score());
        assertEquals("shaken", l.result());
    }

    @Test
    void fwEx5_aTrebleChargeMisfires() {
        // L760: full crew and leader, treble charge; 3 - 2 = 1: misfire, no shot.
        WarCannon.Shot s = WarCannon.fire(new WarCannon.Loading(3, 4, true, false, false), dice(3), T);
        assertEquals(1, s.ignition().score());
        assertEquals("misfire", s.ignition().result());
        assertEquals(0, s.worth());
        assertEquals(8 + 4, WarCannon.fire(new WarCannon.Loading(1, 4, true, false, false), dice(6), T).worth());
        assertEquals(16 - 2, WarCannon.fire(new WarCannon.Loading(2, 4, true, false, false), dice(4), T).worth(), "4 - 1 = 3");
    }

    @Test
    void fwD3_aShortCrewShakenOnADoubleChargeBlowsTheGunUp() {
        // 3 crew (-1), shaken (-2), double charge (-1); 1D6 = 4: 0, it explodes.
        WarCannon.Shot s = WarCannon.fire(new WarCannon.Loading(2, 3, true, false, true), dice(4), T);
        assertEquals(0, s.ignition().score());
        assertEquals("explodes", s.ignition().result());
        assertThrows(IllegalArgumentException.class, () -> WarCannon.fire(new WarCannon.Loading(4, 4, true, false, false),
                dice(6), T));
    }

    @Test
    void fwEx6_veteranDisciplinedArchersResistTheEnchantress() {
        // L951: 3 +1 veteran +2 disciplined, and the range the example leaves out (-1 short, +1 long): 5 or 7, fails
        // either way, costing her two counters.
        for (double range : new double[] {12, 18}) {
            Enchantment.Attempt a = Enchantment.cast(new Enchantment.Target(Quality.VETERAN, Kind.DISCIPLINED, true, range,
                    false), dice(3), T);
            assertEquals(range <= 12 ? 5 : 7, a.roll().score());
            assertEquals("fails", a.roll().result());
            assertEquals(-2, a.counters());
            assertFalse(a.enchanted());
        }
        Enchantment.Attempt won = Enchantment.cast(new Enchantment.Target(Quality.POOR, Kind.STUPID, false, 6, false),
                dice(5), T);
        assertEquals(5 - 1 - 2 - 3 - 1, won.roll().score());
        assertTrue(won.enchanted());
        assertThrows(IllegalArgumentException.class, () -> Enchantment.cast(new Enchantment.Target(Quality.AVERAGE,
                Kind.TRIBAL, true, 25, false), dice(3), T));
    }

    @Test
    void fwEx7_theDruidPaysForHostileTerrain() {
        // L1068: 25 power; 2D6 = 9 (say 4 + 5): 16 left; maintained for 3: 13 left.
        HostileTerrain.Payment made = HostileTerrain.initiate(25, dice(4, 5));
        assertEquals(9, made.paid());
        assertEquals(16, made.after());
        HostileTerrain.Payment kept = HostileTerrain.maintain(made.after(), dice(3));
        assertEquals(13, kept.after());
        assertFalse(kept.overdrawn());
        assertTrue(HostileTerrain.initiate(5, dice(3, 3)).overdrawn());
    }

    @Test
    void fwEx8_theShieldTakesAwayOneCounterOfSix() {
        // L1238-1240: 2 counters shielded, 6 and 3: one removed, costing 9; the other five are rolled as usual.
        Shield.Warded w = Shield.raise(2, dice(6, 3), T);
        assertEquals(1, w.removed());
        assertEquals(9, w.cost());
        assertEquals(6 - w.removed(), 5);
    }

    @Test
    void fwEx9_anArcaneDuelToTheDeath() {
        // L1242-1246: 5 power each, one die each: orc 6, human 3. The human owes 3 saves; reversed, the orc does.
        ArcaneDuel.Bout b = ArcaneDuel.fight(5, 5, dice(6, 3), T);
        assertEquals(3, b.margin());
        assertEquals(3, b.savesOwed());
        assertEquals(-3, ArcaneDuel.fight(5, 5, dice(3, 6), T).margin());
        assertEquals(List.of(2), ArcaneDuel.fight(9, 10, dice(2, 1, 1), T).attacker(), "5 full points: one die");
        assertTrue(ArcaneDuel.immune(4, T));
        assertFalse(ArcaneDuel.immune(5, T));
    }

    @Test
    void fwEx10_summoningAFiendAtTheSecondTry() {
        // L1250-1252: 30 power; 2D6 = 5, fails and pays 5; next phase 8, succeeds and pays 8: 17 left.
        SummonFiend.Casting first = SummonFiend.summon(dice(2, 3), T);
        assertFalse(first.success());
        SummonFiend.Casting second = SummonFiend.summon(dice(5, 3), T);
        assertTrue(second.success());
        assertEquals(17, 30 - first.cost() - second.cost());
        assertFalse(SummonFiend.summon(dice(3, 3), T).success(), "6 is not more than 6");
    }

    @Test
    void fwD1_threePavisesCostBothUnitsTwoWorth() {
        assertEquals(-2, Pavis.combatWorth(3));
        assertEquals(-1, Pavis.combatWorth(1));
        assertEquals(0, Pavis.combatWorth(0));
    }

    @Test
    void fwD2_arcaneTerrorAtThirtyInchesOnAWorthOfFourteen() {
        // 30 inches: 3 feet or part; worth 14: 17; 1D6 = 6 doubles it: 34.
        ArcaneTerror.Cost c = ArcaneTerror.cost(30, 14, dice(6), T);
        assertEquals(17, c.before());
        assertEquals(34, c.points());
        assertEquals(8, ArcaneTerror.cost(30, 14, dice(2), T).points(), "halved, rounding down");
        assertEquals(17, ArcaneTerror.cost(30, 14, dice(4), T).points());
    }

    @Test
    void aTableWithAGapOrAnOverlapIsRefusedNamingTheBand() {
        String gap = "{\"source\": \"s\", \"note\": \"n\", \"tables\": {\"t\": {\"source\": \"L1\", \"bands\": ["
                + "{\"from\": 5, \"result\": \"high\"}, {\"from\": 1, \"to\": 3, \"result\": \"mid\"}, {\"to\": 0, \"result\": \"low\"}]}},"
                + " \"modifiers\": {}, \"numbers\": {}}";
        ScenarioException e = assertThrows(ScenarioException.class, () -> Tables.read(gap, "t.json"));
        assertTrue(e.getMessage().contains("tables.t.bands[1]") && e.getMessage().contains("'to' is 4"), e.getMessage());
    }
}
