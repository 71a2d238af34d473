package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import herald.engine.darkage.Fighting.Attacker;
import herald.engine.darkage.Fighting.Blow;
import herald.engine.darkage.Fighting.Opponent;
import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.FumbleRolled;
import herald.engine.darkage.events.ShieldTested;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Fighting (3.4, F1-F5) and Sunder (W10). Brand: FV 4, long sword (+3, Fate −1). Ulf: leather, AR 8, Fate 6. */
class FightingTest {
    private static final Options RULES = Options.defaults();
    private static final Attacker BRAND = Attacker.of("Brand", 4, Data.weapons().fightingWeapon("long-sword"));
    private static final Opponent ULF = Opponent.of("Ulf", 8, 6);

    @Test
    void a_blow_with_outnumbering_and_the_Fate_roll_after_it() {
        Ruling r = Fighting.strike(Blow.of(BRAND, ULF).withOdds(2, 1, 0), RULES, ScriptedDice.of(7, 6));
        assertEquals("Brand strikes Ulf with long sword: d10 7 +FV 4 +3 +1 outnumber = 15 v AR 8: hit",
                r.first(BlowRolled.class).describe());
        assertEquals("Ulf's Fate: d10 6 −1 long sword = 5 v Fate 6: out of the game", r.first(FateRolled.class).describe());
    }

    @Test
    void three_on_one_outnumber_and_mob_stacked_or_only_the_larger() throws Exception {
        Blow mob = Blow.of(BRAND, ULF).withOdds(3, 1, 2);
        assertEquals(List.of(new Modifier(1, "outnumber"), new Modifier(2, "mobbing")), Fighting.modifiers(mob, RULES));
        assertEquals(List.of(new Modifier(2, "mobbing")), Fighting.modifiers(mob, Options.parse(Map.of("outnumber", "larger"))));
        assertEquals(List.of(new Modifier(-2, "sea"), new Modifier(2, "knocked down")),
                Fighting.modifiers(Blow.of(BRAND, ULF.withKnockedDown()).withSeaState(2), RULES));
    }

    @Test
    void FV_split_over_two_attacks_the_weapon_counting_on_each_or_the_first() throws Exception {
        assertNull(Fighting.splitProblem(4, List.of(2, 2)));
        assertEquals("the parts add up to 3, not the FV of 4", Fighting.splitProblem(4, List.of(2, 1)));
        assertEquals("each attack needs at least 1 of the FV", Fighting.splitProblem(4, List.of(4, 0)));
        Blow second = Blow.of(BRAND.withPart(2, 1), ULF);
        assertEquals("Brand strikes Ulf with long sword: d10 3 +FV 2 of 4 +3 = 8 v AR 8: hit",
                Fighting.strike(second, RULES, ScriptedDice.of(3, 9)).first(BlowRolled.class).describe());
        assertEquals("Brand strikes Ulf with long sword: d10 3 +FV 2 of 4 +0 = 5 v AR 8: miss",
                Fighting.strike(second, Options.parse(Map.of("split-bonus", "first")), ScriptedDice.of(3))
                        .first(BlowRolled.class).describe());
    }

    @Test
    void a_natural_1_misses_and_a_second_natural_1_breaks_the_sword() {
        Ruling r = Fighting.strike(Blow.of(BRAND, Opponent.of("Ulf", 7, 6)), RULES, ScriptedDice.of(1, 1));
        assertEquals("Brand strikes Ulf with long sword: d10 1 +FV 4 +3 = 8 v AR 7: natural 1, miss",
                r.first(BlowRolled.class).describe());
        assertTrue(r.first(FumbleRolled.class).lost());
    }

    @Test
    void a_lance_without_its_mounted_move_is_a_spear() {
        Attacker odo = Attacker.of("Odo", 5, Data.weapons().fightingWeapon("lance"));
        assertEquals("spear", Fighting.weapon(odo.withMountedMove(2.9)).called());
        assertEquals("lance", Fighting.weapon(odo.withMountedMove(3)).called());
    }

    @Test
    void poison_only_on_a_cutting_weapon() {
        Attacker clubber = Attacker.of("Wulf", 2, Data.weapons().fightingWeapon("club"));
        assertEquals("poison goes only on a cutting weapon, not a club",
                Fighting.strike(Blow.of(clubber, ULF).withPoison(), RULES, ScriptedDice.of()).refusal());
    }

    @Test
    void sunder_opposed_rolls_the_attacker_must_be_higher_then_Fate_for_the_shield() {
        Attacker hrolf = Attacker.of("Hrolf", 5, Data.weapons().fightingWeapon("great-axe"));
        Opponent brand = Opponent.of("Brand", 11, 4);
        Sunder.Shield shield = new Sunder.Shield(4, 2, false);
        Ruling r = Sunder.strike(Blow.of(hrolf, brand), shield, RULES, ScriptedDice.of(8, 4, 6));
        assertEquals("Hrolf sunders Brand's shield with two-handed axe: d10 8 +FV 5 +4 = 17 v d10 4 +FV 4 +shield 2 = 10: beaten",
                r.events().get(0).describe());
        assertEquals("Brand's Fate for the shield: d10 6 −2 two-handed axe = 4 v Fate 4: shield lost",
                r.first(ShieldTested.class).describe());
        Ruling fumble = Sunder.strike(Blow.of(hrolf, brand), shield, RULES, ScriptedDice.of(1, 1, 5));
        assertEquals(2, fumble.events().size(), "a natural 1 fails and may fumble");
        Ruling tie = Sunder.strike(Blow.of(hrolf, brand), shield, RULES, ScriptedDice.of(3, 6));
        assertEquals(1, tie.events().size(), "3+5+4 = 12 against 6+4+2 = 12: a tie holds");
        Ruling held = Sunder.strike(Blow.of(hrolf, brand), shield, RULES, ScriptedDice.of(2, 7));
        assertEquals(1, held.events().size(), "2+5+4 = 11 against 7+4+2 = 13: the shield holds");
        assertEquals("a long sword cannot Sunder: only the axes can",
                Sunder.strike(Blow.of(BRAND, brand), shield, RULES, ScriptedDice.of()).refusal());
        assertEquals("Brand's shield is legendary: it cannot be Sundered",
                Sunder.strike(Blow.of(hrolf, brand), new Sunder.Shield(4, 2, true), RULES, ScriptedDice.of()).refusal());
    }
}
