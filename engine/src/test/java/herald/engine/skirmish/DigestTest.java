package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.skirmish.events.CombatFought;
import herald.engine.skirmish.events.JumpMade;
import herald.engine.skirmish.events.MissileFired;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The digest's derived tests 001-D-1 to 001-D-5, played through the rules. */
class DigestTest {

    private static String infantry(int die) {
        Fight f = Fight.of(Fight.flat(8, 8), "A1 a man-at-arms 0504", "B1 b billman 0505");
        CombatFought c = f.turn("ATTACK A1 B1", die).all(CombatFought.class).get(0);
        assertEquals("0/4", c.column());
        return c.result();
    }

    @Test
    void d1_infantry_target_column_0_4() {
        assertEquals("W", infantry(1));
        assertEquals("R1", infantry(3));
        assertEquals("AR1", infantry(9));
        assertEquals("AW", infantry(10));
    }

    @Test
    void d2_mounted_target_column_40_and_over() {
        Tables.Combat t = Data.tables().combat();
        int col = t.column(45);
        assertEquals(">=40", t.columns().get(col));
        assertEquals(Result.K_HK, t.result(true, col, 1));
        assertEquals(Result.R1, t.result(true, col, 10));
    }

    @Test
    void d3_two_attackers_against_infantry_in_column_5_9_shift_to_10_19_and_roll_1_kills() {
        Fight f = Fight.of(Fight.flat(8, 8), "A1 a billman 0504", "A2 a peasant 0506", "B1 b billman 0505");
        CombatFought c = f.turn("ATTACK A1 B1\nATTACK A2 B1", 1).all(CombatFought.class).get(0);
        assertEquals(List.of("5/9", "10/19", "K"), List.of(c.baseColumn(), c.column(), c.result()));
    }

    @Test
    void d4_long_range_five_misses_short_range_five_hits_and_an_armoured_target_hit_by_a_crossbow_on_two_is_killed() {
        Fight far = Fight.of(Fight.flat(3, 20), "A1 a archer 0101", "B1 b billman 0113");
        MissileFired miss = far.turn("FIRE A1 AT B1", 5).all(MissileFired.class).get(0);
        assertEquals(7, miss.total());
        assertFalse(miss.hit());
        Fight near = Fight.of(Fight.flat(3, 20), "A1 a crossbowman 0101", "B1 b man-at-arms 0105");
        MissileFired hit = near.turn("FIRE A1 AT B1", 5, 2).all(MissileFired.class).get(0);
        assertTrue(hit.hit());
        assertEquals(2, hit.damageTotal());
        assertEquals("K", hit.result());
    }

    @Test
    void d5_an_armoured_jumper_rolling_six_falls_stunned_an_unarmoured_one_rolling_seven_succeeds() {
        List<String> map = List.of("....", ".w..", "....");
        JumpMade armoured = Fight.of(map, "A1 a man-at-arms 0102", "B1 b peasant 0403").turn("MOVE A1 SE", 6)
                .all(JumpMade.class).get(0);
        assertEquals(List.of(8, 7), List.of(armoured.total(), armoured.need()));
        assertEquals(Jump.STUNNED, armoured.result());
        JumpMade plain = Fight.of(map, "A1 a archer 0102", "B1 b peasant 0403").turn("MOVE A1 SE", 7).all(JumpMade.class).get(0);
        assertEquals(Jump.SUCCESS, plain.result());
    }
}
