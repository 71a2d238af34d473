package herald.engine.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Distances from the nearest point of one footprint to the nearest point of another, as a tape measures. */
class BaseToBaseTest {
    private static Footprint.Block block(double x, double y, double facing) {
        return new Footprint.Block(Point.of(x, y), facing, 5, 2);
    }

    @Test
    void two_blocks_face_to_face_measure_front_to_front() {
        Footprint a = block(20, 10, 0);
        Footprint b = block(20, 22, 180);
        assertEquals(12.0, a.distanceTo(b), 1e-9);
        assertEquals(12.0, b.distanceTo(a), 1e-9);
    }

    @Test
    void a_block_behind_another_measures_to_its_rear_edge() {
        Footprint a = block(20, 10, 0);
        Footprint b = block(20, 22, 0); // its rear edge is at y = 20
        assertEquals(10.0, a.distanceTo(b), 1e-9);
    }

    @Test
    void diagonal_offsets_measure_corner_to_corner() {
        Footprint a = block(10, 10, 0); // x 7.5..12.5, y 8..10
        Footprint b = block(20, 16, 0); // x 17.5..22.5, y 14..16
        assertEquals(Math.hypot(5, 4), a.distanceTo(b), 1e-9);
    }

    @Test
    void round_bases_measure_exactly_not_by_their_drawn_polygon() {
        Footprint r = new Footprint.Round(Point.of(10, 10), 0, 0.5);
        Footprint s = new Footprint.Round(Point.of(10, 16), 0, 0.5);
        assertEquals(5.0, r.distanceTo(s), 1e-12);
        Footprint b = block(10, 20, 180); // front edge y = 20, x 7.5..12.5
        assertEquals(9.5, r.distanceTo(b), 1e-12);
        assertEquals(9.5, b.distanceTo(r), 1e-12);
    }

    @Test
    void touching_is_not_overlapping_but_sharing_ground_is() {
        Footprint a = block(20, 10, 0);
        Footprint touching = block(20, 10, 180); // front edge to front edge
        assertEquals(0, a.distanceTo(touching), 1e-9);
        assertFalse(a.overlaps(touching));
        assertTrue(a.overlaps(block(20, 9.5, 180)), "half an inch into it");
        assertFalse(a.overlaps(block(20, 10.5, 180)), "half an inch short of it");
    }

    @Test
    void the_nearest_point_of_a_footprint_is_where_a_charger_makes_contact() {
        Footprint target = block(20, 20, 180); // front edge y = 20, body up to y = 22, x 17.5..22.5
        assertEquals(new Point(19, 20), target.nearestTo(Point.of(19, 10)));
        assertEquals(new Point(17.5, 20), target.nearestTo(Point.of(10, 10)));
        Footprint.Round r = new Footprint.Round(Point.of(0, 0), 0, 1);
        Point n = r.nearestTo(Point.of(3, 4));
        assertEquals(0.6, n.x(), 1e-12);
        assertEquals(0.8, n.y(), 1e-12);
    }

    @Test
    void a_charger_off_a_corner_meets_the_side_it_stands_most_in_front_of_square_on() {
        Footprint target = block(20, 20, 180); // faces down the table: front edge y = 20, x 17.5..22.5, rear at y = 22
        Footprint.Approach head = target.approachFrom(Point.of(19, 10));
        assertEquals(new Point(19, 20), head.at(), "straight below its front: the nearest point of the front edge");
        assertEquals(0, head.facing(), "facing up the table, square to that edge");
        Footprint.Approach corner = target.approachFrom(Point.of(10, 17)); // 7.5 left of the edge, 3 below it
        assertEquals(new Point(17.5, 20), corner.at(), "more to the left than below: it meets the left flank at its front corner");
        assertEquals(90, corner.facing(), "square on to the flank, facing right");
        Footprint.Approach flank = target.approachFrom(Point.of(10, 21));
        assertEquals(new Point(17.5, 21), flank.at());
        assertEquals(90, flank.facing());
        Footprint.Round r = new Footprint.Round(Point.of(30, 30), 0, 1);
        assertEquals(315, r.approachFrom(Point.of(33, 27)).facing(), "a round base is met towards its centre");
    }

    @Test
    void a_table_holds_a_footprint_only_when_every_base_is_on_it() {
        Table table = new Table(48, 48, List.of());
        assertTrue(table.holds(block(24, 2, 0)), "its rear edge on the table's edge");
        assertFalse(table.holds(block(24, 1.9, 0)));
        assertFalse(table.holds(block(1, 24, 0)), "half its frontage over the left edge");
        assertTrue(table.holds(Point.of(48, 0)));
        assertFalse(table.holds(Point.of(48.1, 0)));
    }
}
