package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.lonewolf.events.PieceMoved;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** MV9 (L192) slopes have a top and a bottom: climbing costs {@code terrainCost.slopeUp} more a level, going down nothing. */
class SlopesTest {

    /**
     * A hill in the middle column: B1 the plain, B2 the slope (1), B3 the plateau (2), B4 the far slope, B5 the plain.
     *
     *   levels    (all open ground; G1 far off on E5)
     *   5 00000
     *   4 01000
     *   3 02000
     *   2 01000
     *   1 00000
     */
    private static Battle hill(String overrides) {
        String json = Battle.json(Battle.open(5, 5), List.of(
                "S1 sommerlund human sword none - regular B1 N",
                "G1 giaks giak sword none - regular E5 S"), 10, overrides);
        return Battle.fromJson(json.replace("\"terrain\": [", "\"levels\": [\"00000\", \"01000\", \"02000\", \"01000\", \"00000\"], \"terrain\": ["));
    }

    @Test
    void given_a_human_crossing_a_hill_then_each_step_up_costs_one_more_and_each_step_down_the_terrain_alone() {
        Battle.Turn t = hill("{}").turn(Map.of("sommerlund", "MOVE S1 N N N N", "giaks", "HOLD G1"), 6, 3);

        List<Integer> costs = t.all(PieceMoved.class).stream().map(PieceMoved::cost).toList();
        assertEquals(List.of(2, 2, 1, 1), costs);
    }

    @Test
    void given_a_diagonal_step_up_then_the_climb_is_doubled_with_the_terrain() {
        Battle b = hill("{}");
        Battle.Turn t = b.turn(Map.of("sommerlund", "MOVE S1 N", "giaks", "HOLD G1"), 6, 3);
        Battle.Turn up = t.after().turn(Map.of("sommerlund", "MOVE S1 NE", "giaks", "HOLD G1"), 6, 3);

        assertEquals(2, up.all(PieceMoved.class).get(0).cost()); // B2 (1) to C3 (0): down, open 1 doubled
        Battle.Turn climb = hill("{}").turn(Map.of("sommerlund", "FACE S1 E\nMOVE S1 E\nMOVE S1 NW", "giaks", "HOLD G1"), 6, 3);
        assertEquals(List.of(1, 4), climb.all(PieceMoved.class).stream().map(PieceMoved::cost).toList()); // C1 (0) to B2 (1): (1 + 1) x 2
    }

    @Test
    void given_a_move_that_cannot_pay_for_the_climb_then_the_check_names_the_slope() {
        Battle b = Battle.fromJson(Battle.json(Battle.open(5, 5), List.of(
                "S1 sommerlund human sword plate - regular B1 N", "G1 giaks giak sword none - regular E5 S"), 10, "{}")
                .replace("\"terrain\": [", "\"levels\": [\"00000\", \"01000\", \"02000\", \"01000\", \"00000\"], \"terrain\": ["));

        String refusal = b.check("sommerlund", "MOVE S1 N N N N").toString();

        org.junit.jupiter.api.Assertions.assertTrue(refusal.contains("more to climb a slope (MV9)"), refusal);
    }

    @Test
    void given_a_sheet_without_slopeUp_then_climbing_is_free_as_in_games_set_up_before_it() {
        Battle.Turn t = hill("{\"human\": {\"terrainCost\": {\"slopeUp\": null}}}")
                .turn(Map.of("sommerlund", "MOVE S1 N N N N", "giaks", "HOLD G1"), 6, 3);

        assertEquals(List.of(1, 1, 1, 1), t.all(PieceMoved.class).stream().map(PieceMoved::cost).toList());
    }
}
