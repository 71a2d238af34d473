package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceRemoved;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FireTest {

    /** A 5 x 20 strip: a Human longbowman at C1 facing N, a moving, shielded Giak in mail 14 squares away. */
    private static Battle lwEx1() {
        return Battle.of(Battle.open(5, 20),
                "S4 sommerlund human longbow,dagger leather - regular C1 N",
                "G7 giaks giak sword mail shield regular C15 S");
    }

    static List<String> messages(OrdersRuling r) {
        assertFalse(r.accepted(), "expected a rejection");
        return ((OrdersRuling.Rejected) r).errors().stream().map(OrderError::message).toList();
    }

    @Test
    void given_LW_EX_1_when_the_longbowman_shoots_the_moved_shielded_Giak_at_13_squares_and_rolls_56_then_he_misses_needing_7() {
        Battle.Turn t = lwEx1().turn(Map.of("sommerlund", "FIRE S4 AT G7", "giaks", "MOVE G7 S"), 6, 3, 90, 56);

        PieceFired second = t.all(PieceFired.class).get(1);
        assertEquals(13, second.range());
        assertEquals("medium", second.band());
        assertEquals(17, second.basic());
        assertEquals(List.of(new Modifier("moved", -2), new Modifier("shield", -1)), second.modifiers());
        assertEquals(14, second.modified());
        assertEquals(2, second.divisor());
        assertEquals(7, second.need());
        assertEquals(56, second.roll());
        assertFalse(second.hit());
        assertEquals("S4 fires longbow at G7, 13 squares, medium: 17 −2 moved −1 shield = 14, ÷2 = 7; rolled 56: miss",
                second.describe());
        assertTrue(t.after().piece("G7").alive());
    }

    @Test
    void given_LW_EX_1_when_the_roll_is_7_then_the_Giak_is_hit_and_removed() {
        Battle.Turn t = lwEx1().turn(Map.of("sommerlund", "FIRE S4 AT G7", "giaks", "MOVE G7 S"), 6, 3, 90, 7);

        PieceFired second = t.all(PieceFired.class).get(1);
        assertEquals(7, second.need());
        assertTrue(second.hit());
        assertEquals(List.of(new PieceRemoved("G7", "shot by S4 in phase 3")), t.all(PieceRemoved.class));
        assertFalse(t.after().piece("G7").alive());
        assertEquals(1, t.after().piece("G7").removedTurn());
    }

    @Test
    void given_a_target_that_has_not_yet_moved_when_fired_on_in_phase_1_then_no_moved_modifier() {
        Battle.Turn t = lwEx1().turn(Map.of("sommerlund", "FIRE S4 AT G7", "giaks", "MOVE G7 S"), 6, 3, 90, 56);

        PieceFired first = t.all(PieceFired.class).get(0);
        assertEquals(1, first.phase());
        assertEquals(14, first.range());
        assertEquals(List.of(new Modifier("shield", -1)), first.modifiers());
        assertEquals(8, first.need());
    }

    @Test
    void given_both_sides_shooting_when_red_kills_the_blue_bowman_in_phase_1_then_he_does_not_return_fire() {
        Battle b = Battle.of(Battle.open(5, 12),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak shortbow,dagger leather - regular C9 S");

        Battle.Turn t = b.turn(Map.of("sommerlund", "FIRE S1 AT G1", "giaks", "FIRE G1 AT S1"), 8, 2, 1);

        assertEquals(1, t.all(PieceFired.class).size(), t.lines().toString());
        assertEquals("S1", t.all(PieceFired.class).get(0).firer());
        assertTrue(t.all(FireHeld.class).stream().anyMatch(h -> h.piece().equals("G1") && h.phase() == 1));
        assertEquals(3, t.diceUsed());
    }

    @Test
    void given_blue_survives_red_fire_then_blue_returns_fire_after_red() {
        Battle b = Battle.of(Battle.open(5, 12),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak shortbow,dagger leather - regular C9 S");

        Battle.Turn t = b.turn(Map.of("sommerlund", "FIRE S1 AT G1", "giaks", "FIRE G1 AT S1"), 2, 8, 99, 99, 99, 99);

        List<String> firers = t.all(PieceFired.class).stream().map(PieceFired::firer).toList();
        assertEquals(List.of("G1", "S1", "G1", "S1"), firers);
    }

    @Test
    void given_a_crossbow_and_a_longbow_then_the_crossbow_fires_once_and_the_bow_twice() {
        Battle b = Battle.of(Battle.open(6, 12),
                "S1 sommerlund human crossbow,dagger leather - regular B1 N",
                "S2 sommerlund human longbow,dagger leather - regular E1 N",
                "G1 giaks giak sword mail - regular B10 S",
                "G2 giaks giak sword mail - regular E10 S");

        Battle.Turn t = b.turn(Map.of("sommerlund", "FIRE S1 AT G1\nFIRE S2 AT G2", "giaks", "HOLD G1"), 6, 3, 99, 99, 99);

        assertEquals(List.of("S1", "S2", "S2"), t.all(PieceFired.class).stream().map(PieceFired::firer).toList());
        FireHeld reloading = t.all(FireHeld.class).get(0);
        assertEquals("S1", reloading.piece());
        assertEquals(3, reloading.phase());
        assertTrue(reloading.reason().contains("reloading"), reloading.reason());
    }

    @Test
    void given_an_enemy_adjacent_to_the_target_square_of_a_shot_when_the_firer_is_adjacent_to_an_enemy_then_it_cannot_fire() {
        Battle b = Battle.of(Battle.open(5, 12),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword mail - regular C2 S",
                "G2 giaks giak sword mail - regular C8 S");

        assertEquals(List.of("S1 is adjacent to G1: pieces locked in combat cannot shoot"), messages(b.check("sommerlund", "FIRE S1 AT G2")));
        assertEquals(List.of("G1 is 1 square away: adjacent pieces fight, they do not shoot (minimum range 2)"),
                messages(b.check("sommerlund", "FIRE S1 AT G1")));
    }

    @Test
    void given_a_target_two_squares_away_then_it_may_be_shot_minimum_range_2() {
        Battle b = Battle.of(Battle.open(5, 12),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword mail - regular C3 S");

        assertTrue(b.check("sommerlund", "fire s1 at g1").accepted());
    }

    @Test
    void given_a_target_behind_the_firer_then_it_is_outside_the_arc() {
        Battle b = Battle.of(Battle.open(5, 12),
                "S4 sommerlund human longbow,dagger leather - regular C6 N",
                "G7 giaks giak sword mail - regular C2 S");

        assertEquals(List.of("G7 is outside S4's arc of fire (it faces N)"), messages(b.check("sommerlund", "FIRE S4 AT G7")));
    }

    @Test
    void given_a_target_beyond_the_longbow_then_the_message_gives_both_ranges() {
        Battle b = Battle.of(Battle.open(3, 24),
                "S4 sommerlund human longbow,dagger leather - regular B1 N",
                "G7 giaks giak sword mail - regular B24 S");

        assertEquals(List.of("S4's longbow reaches 20 squares; G7 is 23 away"), messages(b.check("sommerlund", "FIRE S4 AT G7")));
    }

    @Test
    void given_a_swordsman_then_he_has_no_missile_weapon() {
        Battle b = Battle.of(Battle.open(5, 12),
                "S2 sommerlund human sword mail - regular C1 N",
                "G1 giaks giak sword mail - regular C8 S");

        assertEquals(List.of("S2 has no missile weapon"), messages(b.check("sommerlund", "FIRE S2 AT G1")));
    }

    @Test
    void given_trees_between_then_no_shot_but_a_target_in_trees_may_be_shot_with_cover() {
        Battle b = Battle.of(List.of(
                        "..t..",
                        ".....",
                        "..t..",
                        ".....",
                        "....."),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword mail - regular C5 S",
                "G2 giaks giak sword mail - regular C3 S");

        assertEquals(List.of("S1 cannot see G1: the line of fire passes through trees at C3"),
                messages(b.check("sommerlund", "FIRE S1 AT G1")));
        assertTrue(b.check("sommerlund", "FIRE S1 AT G2").accepted());
        assertTrue(Fire.assess(b.state, b.piece("S1"), b.piece("G2")).value().modifiers().contains(new Modifier("trees", -4)));
    }

    @Test
    void given_a_piece_in_the_line_of_fire_then_it_blocks_the_shot() {
        Battle b = Battle.of(Battle.open(5, 8),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "S2 sommerlund human sword mail - regular C3 N unit=swords",
                "G1 giaks giak sword mail - regular C6 S");

        assertEquals(List.of("S1 cannot shoot G1: S2 at C3 is in the way"), messages(b.check("sommerlund", "FIRE S1 AT G1")));
    }

    @Test
    void given_a_target_behind_a_low_wall_then_it_claims_wall_cover() {
        Battle b = Battle.of(List.of(
                        ".....",
                        "..w..",
                        ".....",
                        "....."),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword mail - regular C4 S");

        assertEquals(List.of(new Modifier("wall", -3)), Fire.assess(b.state, b.piece("S1"), b.piece("G1")).value().modifiers());
    }

    @Test
    void given_the_target_leaves_the_arc_during_movement_then_the_second_shot_is_held_with_the_reason() {
        Battle b = Battle.of(Battle.open(9, 9),
                "S1 sommerlund human longbow,dagger leather - regular E1 N",
                "G1 giaks giak sword leather - regular E5 S");

        Battle.Turn t = b.turn(Map.of("sommerlund", "FIRE S1 AT G1", "giaks", "MOVE G1 S SW W W W"), 6, 3, 99);

        FireHeld held = t.all(FireHeld.class).get(0);
        assertEquals(3, held.phase());
        assertTrue(held.reason().contains("outside S1's arc of fire"), held.reason());
    }
}
