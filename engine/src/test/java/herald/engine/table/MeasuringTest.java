package herald.engine.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Points, bearings and inches as a player writes and reads them. */
class MeasuringTest {

    @Test
    void a_point_is_written_x_comma_y_in_inches_and_held_to_the_tenth() {
        assertEquals(Point.of(24, 30.5), Point.parse("24,30.5").orElseThrow());
        assertEquals(Point.of(24, 30.5), Point.parse(" 24 , 30.5 ").orElseThrow());
        assertEquals("24,30.5", Point.of(24, 30.5).toString());
        assertEquals("3.3,0", Point.of(3.333, 0.04).toString());
        assertEquals(Point.of(1.2, 0), Point.parse("1.24,0").orElseThrow());
        assertTrue(Point.parse("24;30").isEmpty());
        assertTrue(Point.parse("24").isEmpty());
        assertTrue(Point.parse("C7").isEmpty());
        // found fuzzing Fantasy Warriors' orders: 310 digits read as infinity, and rounding it to the tenth threw
        assertTrue(Point.parse("9".repeat(310) + ",1").isEmpty());
        assertTrue(Point.parse("1,-" + "9".repeat(310)).isEmpty());
        assertEquals(Point.of(1e300, 1), Point.parse("1" + "0".repeat(300) + ",1").orElseThrow());
    }

    @Test
    void bearings_are_degrees_clockwise_from_up_the_table_or_compass_points() {
        assertEquals(0, Bearing.parse("N").orElseThrow());
        assertEquals(45, Bearing.parse("ne").orElseThrow());
        assertEquals(270, Bearing.parse("W").orElseThrow());
        assertEquals(90, Bearing.parse("90").orElseThrow());
        assertEquals(0, Bearing.parse("360").orElseThrow());
        assertTrue(Bearing.parse("361").isEmpty());
        assertTrue(Bearing.parse("NNE").isEmpty());
        assertTrue(Bearing.parse("-10").isEmpty());
        assertEquals("90° (E)", Bearing.show(90));
        assertEquals("30°", Bearing.show(390));
        assertEquals(20, Bearing.turn(350, 10));
    }

    @Test
    void moving_by_distance_and_bearing_goes_the_way_a_player_points() {
        Point start = Point.of(10, 10);
        assertEquals(Point.of(10, 16), start.towards(0, 6));
        assertEquals(Point.of(14, 10), start.towards(90, 4));
        assertEquals(Point.of(14.2, 14.2), start.towards(45, 6));
        assertEquals(45, start.bearingTo(Point.of(14, 14)));
        assertEquals(180, start.bearingTo(Point.of(10, 2)));
    }

    @Test
    void within_means_at_most_as_measured_to_the_tenth() {
        assertTrue(Inches.within(18.0, 18));
        assertTrue(Inches.within(18.04, 18), "18.04 reads 18.0 on the tape");
        assertFalse(Inches.within(18.05, 18), "18.05 reads 18.1");
        assertFalse(Inches.within(18.5, 18));
        assertEquals("5.8\"", Inches.show(5.84));
        assertEquals("12\"", Inches.show(12.0));
        assertEquals("0\"", Inches.show(-0.01));
        assertEquals("16.0\"", Inches.measured(16), "a measurement shows its tenth");
        assertEquals("17.2\"", Inches.measured(17.24));
        assertEquals("0.0\"", Inches.measured(-0.01));
    }

    @Test
    void a_block_is_named_by_the_centre_of_its_front_edge_and_stands_behind_it() {
        Footprint.Block north = new Footprint.Block(Point.of(10, 10), 0, 4, 2);
        assertEquals(List.of(new Point(8, 10), new Point(12, 10), new Point(12, 8), new Point(8, 8)), north.outline());
        Footprint.Block east = north.turnedTo(90);
        List<Point> c = east.outline();
        assertEquals(10, c.get(0).x(), 1e-9);
        assertEquals(12, c.get(0).y(), 1e-9, "facing east, its left is up the table");
        assertEquals(8, c.get(2).x(), 1e-9, "and its rear towards the left edge");
        assertEquals(9, east.eyes().size(), "a line of sight starts anywhere along the front edge");
        assertEquals(Point.of(10, 10), east.at());
    }
}
