package herald.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Flat-topped odd-q hexes, printed CCRR; columns 02, 04 ... sit half a hex lower. */
class HexTest {
    private static Hex h(String s) {
        return Hex.parse(s).orElseThrow();
    }

    private static List<String> around(String s) {
        return h(s).neighbours().stream().map(Hex::toString).toList();
    }

    @Test
    void a_hex_is_printed_column_then_row_from_01() {
        assertEquals(new Hex(4, 6), h("0507"));
        assertEquals("0507", new Hex(4, 6).toString());
        assertTrue(Hex.parse("0007").isEmpty());
        assertTrue(Hex.parse("57").isEmpty());
    }

    @Test
    void in_an_odd_numbered_column_the_slanted_neighbours_are_a_row_up() {
        assertEquals(List.of("0504", "0604", "0605", "0506", "0405", "0404"), around("0505"));
    }

    @Test
    void in_an_even_numbered_column_sitting_lower_the_slanted_neighbours_are_a_row_down() {
        assertEquals(List.of("0604", "0705", "0706", "0606", "0506", "0505"), around("0605"));
    }

    @Test
    void distance_counts_hexes_across_the_offset_columns() {
        assertEquals(0, h("0505").distance(h("0505")));
        assertEquals(1, h("0505").distance(h("0604")));
        assertEquals(4, h("0101").distance(h("0105")));
        assertEquals(3, h("0101").distance(h("0402")));
        assertEquals(19, h("0101").distance(h("2010")));
    }

    @Test
    void a_line_along_a_hex_edge_holds_both_hexes_and_the_rule_decides() {
        List<HexLine.Step> steps = HexLine.between(h("0103"), h("0303"));
        assertEquals(1, steps.size());
        assertEquals(Set.of(h("0202"), h("0203")), Set.copyOf(steps.get(0).hexes()));
        assertFalse(HexLine.blocked(h("0103"), h("0303"), x -> x.equals(h("0202")), true));
        assertTrue(HexLine.blocked(h("0103"), h("0303"), x -> x.equals(h("0202")), false));
        assertTrue(HexLine.blocked(h("0103"), h("0303"), x -> true, true));
    }

    @Test
    void a_straight_line_down_a_column_crosses_each_hex_between() {
        assertEquals(List.of("0102", "0103", "0104"), HexLine.between(h("0101"), h("0105")).stream()
                .map(s -> s.hexes().get(0).toString()).toList());
    }
}
