package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import herald.engine.darkage.Shooting.Shooter;
import herald.engine.darkage.Shooting.Shot;
import herald.engine.darkage.Shooting.Target;
import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.FumbleRolled;
import herald.engine.darkage.events.ShotRolled;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Shooting (3.3, S1-S9). Ulf: SV 3, war bow (+2, 20", Fate −2). Brand: byrnie and shield, AR 11, Fate 5. */
class ShootingTest {
    private static final Options RULES = Options.defaults();
    private static final Weapons.Shooting WAR_BOW = Data.weapons().shootingWeapon("war-bow");
    private static final Shooter ULF = Shooter.of("Ulf", 3);
    private static final Target BRAND = Target.of("Brand", 11, 5);

    @Test
    void the_issues_own_line_a_moving_target_missed() {
        Ruling r = Shooting.shoot(Shot.of(ULF, WAR_BOW, BRAND.withMoved(5, false), 14.2), RULES, ScriptedDice.of(6));
        ShotRolled s = r.first(ShotRolled.class);
        assertEquals("Ulf shoots war bow at Brand, 14.2\" (20): d10 6 +SV 3 +2 −2 moved = 9 v AR 11: miss", s.describe());
        assertEquals(1, r.events().size(), "a miss, no Fate roll");
    }

    @Test
    void a_hit_is_followed_by_the_targets_Fate_roll_with_the_weapons_modifier() {
        Ruling r = Shooting.shoot(Shot.of(ULF, WAR_BOW, BRAND, 14.2), RULES, ScriptedDice.of(6, 7));
        assertEquals("Ulf shoots war bow at Brand, 14.2\" (20): d10 6 +SV 3 +2 = 11 v AR 11: hit", r.events().get(0).describe());
        assertEquals("Brand's Fate: d10 7 −2 war bow = 5 v Fate 5: knocked down", r.events().get(1).describe());
    }

    @Test
    void equal_to_AR_misses_under_house_option_hit_beat() throws Exception {
        Ruling r = Shooting.shoot(Shot.of(ULF, WAR_BOW, BRAND, 14.2), Options.parse(Map.of("hit", "beat")), ScriptedDice.of(6));
        assertEquals("Ulf shoots war bow at Brand, 14.2\" (20): d10 6 +SV 3 +2 = 11 v AR 11 (to beat): miss",
                r.first(ShotRolled.class).describe());
        assertEquals(12, r.first(ShotRolled.class).need());
    }

    @Test
    void derived_004_D_2_a_war_bow_reaches_20_inches_and_no_further() {
        assertEquals("Brand is 21.0\" from Ulf: beyond the war bow's 20\"",
                Shooting.shoot(Shot.of(ULF, WAR_BOW, BRAND, 21), RULES, ScriptedDice.of()).refusal());
        assertNull(Shooting.problem(Shot.of(ULF, WAR_BOW, BRAND, 20)));
        assertNull(Shooting.problem(Shot.of(ULF, WAR_BOW, BRAND, 20.04)), "measured to the tenth: 20.0\"");
    }

    @Test
    void every_modifier_of_the_sheet_in_its_order() {
        Shot s = Shot.of(ULF.withMoved(3.5), WAR_BOW, BRAND.withMoved(9, true).withDifficult(2).withKnockedDown(), 10)
                .withVolley(2).withSeaState(1);
        assertEquals(" −3 ran −4 shooter moved +2 volley −2 terrain −1 sea +2 knocked down",
                Shooting.modifiers(s).stream().map(m -> " " + m.show()).reduce("", String::concat));
        assertTrue(Shooting.modifiers(Shot.of(ULF.withMoved(3), WAR_BOW, BRAND.withMoved(3, false), 10)).isEmpty(),
                "3\" is not over 3\"");
    }

    @Test
    void a_crossbow_that_shot_last_turn_is_reloading() {
        Weapons.Shooting crossbow = Data.weapons().shootingWeapon("crossbow");
        assertEquals("Ulf's crossbow is reloading: it shot last turn and takes a full turn to reload",
                Shooting.problem(Shot.of(ULF.withReloading(), crossbow, BRAND, 10)));
        assertNull(Shooting.problem(Shot.of(ULF.withReloading(), WAR_BOW, BRAND, 10)), "a bow needs no reload");
    }

    @Test
    void in_a_fight_only_a_one_handed_weapon_shoots_and_only_at_an_opponent() {
        Weapons.Shooting javelin = Data.weapons().shootingWeapon("javelin");
        assertEquals("Ulf is in a fight: only a one-handed weapon may shoot there, not a war bow",
                Shooting.problem(Shot.of(ULF.withInFight(false), WAR_BOW, BRAND.withFightingShooter(), 1)));
        assertEquals("Ulf is in a fight: it may shoot only at a figure it is fighting",
                Shooting.problem(Shot.of(ULF.withInFight(false), javelin, BRAND, 5)));
        assertNull(Shooting.problem(Shot.of(ULF.withInFight(false), javelin, BRAND.withFightingShooter(), 1)));
        assertNull(Shooting.problem(Shot.of(ULF.withInFight(true), WAR_BOW, BRAND, 5)), "Close-quarters Shooting");
    }

    @Test
    void a_natural_1_misses_and_a_second_1_breaks_the_bow() throws Exception {
        Target easy = Target.of("Brand", 7, 5);
        Ruling r = Shooting.shoot(Shot.of(ULF, WAR_BOW, easy, 5).withVolley(5), RULES, ScriptedDice.of(1, 1));
        assertFalse(r.first(ShotRolled.class).hit(), "1 +3 +2 +5 = 11 against AR 7 still misses");
        assertEquals("Ulf may fumble: d10 1: the war bow is unusable for the rest of the game",
                r.first(FumbleRolled.class).describe());
        Ruling kept = Shooting.shoot(Shot.of(ULF, WAR_BOW, easy, 5), RULES, ScriptedDice.of(1, 4));
        assertEquals("Ulf may fumble: d10 4: the war bow holds", kept.first(FumbleRolled.class).describe());
        Ruling none = Shooting.shoot(Shot.of(ULF, WAR_BOW, easy, 5), Options.parse(Map.of("shooting-fumbles", "no")),
                ScriptedDice.of(1));
        assertEquals(1, none.events().size());
    }

    @Test
    void poison_on_a_penetrating_weapon_only_and_its_minus_2_on_the_Fate_roll() {
        Ruling r = Shooting.shoot(Shot.of(ULF, WAR_BOW, BRAND, 10).withPoison(), RULES, ScriptedDice.of(9, 9));
        assertEquals("Brand's Fate: d10 9 −2 war bow −2 poison = 5 v Fate 5: knocked down", r.first(FateRolled.class).describe());
        assertEquals("poison goes only on a penetrating weapon, not a sling",
                Shooting.problem(Shot.of(ULF, Data.weapons().shootingWeapon("sling"), BRAND, 10).withPoison()));
    }

    @Test
    void shooting_into_a_fight_draws_the_figure_actually_targeted() {
        var drawn = Shooting.draw("Ulf", "Brand", List.of("Brand", "Orm", "Eadric"), ScriptedDice.of(2));
        assertEquals("Orm", drawn.drawn());
        assertEquals("Ulf shoots into the fight (Brand, Orm, Eadric): d3 2 → Orm (not Brand)", drawn.describe());
    }
}
