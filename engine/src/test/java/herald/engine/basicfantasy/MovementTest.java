package herald.engine.basicfantasy;

import static herald.engine.basicfantasy.Game.one;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import herald.engine.basicfantasy.events.UnitCharged;
import herald.engine.basicfantasy.events.UnitFaced;
import herald.engine.basicfantasy.events.UnitMoved;
import herald.engine.table.Point;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Phase 1 (R1, R2). U1's spearmen (speed 5, ten figures in files of five on 1" bases) stand 5" wide and 2" deep with
 * the centre of their front edge at 24,10, facing up the table: their bases cover x 21.5 to 26.5, y 8 to 10.
 */
class MovementTest {
    private static final String U1 = "U1 a spearmen 10/5 24,10 N";
    private static final String FAR = "E1 b spearmen 10/5 24,44 S";

    private static List<OrderError> errors(Game g, String body) {
        OrdersRuling r = g.check(body);
        assertFalse(r.accepted(), body);
        return ((OrdersRuling.Rejected) r).errors();
    }


    @Test
    void a_move_up_to_its_speed_is_made_and_the_accepted_line_carries_the_inches() {
        Game g = Game.of(U1, FAR);
        assertEquals(List.of("MOVE U1 TO 24,15  # 5.0\" of 5\""), g.accepted("move u1 to 24,15"));
        Game.Turn t = g.turn("MOVE U1 TO 24,15");
        UnitMoved m = t.one(UnitMoved.class);
        assertEquals(5.0, m.inches());
        assertEquals(5.0, m.allowance());
        assertEquals(Point.of(24, 15), t.after().u("U1").at());
        assertEquals("U1 moves 5.0\" (allowance 5\"): 24,10 → 24,15, facing 0° (N)", m.describe());
        assertEquals(0, t.diceUsed());
    }

    @Test
    void a_move_longer_than_its_speed_is_refused_with_the_inches_and_the_allowance() {
        assertEquals("U1's move is 5.1\", more than its allowance of 5\" (speed 5)", one(Game.of(U1, FAR), "MOVE U1 TO 24,15.1"));
        assertEquals("U1's move is 6.0\", more than its allowance of 5\" (speed 5)",
                one(Game.of(U1, FAR), "MOVE U1 TO 24,13 THEN 27,13"));
    }

    @Test
    void derived_003_D_4_a_speed_6_unit_through_terrain_moves_3_inches() {
        Game g = Game.of(List.of("wood 8,8 12,8 12,14 8,14"), "W1 a wizard 1 10,5 N", FAR);
        assertEquals(List.of("MOVE W1 TO 10,8  # 3.0\" of 3\" (half speed: Wood 1 (wood))"), g.accepted("MOVE W1 TO 10,8"));
        assertEquals("W1's move is 3.1\", more than its allowance of 3\": half its speed of 6, because it crosses Wood 1 (wood)",
                one(g, "MOVE W1 TO 10,8.1"));
        assertTrue(g.check("MOVE W1 TO 16,5").accepted(), "6\" over open ground");
    }

    @Test
    void a_unit_that_starts_in_difficult_ground_moves_at_half_speed_out_of_it() {
        Game g = Game.of(List.of("marsh 18,4 30,4 30,12 18,12"), U1, FAR);
        assertEquals("U1's move is 3.0\", more than its allowance of 2.5\": half its speed of 5, because it crosses Marsh 1 (marsh)",
                one(g, "MOVE U1 TO 24,13"));
    }

    @Test
    void house_option_part_in_terrain_counts_only_the_inches_inside_twice() {
        Game g = Game.of(Map.of("difficult", "part-in-terrain"), List.of("marsh 10,12 40,12 40,40 10,40"), U1, FAR);
        // 2" of open ground, then 1" inside the marsh counted twice: 4" of 5"
        assertEquals(List.of("MOVE U1 TO 24,13  # 3.0\" + 1.0\" in difficult ground of 5\""), g.accepted("MOVE U1 TO 24,13"));
        assertEquals("U1's move is 4.0\" + 2.0\" in difficult ground = 6.0\", more than its allowance of 5\" (speed 5)",
                one(g, "MOVE U1 TO 24,14"));
    }

    @Test
    void no_unit_passes_through_another_friend_or_foe_nor_ends_on_it() {
        Game g = Game.of(U1, "U2 a archers 8/4 24,16 N", FAR);
        assertEquals("U1's path runs through U2's ground: no unit passes through another", one(g, "MOVE U1 TO 24,13 THEN 24,18.5"));
        assertEquals("U1 would end overlapping U2 at 24,14.5", one(g, "MOVE U1 TO 24,14.5"));
        assertTrue(g.check("MOVE U1 TO 24,14").accepted(), "touching is not overlapping: U2's bases start at y 14");
    }

