package herald.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GeometryTest {
    private static Square sq(String s) {
        return Square.parse(s).orElseThrow();
    }

    @Test
    void A1_is_bottom_left_and_labels_parse_either_case() {
        assertEquals(new Square(0, 0), sq("A1"));
        assertEquals(new Square(2, 6), sq("c7"));
        assertEquals("T16", new Square(19, 15).toString());
        assertTrue(Square.parse("7C").isEmpty());
        assertTrue(Square.parse("C0").isEmpty());
    }

    @Test
    void range_excludes_the_own_square_and_includes_the_target_G5() {
        assertEquals(1, sq("C3").rangeTo(sq("D4")));
        assertEquals(13, sq("C1").rangeTo(sq("C14")));
        assertEquals(5, sq("A1").rangeTo(sq("F3")));
        assertEquals(8, sq("C3").neighbours().size());
    }

    @Test
    void north_is_towards_larger_rows() {
        assertEquals(sq("C4"), sq("C3").plus(Compass.N));
        assertEquals(sq("D2"), sq("C3").plus(Compass.SE));
    }

    @Test
    void a_step_that_is_not_forward_turns_the_piece_the_shorter_way() {
        assertEquals(Facing.N, Facing.N.towards(Compass.NE));
        assertEquals(Facing.S, Facing.N.towards(Compass.S));
        assertEquals(Facing.E, Facing.N.towards(Compass.SE));
        assertEquals(Facing.W, Facing.N.towards(Compass.SW));
        assertEquals(Facing.N, Facing.E.towards(Compass.NW));
    }

    /*
     * Arc of a piece at E1 facing N on a 9-wide board (x = in arc):
     *   row 4  xxxxxxx.    B4..H4
     *   row 3  .xxxxx..    C3..G3
     *   row 2  ..xxx...    D2..F2
     *   row 1  ....P...
     */
    @Test
    void the_arc_spreads_45_degrees_from_the_front_corners_F4() {
        Square p = sq("E1");
        assertTrue(ArcOfFire.contains(p, Facing.N, sq("E2")));
        assertTrue(ArcOfFire.contains(p, Facing.N, sq("D2")));
        assertTrue(ArcOfFire.contains(p, Facing.N, sq("F2")));
        assertFalse(ArcOfFire.contains(p, Facing.N, sq("C2")));
        assertTrue(ArcOfFire.contains(p, Facing.N, sq("B4")));
        assertFalse(ArcOfFire.contains(p, Facing.N, sq("A4")));
        assertFalse(ArcOfFire.contains(p, Facing.N, sq("D1")));
        assertTrue(ArcOfFire.contains(p, Facing.E, sq("G3")));
        assertFalse(ArcOfFire.contains(p, Facing.E, sq("E2")));
        assertTrue(ArcOfFire.contains(sq("E5"), Facing.S, sq("E1")));
        assertTrue(ArcOfFire.contains(sq("E5"), Facing.W, sq("A3")));
    }

    @Test
    void a_straight_line_crosses_the_squares_between() {
        assertEquals(List.of(sq("C2"), sq("C3")), LineOfSight.crossed(sq("C1"), sq("C4")));
    }

    @Test
    void a_line_through_a_corner_only_does_not_cross_the_squares_touching_it() {
        assertEquals(List.of(sq("B2")), LineOfSight.crossed(sq("A1"), sq("C3")));
    }

    @Test
    void a_knight_move_line_crosses_the_two_squares_it_passes_through() {
        assertEquals(List.of(sq("A2"), sq("B2")), LineOfSight.crossed(sq("A1"), sq("B3")).stream().sorted(
                java.util.Comparator.comparing(Square::toString)).toList());
    }
}
