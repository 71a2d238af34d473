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

    /** CV10: the squares a line only grazes at a corner are the same from either end, and never crossed ones. */
    @Property
    void grazed_squares_are_symmetric_and_apart_from_the_crossed(@ForAll("squares") Square a, @ForAll("squares") Square b) {
        var grazed = new HashSet<>(LineOfSight.grazed(a, b));
        assertEquals(grazed, new HashSet<>(LineOfSight.grazed(b, a)));
        assertTrue(LineOfSight.crossed(a, b).stream().noneMatch(grazed::contains));
    }

    /** A line grazes squares exactly when it passes through a point where four squares meet (checked by brute force). */
    @Property
    void a_line_grazes_a_corner_exactly_when_it_passes_through_a_lattice_point(@ForAll("squares") Square a, @ForAll("squares") Square b) {
        int dx = b.x() - a.x();
        int dy = b.y() - a.y();
        boolean throughCorner = false;
        // centre + t (dx, dy) with t = k / (2m) for a corner: both coordinates integers at some 0 < t < 1
        int n = 2 * Math.max(1, Math.max(Math.abs(dx), Math.abs(dy)));
        for (int k = 1; k < n && dx != 0 && dy != 0; k++) {
            // 2 * (a + 1/2 + k/n * d) must be even: (2a + 1) n + 2 k d divisible by 2n
            if (((2 * a.x() + 1) * n + 2 * k * dx) % (2 * n) == 0 && ((2 * a.y() + 1) * n + 2 * k * dy) % (2 * n) == 0) {
                throughCorner = true;
            }
        }
        assertEquals(throughCorner, !LineOfSight.grazed(a, b).isEmpty());
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
