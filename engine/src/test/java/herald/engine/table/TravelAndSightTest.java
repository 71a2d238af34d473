package herald.engine.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A unit's journey over the table, and what it can see. */
class TravelAndSightTest {
    private static final Feature WOOD = new Feature("wood-1", "wood", "Old Wood",
            List.of(Point.of(18, 18), Point.of(30, 18), Point.of(30, 24), Point.of(18, 24)));
    private static final Table TABLE = new Table(48, 48, List.of(WOOD));

    private static Footprint.Block unit(double x, double y, double facing) {
        return new Footprint.Block(Point.of(x, y), facing, 4, 2);
    }

    @Test
    void a_move_is_measured_as_the_front_centre_travels_through_every_waypoint() {
        Travel t = Travel.of(unit(10, 10, 0), List.of(Point.of(10, 13), Point.of(14, 16)), true);
        assertEquals(8.0, t.length(), 1e-9);
        assertEquals(Point.of(14, 16), t.end().at());
        assertEquals(53, t.end().facing(), "it faces along its last leg");
        assertEquals(List.of(Point.of(10, 10), Point.of(10, 13), Point.of(14, 16)), t.path());
        Travel sidestep = Travel.of(unit(10, 10, 0), List.of(Point.of(14, 10)), false);
        assertEquals(0, sidestep.end().facing(), "a sidestep keeps its facing");
    }

    @Test
    void the_whole_block_sweeps_the_ground_it_passes_not_just_its_front_centre() {
        // the front centre passes 1.5" left of the wood's corner, but the block is 4" wide: its right flank clips it
        Travel clip = Travel.of(unit(16.5, 10, 0), List.of(Point.of(16.5, 30)), true);
        assertTrue(clip.crosses(WOOD));
        Travel clear = Travel.of(unit(15.5, 10, 0), List.of(Point.of(15.5, 30)), true);
        assertFalse(clear.crosses(WOOD), "2\" half-frontage from x 15.5 reaches 17.5, short of the wood at 18");
        Travel brushing = Travel.of(unit(16, 10, 0), List.of(Point.of(16, 30)), true);
        assertFalse(brushing.crosses(WOOD), "running along the wood's edge is not entering it");
    }

    @Test
    void a_move_through_another_unit_crosses_it_and_one_past_it_does_not() {
        Footprint blocker = unit(10, 20, 180);
        assertTrue(Travel.of(unit(10, 10, 0), List.of(Point.of(10, 30)), true).crosses(blocker));
        assertFalse(Travel.of(unit(10, 10, 0), List.of(Point.of(2, 10), Point.of(2, 30)), true).crosses(blocker));
        assertFalse(Travel.of(unit(10, 10, 0), List.of(Point.of(10, 16)), true).crosses(blocker),
                "stopping 2\" short of it (its front edge at y 20, its rear at 22: a unit facing down the table)");
    }

    @Test
    void a_move_off_the_table_does_not_stay_on_it() {
        assertFalse(Travel.of(unit(10, 40, 0), List.of(Point.of(10, 48.5)), true).staysOn(TABLE));
        assertTrue(Travel.of(unit(10, 40, 0), List.of(Point.of(10, 48)), true).staysOn(TABLE));
    }

    @Test
    void a_wood_between_blocks_every_line_of_sight_and_a_gap_beside_it_opens_one() {
        Footprint shooter = unit(24, 10, 0);
        Footprint target = unit(24, 34, 180);
        assertTrue(Sight.between(shooter, target, List.of(), List.of()).isPresent());
        assertTrue(Sight.between(shooter, target, List.of(WOOD), List.of()).isEmpty(), "the wood spans x 18..30");
        Footprint offset = unit(33, 34, 180); // x 31..35: a line from the shooter's front edge (x 22..26) passes right of the wood?
        Optional<Sight.Line> line = Sight.between(unit(28, 10, 0), offset, List.of(WOOD), List.of());
        assertTrue(line.isPresent(), "from x 30 on the front edge straight up past the wood's edge at x 30");
    }

    @Test
    void another_unit_screens_a_target_behind_it() {
        Footprint shooter = unit(24, 10, 0);
        Footprint target = unit(24, 30, 180);
        Footprint screen = new Footprint.Block(Point.of(24, 20), 0, 10, 2);
        assertTrue(Sight.between(shooter, target, List.of(), List.of(screen)).isEmpty());
        Footprint narrow = new Footprint.Block(Point.of(24, 20), 0, 1, 1);
        assertTrue(Sight.between(shooter, target, List.of(), List.of(narrow)).isPresent(), "seen past a lone figure");
    }

    @Test
    void a_feature_knows_what_it_holds_and_what_stands_on_it() {
        assertTrue(WOOD.holds(Point.of(20, 20)));
        assertTrue(WOOD.holds(Point.of(18, 20)), "its edge");
        assertFalse(WOOD.holds(Point.of(17.9, 20)));
        assertTrue(WOOD.under(unit(20, 18.5, 0)), "a block half in the wood stands on it");
        assertFalse(WOOD.under(unit(20, 18, 0)), "one whose front edge lies along the wood's edge does not");
        assertEquals(List.of(WOOD), TABLE.under(unit(20, 19, 0)));
        assertEquals(72, WOOD.area(), 1e-9);
        Feature bowtie = new Feature("x", "wood", "", List.of(Point.of(0, 0), Point.of(4, 4), Point.of(4, 0), Point.of(0, 4)));
        assertFalse(bowtie.isSimple());
        assertTrue(WOOD.isSimple());
    }
}
