package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import herald.engine.darkage.Heroics.Hero;
import herald.engine.darkage.events.FumbleRolled;
import herald.engine.darkage.events.HeroPointSpent;
import herald.engine.darkage.events.PowerCast;
import herald.engine.darkage.events.ShotRolled;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Heroics (H1) and casting a Magical Power (8.0, MP1-MP2). */
class HeroicsAndMagicTest {
    private static final Options RULES = Options.defaults();

    @Test
    void a_hero_re_rolls_a_miss_and_the_second_roll_stands_even_when_worse() {
        Hero hrolf = Hero.of("Hrolf", 1);
        Shooting.Shot shot = Shooting.Shot.of(Shooting.Shooter.of("Hrolf", 3), Data.weapons().shootingWeapon("throwing-axe"),
                Shooting.Target.of("Brand", 13, 4), 5);
        ShotRolled first = Shooting.shoot(shot, RULES, ScriptedDice.of(4)).first(ShotRolled.class);
        assertFalse(first.hit(), "4 +3 +2 = 9 v AR 13");
        Ruling spend = Heroics.spend(hrolf, "T2 shooting", "shot", first.roll());
        HeroPointSpent spent = spend.first(HeroPointSpent.class);
        assertEquals("Hrolf spends a Hero Point to re-roll the shot (4), 0 left", spent.describe());
        Ruling again = Shooting.shoot(shot, RULES, ScriptedDice.of(1, 7));
        assertEquals(1, again.first(ShotRolled.class).roll(), "worse, and it stands: a natural 1");
        assertFalse(again.first(FumbleRolled.class).lost());
        hrolf = hrolf.after(spent);
        assertEquals("Hrolf has no Hero Point to spend", Heroics.spend(hrolf, "T2 fighting", "blow", 3).refusal());
    }

    @Test
    void one_hero_point_a_phase_and_one_gained_for_each_enemy_taken_out() {
        Hero hrolf = Hero.of("Hrolf", 2);
        hrolf = hrolf.after(Heroics.spend(hrolf, "T2 fighting", "blow", 2).first(HeroPointSpent.class));
        assertEquals("Hrolf has spent a Hero Point this phase already: one a phase",
                Heroics.spend(hrolf, "T2 fighting", "Fate roll", 1).refusal());
        assertTrue(Heroics.spend(hrolf, "T3 movement", "Fate roll", 1).accepted());
        var gained = Heroics.tookOut(hrolf, "Brand");
        assertEquals("Hrolf took Brand out of the game: a Hero Point, now 2", gained.describe());
        assertEquals(2, hrolf.after(gained).points());
    }

    @Test
    void a_power_is_cast_on_a_Fate_roll_above_Fate_and_a_second_natural_1_loses_it() throws Exception {
        Power bolt = Data.powers().get("bolt-of-fire");
        assertEquals("Gudrun calls on Bolt of Fire (Wyrd Power): d10 5 v Fate 4: cast",
                Casting.cast("Gudrun", 4, bolt, RULES, ScriptedDice.of(5)).first(PowerCast.class).describe());
        assertFalse(Casting.cast("Gudrun", 4, bolt, RULES, ScriptedDice.of(4)).first(PowerCast.class).cast());
        assertTrue(Casting.cast("Gudrun", 4, bolt, Options.parse(Map.of("cast", "equal-or-above")), ScriptedDice.of(4))
                .first(PowerCast.class).cast());
        assertTrue(Casting.cast("Gudrun", 10, bolt, RULES, ScriptedDice.of(10)).first(PowerCast.class).cast(), "natural 10");
        Ruling fumble = Casting.cast("Gudrun", 4, bolt, RULES, ScriptedDice.of(1, 1));
        assertEquals("Gudrun may fumble: d10 1: Gudrun cannot use Bolt of Fire again this game",
                fumble.first(FumbleRolled.class).describe());
    }
}
