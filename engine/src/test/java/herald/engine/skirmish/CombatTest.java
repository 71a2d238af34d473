package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.board.Hex;
import herald.engine.skirmish.events.CombatFought;
import herald.engine.skirmish.events.HorseLoose;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Close combat on a flat 8 x 8 map. The defender stands at 0505; its neighbours are 0504 (N),
 * 0604 (NE), 0605 (SE), 0506 (S), 0405 (SW) and 0404 (NW).
 */
class CombatTest {

    private static Fight infantry(String... attackers) {
        String[] all = new String[attackers.length + 1];
        System.arraycopy(attackers, 0, all, 0, attackers.length);
        all[attackers.length] = "B1 b billman 0505";
        return Fight.of(Fight.flat(8, 8), all);
    }

    private static Fight mounted(Map<String, String> options, String... attackers) {
        String[] all = new String[attackers.length + 1];
        System.arraycopy(attackers, 0, all, 0, attackers.length);
        all[attackers.length] = "B1 b knight 0505 mounted";
        return Fight.of(options, Fight.flat(8, 8), all);
    }

    private static CombatFought only(Fight.Turn t) {
        return t.all(CombatFought.class).get(0);
    }

    @Test
    void given_one_attacker_on_infantry_when_it_attacks_then_attack_minus_defence_picks_the_column() {
        Fight.Turn t = infantry("A1 a man-at-arms 0504").turn("ATTACK A1 B1", 1);
        CombatFought c = only(t);
        assertEquals(3, c.difference());
        assertEquals("0/4", c.column());
        assertFalse(c.shifted());
        assertEquals("W", c.result());
        assertTrue(t.after().c("B1").wounded());
    }

    @Test
    void given_two_attackers_on_infantry_then_their_attacks_add_up_and_the_column_shifts_one_right() {
        Fight.Turn t = infantry("A1 a billman 0504", "A2 a peasant 0506").turn("ATTACK A1 B1\nATTACK A2 B1", 1);
        CombatFought c = only(t);
        assertEquals(8 + 3 - 6, c.difference());
        assertEquals("5/9", c.baseColumn());
        assertTrue(c.shifted());
        assertEquals("10/19", c.column());
        assertEquals("K", c.result());
        assertFalse(t.after().c("B1").alive());
    }

    @Test
    void given_two_mounted_attackers_on_a_rider_then_the_mounted_table_shifts() {
        CombatFought c = only(mounted(Map.of(), "A1 a knight 0504 mounted", "A2 a knight 0506 mounted")
                .turn("ATTACK A1 B1\nATTACK A2 B1", 2));
        assertEquals("mounted", c.table());
        assertEquals("20/29", c.baseColumn());
        assertEquals("30/39", c.column());
        assertEquals("K", c.result());
    }

    @Test
    void given_a_mounted_and_a_foot_attacker_on_a_rider_then_no_shift_unless_any_attackers_is_chosen() {
        String[] attackers = {"A1 a knight 0504 mounted", "A2 a man-at-arms 0506"};
        CombatFought plain = only(mounted(Map.of(), attackers).turn("ATTACK A1 B1\nATTACK A2 B1", 6));
        assertEquals("10/19", plain.column());
        assertFalse(plain.shifted());
        CombatFought any = only(mounted(Map.of("mounted-shift", "any-attackers"), attackers).turn("ATTACK A1 B1\nATTACK A2 B1", 6));
        assertEquals("20/29", any.column());
        assertTrue(any.shifted());
    }

    @Test
    void r1_drives_the_defender_one_hex_away_from_the_attacker() {
        Fight.Turn t = infantry("A1 a man-at-arms 0504").turn("ATTACK A1 B1", 3);
        assertEquals("R1", only(t).result());
        Hex now = t.after().c("B1").hex();
        assertEquals(2, now.distance(Hex.parse("0504").orElseThrow()));
    }

    @Test
    void s_stuns_one_infantry_defender() {
        Fight.Turn t = infantry("A1 a man-at-arms 0504").turn("ATTACK A1 B1", 2);
        assertEquals("S", only(t).result());
        assertTrue(t.after().c("B1").stunned());
    }

