package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.board.Hex;
import herald.engine.skirmish.events.MissileFired;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Missile fire on a flat 3 x 14 map: shooters at 0101, targets down column 01. */
class MissileTest {

    private static Fight shot(String shooter, String target) {
        return Fight.of(Fight.flat(3, 14), "A1 a " + shooter + " 0101", "B1 b " + target);
    }

    private static MissileFired fired(Fight.Turn t) {
        return t.all(MissileFired.class).get(0);
    }

    @Test
    void to_hit_is_six_or_less_and_long_range_adds_two() {
        assertTrue(fired(shot("archer", "billman 0105").turn("FIRE A1 AT B1", 6, 10)).hit());
        MissileFired miss = fired(shot("archer", "billman 0105").turn("FIRE A1 AT B1", 7));
        assertFalse(miss.hit());
        assertEquals("A1 (archer) shoots bow at B1 (billman), 4 hexes, short range: rolled 7: miss (6 or less hits)", miss.describe());
        MissileFired far = fired(Fight.of(Map.of("ranges", "B"), Fight.flat(3, 14), "A1 a archer 0101", "B1 b billman 0113")
                .turn("FIRE A1 AT B1", 4, 10));
        assertEquals("long", far.band());
        assertEquals(6, far.total());
        assertTrue(far.hit());
        assertEquals("A1 (archer) shoots bow at B1 (billman), 12 hexes, long range: rolled 4 +2 long range = 6: hit; "
                + "damage rolled 10 (infantry): no effect", far.describe());
    }

    @Test
    void k_w_and_r2_on_infantry() {
        assertFalse(shot("archer", "billman 0105").turn("FIRE A1 AT B1", 1, 1).after().c("B1").alive());
        assertTrue(shot("archer", "billman 0105").turn("FIRE A1 AT B1", 1, 3).after().c("B1").wounded());
        Fight.Turn r2 = shot("archer", "billman 0105").turn("FIRE A1 AT B1", 1, 7);
        assertEquals("R2", fired(r2).result());
        assertEquals(Hex.parse("0107").orElseThrow(), r2.after().c("B1").hex());
    }

    @Test
    void on_a_rider_w_hk_wounds_dismounts_and_kills_the_horse_and_s_stuns_and_dismounts() {
        Fight.Turn whk = shot("crossbowman", "knight 0105 mounted").turn("FIRE A1 AT B1", 1, 2);
        assertEquals("W+HK", fired(whk).result());
        assertEquals(List.of("armour", "crossbow"), fired(whk).damageModifiers().stream().map(m -> m.name()).toList());
        Character b1 = whk.after().c("B1");
        assertTrue(b1.wounded() && b1.dismounted() && !b1.mounted());
        assertTrue(whk.after().state.horses().isEmpty());
        Fight.Turn s = shot("crossbowman", "knight 0105 mounted").turn("FIRE A1 AT B1", 1, 5);
        assertEquals("S", fired(s).result());
        assertTrue(s.after().c("B1").stunned() && s.after().c("B1").dismounted());
        assertEquals(1, s.after().state.horses().size());
        Fight.Turn k = shot("crossbowman", "knight 0105 mounted").turn("FIRE A1 AT B1", 1, 1);
        assertFalse(k.after().c("B1").alive());
        assertEquals(Hex.parse("0105").orElseThrow(), k.after().state.horses().get(0).hex());
    }

    @Test
    void hk_kills_only_the_horse() {
        Fight f = shot("archer", "knight 0105 mounted");
        TurnLog log = new TurnLog(f.state);
        Effects.onDefender(log, "B1", Result.HK, "test", List.of(Hex.parse("0101").orElseThrow()));
        Character b1 = log.state().characterOrThrow("B1");
        assertTrue(b1.alive() && !b1.wounded() && b1.dismounted());
        assertTrue(log.state().horses().isEmpty());
    }

    @Test
    void cover_a_wounded_shooter_and_a_shooter_in_a_tree_add_to_the_to_hit_roll() {
        Fight f = Fight.of(List.of("t..", "...", "...", "...", "s..", "..."), "A1 a archer 0101", "B1 b billman 0105");
        Fight wounded = new Fight(f.state.withCharacter(f.c("A1").withWounded()));
        MissileFired m = fired(wounded.turn("FIRE A1 AT B1", 3));
        assertEquals(3 + 2 + 1 + 1, m.total());
        assertFalse(m.hit());
    }

    @Test
    void the_one_roll_reading_reads_one_die_with_every_modifier_in_the_damage_column() {
        Fight f = Fight.of(Map.of("missile-rolls", "one"), Fight.flat(3, 14), "A1 a crossbowman 0101", "B1 b man-at-arms 0105");
        Fight.Turn t = f.turn("FIRE A1 AT B1", 2);
        assertEquals(1, t.diceUsed());
        assertEquals("K", fired(t).result());
    }
}
