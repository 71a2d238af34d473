package herald.engine.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table operations the open-table rulesets lean on beyond plain distances. */
class TableOpsTest {
    private static Feature square(String id, String terrain, double x0, double y0, double x1, double y1) {
        return new Feature(id, terrain, "", List.of(Point.of(x0, y0), Point.of(x1, y0), Point.of(x1, y1), Point.of(x0, y1)));
    }

    /** A river across the table from y 10 to 12, and a ford over it from x 8 to 12. */
    private static final Feature RIVER = square("river", "river", 0, 10, 20, 12);
    private static final Feature FORD = square("ford", "ford", 8, 9, 12, 13);

    @Test
    void a_table_and_its_features_round_trip_through_a_strict_object_mapper() throws Exception {
        ObjectMapper strict = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        Table t = new Table(48, 48, List.of(RIVER, FORD));
        assertEquals(t, strict.readValue(strict.writeValueAsString(t), Table.class));
        Footprint f = new Footprint.Block(Point.of(1, 2), 45, 5, 2);
        assertEquals(f, strict.readValue(strict.writeValueAsString(f), Footprint.class));
    }

    @Test
    void a_unit_crossing_at_the_ford_does_not_cross_the_river_but_one_beside_it_does() {
        Footprint atFord = new Footprint.Block(Point.of(10, 8), 0, 2, 1);
        Travel over = Travel.of(atFord, List.of(Point.of(10, 15)), true);
        assertTrue(over.crosses(RIVER));
        assertFalse(over.crosses(RIVER, List.of(FORD)));
        Travel beside = Travel.of(atFord.movedTo(Point.of(5, 8)), List.of(Point.of(5, 15)), true);
        assertTrue(beside.crosses(RIVER, List.of(FORD)));
        Travel half = Travel.of(atFord.movedTo(Point.of(8, 8)), List.of(Point.of(8, 15)), true);
        assertTrue(half.crosses(RIVER, List.of(FORD)), "half its frontage is in the river beside the ford");
    }

    @Test
    void a_unit_standing_in_the_ford_is_not_on_the_river() {
        Footprint inFord = new Footprint.Block(Point.of(10, 11.5), 0, 2, 1);
        assertTrue(RIVER.under(inFord));
        assertFalse(RIVER.under(inFord, List.of(FORD)));
        assertTrue(RIVER.under(inFord.movedTo(Point.of(3, 11.5)), List.of(FORD)));
    }

    @Test
    void a_turn_at_the_table_edge_that_swings_the_rear_off_the_table_does_not_stay_on_it() {
        // 2" wide, 3" deep, facing up the table at x 1.5: turning to face the right edge swings its rear to x -1.5
        Footprint deep = new Footprint.Block(Point.of(1.5, 20), 0, 2, 3);
        Table table = new Table(48, 48, List.of());
        Travel turned = Travel.of(deep, List.of(Point.of(4.5, 20)), true);
        assertTrue(table.holds(deep) && table.holds(turned.end()), "it starts and ends on the table");
        assertFalse(turned.staysOn(table));
        assertTrue(Travel.of(deep, List.of(Point.of(1.5, 30)), true).staysOn(table));
    }

    @Test
    void the_length_of_a_path_or_a_line_inside_terrain_is_measured() {
        Feature marsh = square("marsh", "marsh", 5, 0, 10, 10);
        Footprint f = new Footprint.Round(Point.of(0, 5), 0, 0.5);
        Travel t = Travel.of(f, List.of(Point.of(7, 5), Point.of(20, 5)), true);
        assertEquals(5.0, t.lengthIn(List.of(marsh)), 1e-9);
        assertEquals(0.0, t.lengthIn(List.of()), 1e-9);
        assertEquals(5.0, marsh.lengthInside(Point.of(0, 5), Point.of(20, 5)), 1e-9);
        assertEquals(0.0, marsh.lengthInside(Point.of(0, 12), Point.of(20, 12)), 1e-9);
    }
}
