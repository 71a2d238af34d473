package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.CharacterRecovered;
import herald.engine.skirmish.events.JumpMade;
import herald.engine.skirmish.events.PhaseBegan;
import herald.engine.skirmish.events.RetreatBlocked;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The sequence of play, stuns and recovery, jumps and blocked retreats. */
class TurnTest {

    @Test
    void each_side_has_one_window_per_player_turn_a_then_b() {
        Fight f = Fight.of(Fight.flat(6, 6), "A1 a billman 0101", "B1 b billman 0606");
        OrderWindow w = Fight.RULES.window(f.state).orElseThrow();
        assertEquals("T1-A", w.id());
        assertEquals(List.of("a"), w.sides());
        assertEquals("Turn 1, the Raiders' player turn", w.description());
        Fight b = f.pass();
        assertEquals("T1-B", Fight.RULES.window(b.state).orElseThrow().id());
        assertEquals(List.of("b"), Fight.RULES.window(b.state).orElseThrow().sides());
        assertEquals("T2-A", Fight.RULES.window(b.pass().state).orElseThrow().id());
    }

    @Test
    void stunned_in_the_enemy_turn_a_character_stays_stunned_through_its_own_phases_until_its_recovery_phase() {
        Fight f = Fight.of(Fight.flat(8, 8), "A1 a man-at-arms 0504", "B1 b billman 0505", "B2 b billman 0808");
        Fight villagers = f.turn("ATTACK A1 B1", 2).after();
        assertTrue(villagers.c("B1").stunned());
        OrdersRuling move = villagers.check("MOVE B1 S");
        assertFalse(move.accepted());
        assertTrue(move.toString().contains("B1 is stunned"), move.toString());
        assertFalse(villagers.check("ATTACK B1 A1").accepted());
        Fight.Turn own = villagers.turn("HOLD B1\nMOVE B2 N");
        int recovery = indexOf(own.events(), PhaseBegan.class, e -> ((PhaseBegan) e).phase() == 4);
        int recovered = indexOf(own.events(), CharacterRecovered.class, e -> true);
        assertTrue(recovered > recovery, "recovers in phase 4 only");
        assertFalse(own.after().c("B1").stunned());
    }

    @Test
    void a_stun_does_not_wear_off_in_the_enemy_recovery_phase() {
        Fight f = Fight.of(Fight.flat(8, 8), "A1 a man-at-arms 0504", "B1 b billman 0505");
        Fight.Turn t = f.turn("ATTACK A1 B1", 2);
        assertTrue(t.all(CharacterRecovered.class).isEmpty());
        assertTrue(t.after().c("B1").stunned());
    }

    @Test
    void an_armoured_character_jumping_through_a_window_adds_two_and_falls_stunned_then_recovers_at_the_end_of_its_own_turn() {
        Fight f = Fight.of(List.of("....", ".w..", "...."), "A1 a man-at-arms 0102", "B1 b peasant 0403");
        Fight.Turn t = f.turn("MOVE A1 SE", 6);
        JumpMade j = t.all(JumpMade.class).get(0);
        assertEquals(8, j.total());
        assertEquals(7, j.need());
        assertEquals(Jump.STUNNED, j.result());
        assertEquals(Hex.parse("0202").orElseThrow(), t.after().c("A1").hex());
        assertEquals(1, t.all(CharacterRecovered.class).size());
        assertFalse(t.after().c("A1").stunned());
    }

    @Test
    void an_unarmoured_character_rolling_seven_jumps_and_a_ten_falls_wounded() {
        Fight f = Fight.of(List.of("....", ".w..", "...."), "A1 a archer 0102", "B1 b peasant 0403");
        assertEquals(Jump.SUCCESS, f.turn("MOVE A1 SE", 7).all(JumpMade.class).get(0).result());
        Fight armoured = Fight.of(List.of("....", ".w..", "...."), "A1 a man-at-arms 0102", "B1 b peasant 0403");
        Fight.Turn t = armoured.turn("MOVE A1 SE", 9);
        assertEquals(10, t.all(JumpMade.class).get(0).total());
        assertTrue(t.after().c("A1").wounded());
    }

    @Test
    void the_balcony_is_climbed_only_by_the_staircase_and_left_elsewhere_by_a_jump() {
        Fight f = Fight.of(List.of("....", ".b..", "^..."), "A1 a archer 0102", "B1 b peasant 0403");
        assertTrue(f.check("MOVE A1 SE").toString().contains("go up by the staircase"), f.check("MOVE A1 SE").toString());
        Fight stairs = Fight.of(List.of("....", ".b..", "^..."), "A1 a archer 0103", "B1 b peasant 0403");
        Fight.Turn t = stairs.turn("MOVE A1 NE S", 3);
        assertEquals(1, t.all(JumpMade.class).size());
        assertEquals(Hex.parse("0203").orElseThrow(), t.after().c("A1").hex());
    }

    @Test
    void a_blocked_retreat_leaves_the_character_in_place_and_wounded_or_stunned_as_chosen() {
        String[] cs = {"A1 a man-at-arms 0201", "A2 a peasant 0103", "B1 b billman 0101"};
        Fight.Turn t = Fight.of(Fight.flat(4, 4), cs).turn("ATTACK A1 B1", 3);
        assertEquals(1, t.all(RetreatBlocked.class).size());
        assertEquals(Hex.parse("0101").orElseThrow(), t.after().c("B1").hex());
        assertTrue(t.after().c("B1").wounded());
        Fight.Turn s = Fight.of(Map.of("retreat-blocked", "stunned"), Fight.flat(4, 4), cs).turn("ATTACK A1 B1", 3);
        assertTrue(s.after().c("B1").stunned());
        assertFalse(s.after().c("B1").wounded());
    }

    @Test
    void under_defender_chooses_a_retreat_need_not_lead_away() {
        String[] cs = {"A1 a man-at-arms 0201", "B1 b billman 0101"};
        Fight.Turn t = Fight.of(Map.of("retreat", "defender-chooses"), Fight.flat(4, 4), cs).turn("ATTACK A1 B1", 3);
        assertEquals(Hex.parse("0102").orElseThrow(), t.after().c("B1").hex());
    }

    @Test
    void a_riderless_horse_fills_its_hex_and_cannot_be_attacked() {
        Fight f = Fight.of(Fight.flat(8, 8), "A1 a knight 0504 mounted", "A2 a knight 0506 mounted", "B1 b knight 0505 mounted",
                "B2 b billman 0808");
        Fight after = f.turn("ATTACK A1 B1\nATTACK A2 B1", 2).after();
        assertEquals("HB1", after.state.occupant(Hex.parse("0505").orElseThrow()).orElseThrow());
        Fight next = after.pass();
        assertTrue(next.check("ATTACK A1 HB1").toString().contains("riderless horse"));
        assertTrue(next.check("MOVE A1 S").toString().contains("occupied by HB1"));
        assertTrue(Fight.RULES.view(next.state, "a").board().counters().stream().anyMatch(c -> c.label().equals("HB1")));
    }

    private static int indexOf(List<RuleEvent> events, Class<?> type, java.util.function.Predicate<RuleEvent> p) {
        for (int i = 0; i < events.size(); i++) {
            if (type.isInstance(events.get(i)) && p.test(events.get(i))) {
                return i;
            }
        }
        return -1;
    }
}