    @Test
    void moves_are_checked_in_the_order_written_each_from_where_the_earlier_left_the_others() {
        Game g = Game.of(U1, "U2 a archers 8/4 30,10 N", FAR);
        assertTrue(g.check("MOVE U2 TO 30,15\nMOVE U1 TO 29,10").accepted(), "U1 moves into the ground U2 has left");
        assertEquals("U1 would end overlapping U2 at 29,10", one(g, "MOVE U1 TO 29,10\nMOVE U2 TO 30,15"));
        Game.Turn t = g.turn("MOVE U2 TO 30,15\nMOVE U1 TO 29,10");
        assertEquals(List.of("U2", "U1"), t.all(UnitMoved.class).stream().map(UnitMoved::unit).toList());
        assertEquals(90.0, t.after().u("U1").facing(), "it faces the way it marched");
    }

    @Test
    void impassable_ground_and_the_table_edge_stop_a_move_but_a_ford_lets_it_through_at_half_speed() {
        List<String> river = List.of("river 0,20 48,20 48,24 0,24", "ford 20,19 28,19 28,25 20,25");
        Game g = Game.of(river, "U1 a spearmen 10/5 24,17 N", "U2 a spearmen 10/5 10,17 N", FAR);
        assertEquals("U2's move crosses River 1 (river), which is impassable", one(g, "MOVE U2 TO 10,19.5 THEN 10,21"));
        assertEquals(List.of("MOVE U1 TO 24,19.5  # 2.5\" of 2.5\" (half speed: Ford 2 (ford))"), g.accepted("MOVE U1 TO 24,19.5"));
        assertEquals("U1's move is 5.0\", more than its allowance of 2.5\": half its speed of 5, because it crosses Ford 2 (ford)",
                one(g, "MOVE U1 TO 24,22"));
        assertEquals("U2's move leaves the 48\" x 48\" table: -2,17 is off it (x runs from 0 to 48, y from 0 to 48)",
                one(g, "MOVE U2 12 W"));
        assertEquals("U2's move leaves the 48\" x 48\" table: 50,17 is off it (x runs from 0 to 48, y from 0 to 48)",
                one(g, "MOVE U2 TO 50,17"));
        // the front centre stops on the table, but a block 5" wide facing west stands 2.5" either side of it
        assertEquals("U2's move leaves the 48\" x 48\" table: its bases would end past the bottom edge (x runs from 0 to"
                + " 48, y from 0 to 48)", one(Game.of(List.of(), "U2 a spearmen 10/5 10,3 N", FAR), "MOVE U2 TO 7,2"));
    }

    /**
     * A unit wheels on its front centre to face its march, and the ends of a wide unit swing: U1 (x 21.5 to 26.5,
     * y 8 to 10) turned to face east stands on x 22 to 24, y 7.5 to 12.5, over a wall 1" ahead of its front. Seen on
     * the map it moves away from the wall; the refusal says where the wheel took it.
     */
    @Test
    void a_refusal_caused_by_the_wheel_says_so_with_the_point_and_the_bearing() {
        Game g = Game.of(List.of("wall 14,11 24,11 24,11.5 14,11.5"), U1, FAR);
        assertEquals("U1's move is 5.0\", more than its allowance of 2.5\": half its speed of 5, because it crosses Wall 1"
                + " (wall) as it wheels on its front centre at 24,10 to face 90° (E) (march straight ahead first, and turn"
                + " where there is room)", one(g, "MOVE U1 5 AT 90"));
        assertEquals("U1's move is 5.0\", more than its allowance of 2.5\": half its speed of 5, because it crosses Wall 1"
                + " (wall)", one(g, "MOVE U1 5 N"), "marching straight over the wall: no wheel to blame");
        Game mill = Game.of(List.of("building 18,10.5 23,10.5 23,14 18,14"), U1, FAR);
        assertTrue(one(mill, "MOVE U1 TO 29,10").endsWith("which is impassable as it wheels on its front centre at"
                + " 24,10 to face 90° (E) (march straight ahead first, and turn where there is room)"), one(mill, "MOVE U1 TO 29,10"));
        Game friend = Game.of(U1, "U2 a archers 4/4 22,13 N", FAR);
        assertTrue(one(friend, "MOVE U1 TO 29,10").startsWith("U1's path runs through U2's ground: no unit passes through"
                + " another as it wheels on its front centre at 24,10 to face 90° (E)"), one(friend, "MOVE U1 TO 29,10"));
    }

