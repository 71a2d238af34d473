package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * CV10 corner-grazing (house rule {@code corner-los}): S1 on A1 shoots G1 on C3 (range 2, a 45° diagonal).
 * The line crosses B2 and passes exactly through the corners it shares with A1 and C3, so it grazes A2,
 * B1, B3 and C2. Boards drawn top row first.
 */
class CornerLosTest {

    @ParameterizedTest(name = "{0} / {1} / {2}: {3}")
    @CsvSource(delimiter = '|', value = {
        // board rows (top first)   option   may fire
        "...  | ...  | ...  | clear  | true", //  nothing in the way
        "...  | ...  | .t.  | clear  | true", //  B1 trees, grazed: the default lets the shot pass (as before the option)
        "...  | ...  | .t.  | blocks | false", // ...and blocks refuses it
        "...  | t..  | ...  | blocks | false", // A2 trees, grazed
        "...  | ..W  | ...  | blocks | false", // C2 a high wall, grazed
        "...  | .t.  | ...  | clear  | false", // B2 trees, crossed: refused either way
        "...  | ...  | ..t  | blocks | true", //  C1 trees: not touched at all
        "...  | ...  | .r.  | blocks | true", //  B1 rocks: grazed, but rocks never block sight
    })
    void a_grazed_corner_blocks_only_under_the_blocks_option(String top, String middle, String bottom, String option, boolean mayFire) {
        Battle b = Battle.of(List.of(top.trim(), middle.trim(), bottom.trim()),
                "S1 sommerlund human longbow,dagger leather - regular A1 N",
                "G1 giaks giak sword leather - regular C3 S")
                .withOptions(Map.of(HouseRules.CORNER_LOS, option.trim()));

        Ruling<Fire.Shot> shot = Fire.assess(b.state, b.piece("S1"), b.piece("G1"));

        assertEquals(mayFire, !shot.refused(), () -> shot.refused() ? shot.reason() : "allowed");
    }
}
