package herald.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class GeometryPropertyTest {

    @Provide
    Arbitrary<Square> squares() {
        return Arbitraries.integers().between(0, 25).flatMap(x -> Arbitraries.integers().between(0, 30).map(y -> new Square(x, y)));
    }

    @Property
    void range_is_symmetric(@ForAll("squares") Square a, @ForAll("squares") Square b) {
        assertEquals(a.rangeTo(b), b.rangeTo(a));
    }

    @Property
    void range_obeys_the_triangle_inequality(@ForAll("squares") Square a, @ForAll("squares") Square b, @ForAll("squares") Square c) {
        assertTrue(a.rangeTo(c) <= a.rangeTo(b) + b.rangeTo(c));
    }

    @Property
    void line_of_sight_is_symmetric(@ForAll("squares") Square a, @ForAll("squares") Square b) {
        assertEquals(new HashSet<>(LineOfSight.crossed(a, b)), new HashSet<>(LineOfSight.crossed(b, a)));
    }

    @Property
    void a_line_crosses_at_least_range_minus_one_squares(@ForAll("squares") Square a, @ForAll("squares") Square b) {
        assertTrue(LineOfSight.crossed(a, b).size() >= Math.max(0, a.rangeTo(b) - 1));
    }

    @Property
    void squares_print_and_parse_back(@ForAll("squares") Square a) {
        assertEquals(a, Square.parse(a.toString()).orElseThrow());
    }
}