    @Test
    void a_move_by_distance_and_bearing_goes_from_the_front_centre_and_says_where_it_ends() {
        Game g = Game.of(U1, FAR);
        // 5" along 45° ends at 27.536,13.536, held to the tenth: 27.5,13.5, which is 4.9" as the tape reads it
        assertEquals(List.of("MOVE U1 5 AT 45  # to 27.5,13.5: 4.9\" of 5\""), g.accepted("MOVE U1 5 AT 45"));
        assertEquals(List.of("MOVE U1 4 AT N  # 4.0\" of 5\""), g.accepted("MOVE U1 4 N").stream()
                .map(l -> l.replace("to 24,14: ", "")).toList());
        Game.Turn t = g.turn("MOVE U1 5 AT 45");
        assertEquals(Point.of(27.5, 13.5), t.after().u("U1").at());
        assertEquals(45.0, t.after().u("U1").facing());
    }

    @Test
    void a_unit_faces_after_its_move_whatever_the_order_of_the_lines() {
        Game g = Game.of(U1, FAR);
        Game.Turn t = g.turn("FACE U1 E\nMOVE U1 TO 24,14");
        assertEquals(List.of("U1 moves 4.0\" (allowance 5\"): 24,10 → 24,14, facing 0° (N)", "U1 turns from 0° (N) to face 90° (E)"),
                t.lines().stream().filter(l -> l.startsWith("U1")).toList());
        assertEquals(90.0, t.after().u("U1").facing());
        assertEquals(Point.of(24, 14), t.after().u("U1").at());
        assertEquals("U1 turned to 270° (W) would not stand wholly on the table", one(Game.of("U1 a spearmen 10/5 24,1 S", FAR),
                "FACE U1 W"));
        assertTrue(Game.of(U1, FAR).turn("FACE U1 180").one(UnitFaced.class).to() == 180.0);
    }

    @Test
    void a_unit_locked_in_close_combat_neither_moves_nor_turns_R1() {
        Game g = Game.of("U1 a spearmen 10/5 24,10 N", "E1 b spearmen 10/5 24,11 S");
        BasicFantasyState locked = new UnitCharged("U1", "E1", List.of(Point.of(24, 10), Point.of(24, 10)), 0, 1, 5, List.of(), 0)
                .applyTo(g.state);
        Game l = new Game(locked);
        assertEquals("U1 is locked in close combat with E1: it cannot move (R1)", one(l, "MOVE U1 TO 20,8"));
        assertEquals("U1 is locked in close combat with E1: it cannot turn", one(l, "FACE U1 E"));
    }

    @Test
    void every_mistake_is_reported_at_once_with_its_line() {
        Game g = Game.of(U1, "U2 a archers 8/4 34,10 N", FAR);
        List<OrderError> e = errors(g, "MOVE U9 TO 1,1\nMOVE E1 TO 24,40\nJUMP U1\nMOVE U1 TO 24\nMOVE U2 TO 34,12\nMOVE U2 TO 34,13\n"
                + "HOLD U1\nFACE U2 UP");
        assertEquals(List.of(1, 2, 3, 4, 6, 8), e.stream().map(OrderError::line).toList());
        assertEquals("there is no unit U9", e.get(0).message());
        assertEquals("E1 is not yours: it belongs to the Orcs", e.get(1).message());
        assertTrue(e.get(2).message().contains("\"JUMP\" is not an order"));
        assertTrue(e.get(3).message().startsWith("write MOVE, the unit, TO and points"), e.get(3).message());
        assertEquals("U2 has a MOVE order already (line 5): give one, with THEN for a path of several legs", e.get(4).message());
        assertEquals("\"UP\" is not a bearing: whole degrees 0 to 360 or N NE E SE S SW W NW", e.get(5).message());
        assertEquals("U1 is ordered to HOLD here and to MOVE on line 1: HOLD means nothing else this player turn",
                one(g, "MOVE U1 TO 24,12\nHOLD U1"));
        assertEquals(List.of("U1 is ordered to HOLD here and to FACE on line 2: HOLD means nothing else this player turn",
                "U1 is ordered to HOLD on line 1: HOLD means nothing else this player turn"),
                errors(g, "HOLD U1\nFACE U1 E").stream().map(OrderError::message).toList());
    }

    @Test
    void only_the_active_side_gives_orders() {
        Game g = Game.of(U1, FAR);
        OrdersRuling r = Game.RULES.check(g.state, "b", "HOLD E1");
        assertEquals("it is the Elves' player turn, not yours: your orders are due in your own player turn",
                ((OrdersRuling.Rejected) r).errors().get(0).message());
    }
}
