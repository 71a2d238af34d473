package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.PieceAttacked;
import herald.engine.lonewolf.events.PieceLeapt;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Salmon Leap (HA1): up to 4 squares, twice a game, after the normal move, over walls but not ramparts, houses or trees. */
class SalmonLeapTest {

    private static final String P1 = "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=salmon-leap";
    private static final String G9 = "G9 giaks giak sword mail - regular G7 S";

    private static Battle board(String row3) {
        return Heroes.of(List.of(".......", ".......", "...t...", ".......", row3, ".......", "......."), P1, G9);
    }

    private static String rejection(Battle b, String orders) {
        OrdersRuling r = b.check("sommerlund", orders);
        assertFalse(r.accepted(), orders);
        return r.toString();
    }

    /**
     * <pre>
     *   7 . . . . . . G     G9 a Giak far off
     *   6 . . . . . . .
     *   5 . . . t . . .     trees at D5
     *   4 . . . . . . .
     *   3 W W W W W W W     a high wall (or a rampart: c)
     *   2 . . P . . . .     P1 a hero with Salmon Leap, facing N
     *   1 . . . . . . .
     *     A B C D E F G
     * </pre>
     */
    @Test
    void given_a_high_wall_when_he_leaps_3_squares_over_it_then_he_lands_facing_as_ordered_and_has_one_leap_left() {
        Battle.Turn t = board("WWWWWWW").turn(Map.of("sommerlund", "LEAP P1 TO C5 FACE S", "giaks", "HOLD G9"), 6, 3);
        PieceLeapt leap = t.all(PieceLeapt.class).get(0);
        assertEquals(Square.parse("C5").orElseThrow(), leap.to());
        Piece p = t.after().piece("P1");
        assertEquals(Square.parse("C5").orElseThrow(), p.square());
        assertEquals(Facing.S, p.facing());
        assertEquals(1, t.after().state.usesLeft(p, Skill.SALMON_LEAP));
    }

    @Test
    void a_mounted_hero_does_not_leap() {
        Battle b = Heroes.of(List.of(".......", ".......", ".......", ".......", ".......", ".......", "......."),
                "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=salmon-leap mounted=true", G9);
        assertTrue(rejection(b, "LEAP P1 TO C5").contains("P1 is mounted: a Salmon Leap is made on foot (HA1)"));
    }

    @Test
    void the_leap_comes_after_the_normal_move_and_is_measured_from_where_the_move_ends() {
        Battle b = board(".......");
        assertTrue(b.check("sommerlund", "MOVE P1 N\nLEAP P1 TO C7").accepted(), "C3 to C7 is 4 squares");
        assertTrue(rejection(b, "LEAP P1 TO C7").contains("5 squares from C2"));
        Battle.Turn t = b.turn(Map.of("sommerlund", "MOVE P1 N\nLEAP P1 TO C7", "giaks", "HOLD G9"), 6, 3);
        assertEquals(Square.parse("C7").orElseThrow(), t.after().piece("P1").square());
        assertEquals(Facing.N, t.after().piece("P1").facing(), "without FACE he keeps his facing");
    }

    @Test
    void not_over_a_rampart_nor_into_trees_nor_onto_a_piece() {
        assertTrue(rejection(board("ccccccc"), "LEAP P1 TO C5").contains("crenellations at C3"));
        assertTrue(rejection(board("......."), "LEAP P1 TO D5").contains("cannot land on the trees at D5"));
        assertTrue(rejection(board("......."), "LEAP P1 TO E6").contains("over the trees at D5"), "C2 to E6 crosses D4? D5");
        Battle b = Heroes.of(Battle.open(7, 7), P1, "S2 sommerlund human sword leather - regular C4 N", G9);
        assertTrue(rejection(b, "LEAP P1 TO C4").contains("S2 is there"));
    }

    @Test
    void twice_a_game_and_only_with_the_skill() {
        Battle b = board(".......");
        Battle.Turn t1 = b.turn(Map.of("sommerlund", "LEAP P1 TO C4", "giaks", "HOLD G9"), 6, 3);
        Battle.Turn t2 = t1.after().turn(Map.of("sommerlund", "LEAP P1 TO C2", "giaks", "HOLD G9"), 6, 3);
        assertTrue(rejection(t2.after(), "LEAP P1 TO C4").contains("both his Salmon Leaps"));
        Battle plain = Heroes.of(Battle.open(7, 7), "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar", G9);
        assertTrue(rejection(plain, "LEAP P1 TO C4").contains("no Salmon Leap"));
    }

    @Test
    void landing_next_to_an_enemy_locks_both_in_combat() {
        Battle b = Heroes.of(Battle.open(7, 7), P1, "G1 giaks giak sword mail - regular C6 S");
        // P1 lands on C5 next to G1; in the combat phase he fights by standing order: hits (1), G1 is slain
        Battle.Turn t = b.turn(Map.of("sommerlund", "LEAP P1 TO C5", "giaks", "HOLD G1"), 6, 3, 1);
        assertEquals(1, t.all(PieceLeapt.class).size());
        assertEquals("G1", t.all(PieceAttacked.class).get(0).defender());
        assertTrue(rejection(t.after(), "LEAP P1 TO C2").contains("locked in combat") || !t.after().piece("G1").alive());
    }

    @Test
    void a_hero_next_to_an_enemy_cannot_leap() {
        Battle b = Heroes.of(Battle.open(7, 7), P1, "G1 giaks giak sword mail - regular C3 S");
        assertTrue(rejection(b, "LEAP P1 TO C6").contains("locked in combat"));
    }
}
