package herald.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Six sides without colours of their own still print as different greys, beside the renderer's patterns. */
class SideColoursTest {

    @Test
    void the_first_two_defaults_stay_red_and_blue() {
        assertEquals("#b3261e", Side.defaultColour(0));
        assertEquals("#1f4e9e", Side.defaultColour(1));
    }

    @Test
    void every_later_default_is_a_grey_of_its_own() {
        for (int a = 0; a < 6; a++) {
            for (int b = Math.max(a + 1, 2); b < 6; b++) {
                double d = Math.abs(grey(Side.defaultColour(a)) - grey(Side.defaultColour(b)));
                assertTrue(d >= 20, "sides " + a + " and " + b + " print " + d + " grey levels apart");
            }
        }
    }

    @Test
    void a_side_is_found_by_its_place_in_the_scenario() {
        List<Side> sides = List.of(new Side("a", "A", "#000000"), new Side("b", "B", "#000000"));
        assertEquals(1, Side.indexOf(sides, "b"));
        assertEquals(-1, Side.indexOf(sides, "c"));
    }

    /** The grey a printer makes of a colour (ITU-R 601 weights, as pdftoppm -gray). */
    private static double grey(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return 0.299 * (rgb >> 16 & 0xff) + 0.587 * (rgb >> 8 & 0xff) + 0.114 * (rgb & 0xff);
    }
}
