package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Orders are checked at once: every error with its line, naming characters and hexes. */
class OrdersTest {
    /**
     * <pre>
     * row 01  . . t . . . . .
     * row 02  . . t . . . . .
     * row 03  . . . . . . . .
     * </pre>
     */
    static final List<String> MAP = List.of("..t.....", "..t.....", "........", "........", "........", "........");

    private static Fight fight() {
        return Fight.of(MAP, "A1 a knight 0201 mounted", "A2 a archer 0101", "A3 a man-at-arms 0603", "A4 a billman 0805",
                "B1 b billman 0606", "B2 b peasant 0406", "B3 b billman 0804");
    }

    private static List<OrderError> errors(String body) {
        OrdersRuling r = fight().check(body);
        assertFalse(r.accepted(), body);
        return ((OrdersRuling.Rejected) r).errors();
    }

    private static String one(String body) {
        List<OrderError> e = errors(body);
        assertEquals(1, e.size(), e.toString());
        return e.get(0).message();
    }

    @Test
    void good_orders_are_accepted_case_insensitive_with_comments_and_normalised() {
        OrdersRuling r = fight().check("# my turn\nmove a1 s se  # charge\nfire a2 at b2\n\nHOLD A3\nattack a4 b3");
        assertTrue(r.accepted(), r.toString());
        assertEquals(List.of("MOVE A1 S SE", "FIRE A2 AT B2", "HOLD A3", "ATTACK A4 B3"), ((OrdersRuling.Accepted) r).normalised());
    }

    @Test
    void every_error_is_reported_with_its_line() {
        List<OrderError> e = errors("MOVE A9 N\nMOVE B1 N\nJUMP A1\nMOVE A1 X");
        assertEquals(List.of(1, 2, 3, 4), e.stream().map(OrderError::line).toList());
        assertTrue(e.get(0).message().contains("no character A9"));
        assertTrue(e.get(1).message().contains("B1 is not yours"));
        assertTrue(e.get(2).message().contains("not an order"));
        assertTrue(e.get(3).message().contains("\"X\" is not a hex direction"));
    }

    @Test
    void moves_may_not_leave_the_map_enter_an_occupied_or_impassable_hex_or_overspend() {
        assertTrue(one("MOVE A2 N").contains("0100 is off the map") || one("MOVE A2 N").contains("off the map"));
        assertTrue(one("MOVE A2 SE").contains("0201 is occupied by A1"), one("MOVE A2 SE"));
        assertTrue(one("MOVE A1 NE").contains("0301 is a tree: impassable to mounted characters"), one("MOVE A1 NE"));
        assertTrue(one("MOVE A2 S S S S S S S").contains("off the map") || one("MOVE A2 S S S S S S S").contains("MP"));
        assertTrue(one("MOVE A2 S S S S S SE NE").contains("A2 has 6 MP; this move to"), one("MOVE A2 S S S S S SE NE"));
    }

    @Test
    void entering_contact_ends_the_move() {
        String m = one("MOVE A3 S S SE");
        assertTrue(m.contains("A3 comes into contact with B1 at 0605, which ends its move: 1 step(s) too many"), m);
    }

    @Test
    void fire_needs_a_missile_weapon_range_sight_and_no_enemy_adjacent() {
        assertTrue(one("FIRE A1 AT B1").contains("A1 (knight, mounted) has no missile weapon"));
        assertTrue(one("FIRE A2 AT B3").contains("no line of sight") || fight().check("FIRE A2 AT B3").accepted());
        Fight contact = Fight.of(MAP, "A1 a archer 0505", "B1 b billman 0506", "B2 b billman 0101");
        assertTrue(contact.check("FIRE A1 AT B2").toString().contains("cannot shoot"));
        Fight far = Fight.of(java.util.Map.of("ranges", "B"), Fight.flat(3, 20), "A1 a archer 0101", "B1 b billman 0120");
        assertTrue(far.check("FIRE A1 AT B1").toString().contains("beyond the bow's long range (15)"), far.check("FIRE A1 AT B1").toString());
        Fight wood = Fight.of(List.of("...", "t..", "..."), "A1 a archer 0101", "B1 b billman 0103");
        assertTrue(wood.check("FIRE A1 AT B1").toString().contains("blocked at 0102 (tree)"), wood.check("FIRE A1 AT B1").toString());
    }

    @Test
    void an_attack_needs_contact_after_the_ordered_move() {
        assertTrue(one("ATTACK A3 B1").contains("A3 will be at 0603, not next to B1 at 0606"), one("ATTACK A3 B1"));
        assertTrue(fight().check("MOVE A3 S S\nATTACK A3 B1").accepted());
        assertTrue(one("ATTACK A4 A3").contains("own side"));
    }

    @Test
    void one_order_of_each_kind_and_a_shooter_does_nothing_else() {
        assertTrue(one("MOVE A2 S\nMOVE A2 S").contains("two MOVE orders"));
        assertTrue(one("FIRE A2 AT B2\nMOVE A2 S").contains("shoots this player turn"));
        assertTrue(one("HOLD A3\nMOVE A3 S").contains("HOLD and to do something else"));
        assertFalse(fight().check("").accepted());
    }
}