    @Test
    void aw_wounds_the_first_attacker_and_ar1_drives_back_every_attacker() {
        Fight.Turn aw = infantry("A1 a man-at-arms 0504").turn("ATTACK A1 B1", 10);
        assertEquals("AW", only(aw).result());
        assertTrue(aw.after().c("A1").wounded());
        Fight.Turn ar = infantry("A1 a billman 0504", "A2 a peasant 0506").turn("ATTACK A1 B1\nATTACK A2 B1", 10);
        assertEquals("AR1", only(ar).result());
        assertEquals(2, ar.after().c("A1").hex().distance(Hex.parse("0505").orElseThrow()));
        assertEquals(2, ar.after().c("A2").hex().distance(Hex.parse("0505").orElseThrow()));
    }

    @Test
    void on_the_mounted_table_w_wounds_the_rider_who_stays_mounted() {
        Fight.Turn t = mounted(Map.of(), "A1 a knight 0504 mounted").turn("ATTACK A1 B1", 2);
        assertEquals("5/9", only(t).column());
        assertEquals("W", only(t).result());
        assertTrue(t.after().c("B1").wounded());
        assertTrue(t.after().c("B1").mounted());
    }

    @Test
    void w_hk_wounds_and_dismounts_and_kills_the_horse() {
        Fight.Turn t = mounted(Map.of(), "A1 a knight 0504 mounted").turn("ATTACK A1 B1", 1);
        assertEquals("W+HK", only(t).result());
        Character b1 = t.after().c("B1");
        assertTrue(b1.wounded() && !b1.mounted() && b1.dismounted());
        assertTrue(t.after().state.horses().isEmpty());
    }

    @Test
    void s_hk_stuns_and_dismounts_and_kills_the_horse() {
        Fight.Turn t = mounted(Map.of(), "A1 a knight 0504 mounted").turn("ATTACK A1 B1", 3);
        assertEquals("S+HK", only(t).result());
        Character b1 = t.after().c("B1");
        assertTrue(b1.stunned() && b1.dismounted());
        assertTrue(t.after().state.horses().isEmpty());
    }

    @Test
    void s_on_a_rider_stuns_and_dismounts_him_and_his_horse_stands_riderless_next_to_him() {
        Fight.Turn t = mounted(Map.of(), "A1 a knight 0504 mounted").turn("ATTACK A1 B1", 4);
        assertEquals("S", only(t).result());
        Character b1 = t.after().c("B1");
        assertTrue(b1.stunned() && b1.dismounted());
        Horse h = t.after().state.horses().get(0);
        assertEquals("HB1", h.id());
        assertTrue(h.hex().adjacentTo(b1.hex()));
        assertEquals(h.id(), t.after().state.occupant(h.hex()).orElseThrow());
    }

    @Test
    void k_kills_the_rider_and_leaves_his_horse_riderless_in_his_hex_but_k_hk_kills_both() {
        Fight.Turn k = mounted(Map.of(), "A1 a knight 0504 mounted", "A2 a knight 0506 mounted").turn("ATTACK A1 B1\nATTACK A2 B1", 2);
        assertEquals("K", only(k).result());
        assertFalse(k.after().c("B1").alive());
        assertEquals(Hex.parse("0505").orElseThrow(), k.all(HorseLoose.class).get(0).at());
        assertEquals(1, k.after().state.horses().size());
        Fight.Turn khk = mounted(Map.of(), "A1 a knight 0504 mounted", "A2 a knight 0506 mounted").turn("ATTACK A1 B1\nATTACK A2 B1", 1);
        assertEquals("K+HK", only(khk).result());
        assertFalse(khk.after().c("B1").alive());
        assertTrue(khk.after().state.horses().isEmpty());
    }

    @Test
    void a_defender_in_a_doorway_adds_def_plus_to_its_defence() {
        Fight f = Fight.of(java.util.List.of("........", "........", "........", "........", "....d...", "........"),
                "A1 a man-at-arms 0504", "B1 b billman 0505");
        CombatFought c = only(f.turn("ATTACK A1 B1", 5));
        assertEquals(9 - 6 - 4, c.difference());
        assertEquals("-5/-1", c.column());
        Fight six = Fight.of(Map.of("def-plus", "6"), java.util.List.of("........", "........", "........", "........", "....d...", "........"),
                "A1 a man-at-arms 0504", "B1 b billman 0505");
        assertEquals(9 - 6 - 6, only(six.turn("ATTACK A1 B1", 5)).difference());
    }

    @Test
    void a_second_wound_kills() {
        Fight once = infantry("A1 a man-at-arms 0504").turn("ATTACK A1 B1", 1).after();
        Fight t = once.pass();
        assertTrue(t.c("B1").wounded());
        assertFalse(t.turn("ATTACK A1 B1", 1).after().c("B1").alive());
    }
}
