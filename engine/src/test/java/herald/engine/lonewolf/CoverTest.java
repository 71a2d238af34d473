package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.lonewolf.events.Modifier;
import herald.engine.view.LegendEntry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cover and sight (CV1-CV6, F6): degrees per race, low walls, hedges, fences, high walls, hills. */
class CoverTest {

    /** LW-EX-16's hill: A (D1) and B (F1) on the plain below its south slope; hilltop D6-F7. */
    static final List<String> HILL = List.of(
            "0000000000",
            "0011111000",
            "0012221000",
            "0012221000",
            "0011111000",
            "0000000000",
            "0000000000",
            "0000000000",
            "0000000000");

    static Battle hill() {
        String json = Battle.json(Battle.open(10, 9), List.of(
                "A sommerlund human longbow,dagger leather - regular D1 N",
                "B sommerlund human longbow,dagger leather - regular F1 N",
                "C giaks giak shortbow,sword leather - regular D5 S",
                "E giaks giak shortbow,sword leather - regular F5 S",
                "F giaks giak shortbow,sword leather - regular E6 S",
                "H giaks giak shortbow,sword leather - regular B5 S",
                "D giaks giak shortbow,sword leather - regular E8 S",
                "G giaks giak shortbow,sword leather - regular G6 S"), 10, "{}");
        String levels = HILL.stream().map(r -> "\"" + r + "\"").reduce((a, b) -> a + ", " + b).orElseThrow();
        return Battle.fromJson(json.replace("\"terrain\": [", "\"levels\": [" + levels + "], \"terrain\": ["));
    }

    private static String refusal(Battle b, String firer, String target) {
        var r = Fire.assess(b.state, b.piece(firer), b.piece(target));
        assertTrue(r.refused(), firer + " should not be able to shoot " + target);
        return r.reason();
    }

    @Test
    void given_LW_EX_16_then_A_and_B_may_fire_at_C_E_F_and_H() {
        Battle b = hill();
        for (String firer : List.of("A", "B")) {
            for (String target : List.of("C", "E", "F", "H")) {
                assertFalse(Fire.assess(b.state, b.piece(firer), b.piece(target)).refused(), firer + " at " + target);
            }
        }
    }

    @Test
    void given_LW_EX_16_then_nobody_fires_over_the_hilltop_at_D_nor_round_the_corner_at_G_and_neither_replies() {
        Battle b = hill();
        assertEquals("A cannot shoot D: the line of fire crosses the hilltop at E6 (CV3: no firing over a hilltop)", refusal(b, "A", "D"));
        assertTrue(refusal(b, "B", "D").contains("crosses the hilltop"));
        assertEquals("A cannot shoot G: the line of fire goes round the corner of the slope at G5 (CV3: no firing round a slope corner)",
                refusal(b, "A", "G"));
        assertTrue(refusal(b, "B", "G").contains("round the corner"));
        assertTrue(refusal(b, "D", "A").contains("hilltop"));
        assertTrue(refusal(b, "G", "B").contains("round the corner"));
    }

    @Test
    void the_map_draws_the_hill_as_slope_and_hilltop_with_legend_entries() {
        var board = Battle.RULES.view(hill().state, null).board();
        assertTrue(board.legend().stream().anyMatch(l -> l.terrain().equals("slope") && l.symbol() == LegendEntry.Symbol.SLOPE));
        assertTrue(board.legend().stream().anyMatch(l -> l.terrain().equals("hilltop")));
        assertEquals(14, board.terrain().stream().filter(c -> c.terrain().equals("slope")).count());
    }

    @Test
    void given_two_pieces_on_the_plain_with_a_hill_between_then_they_cannot_see_each_other() {
        Battle b = Battle.fromJson(Battle.json(Battle.open(7, 3), List.of(
                        "S1 sommerlund human longbow,dagger leather - regular A2 E",
                        "G1 giaks giak sword leather - regular G2 W"), 10, "{}")
                .replace("\"terrain\": [", "\"levels\": [\"0001000\", \"0001000\", \"0001000\"], \"terrain\": ["));
        assertEquals("S1 cannot shoot G1: the hill at D2 is in the way (CV3: hills block the sight of troops below them)",
                refusal(b, "S1", "G1"));
    }

    @Test
    void given_a_firer_on_a_hilltop_then_it_shoots_over_pieces_below_it_but_not_a_firer_on_the_plain() {
        Battle b = Battle.fromJson(Battle.json(Battle.open(3, 7), List.of(
                        "S1 sommerlund human longbow,dagger leather - regular B1 N",
                        "S2 sommerlund human sword leather - regular B3 N unit=swords",
                        "G1 giaks giak longbow,sword leather - regular B6 S"), 10, "{}")
                .replace("\"terrain\": [", "\"levels\": [\"020\", \"000\", \"000\", \"000\", \"000\", \"000\", \"000\"], \"terrain\": ["));
        assertEquals("S1 cannot shoot G1: S2 at B3 is in the way", refusal(b, "S1", "G1"));
        Battle up = Battle.fromJson(Battle.json(Battle.open(3, 7), List.of(
                        "S1 sommerlund human longbow,dagger leather - regular B7 S",
                        "S2 sommerlund human sword leather - regular B5 S unit=swords",
                        "G1 giaks giak sword leather - regular B2 N"), 10, "{}")
                .replace("\"terrain\": [", "\"levels\": [\"020\", \"010\", \"000\", \"000\", \"000\", \"000\", \"000\"], \"terrain\": ["));
        assertFalse(Fire.assess(up.state, up.piece("S1"), up.piece("G1")).refused(), "F6: overhead fire from the hilltop");
    }

    @Test
    void given_LW_EX_15_then_a_piece_in_trees_may_be_shot_but_not_one_behind_them() {
        Battle c = Battle.of(List.of(
                        "..t..",
                        "..t..",
                        ".....",
                        "....."),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword mail - regular C3 S",
                "G2 giaks giak sword mail - regular C4 S");
        assertEquals(List.of(new Modifier("trees", -4)), Fire.assess(c.state, c.piece("S1"), c.piece("G1")).value().modifiers());
        assertEquals("S1 cannot see G2: the line of fire passes through trees at C3", refusal(c, "S1", "G2"));
    }

    @Test
    void given_a_hedge_or_fence_next_to_the_target_then_it_claims_the_races_cover_for_a_low_wall_and_none_further_away() {
        for (String k : List.of("h", "f")) {
            Battle b = Battle.of(List.of(
                            ".....",
                            ".....",
                            ".." + k + "..",
                            ".....",
                            "....."),
                    "S1 sommerlund human longbow,dagger leather - regular C1 N",
                    "G1 giaks giak sword leather - regular C4 S",
                    "G2 giaks giak sword leather - regular D5 S");
            String name = k.equals("h") ? "hedge" : "fence";
            assertEquals(List.of(new Modifier(name, -3)), Fire.assess(b.state, b.piece("S1"), b.piece("G1")).value().modifiers());
            assertEquals(List.of(), Fire.assess(b.state, b.piece("S1"), b.piece("G2")).value().modifiers());
        }
    }

    @Test
    void given_a_high_wall_between_then_no_shot() {
        Battle b = Battle.of(List.of(
                        ".....",
                        "..W..",
                        "....."),
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword leather - regular C3 S");
        assertEquals("S1 cannot see G1: the line of fire passes through a high wall at C2 (CV6)", refusal(b, "S1", "G1"));
    }

    @Test
    void given_a_race_whose_sheet_says_light_for_a_low_wall_then_it_claims_light_cover() {
        String json = Battle.json(List.of(".....", ".....", "..w..", "....."), List.of(
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword leather - regular C3 S"), 10, "{\"giak\": {\"cover\": {\"wall\": \"L\"}}}");
        Battle b = Battle.fromJson(json);
        assertEquals(List.of(new Modifier("wall", -2)), Fire.assess(b.state, b.piece("S1"), b.piece("G1")).value().modifiers());
    }

    @Test
    void given_a_race_whose_sheet_says_X_for_scrub_then_it_cannot_be_seen_in_scrub() {
        String json = Battle.json(List.of(".....", "..s..", ".....", "....."), List.of(
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "G1 giaks giak sword leather - regular C3 S"), 10, "{\"giak\": {\"cover\": {\"scrub\": \"X\"}}}");
        Battle b = Battle.fromJson(json);
        assertTrue(refusal(b, "S1", "G1").contains("X on the play sheet: CV1"));
    }

    /** A high wall across the board with an opening at C3: the firer at C1 is two squares from it. */
    private static Battle opening(String k, String firerSquare) {
        return Battle.of(List.of(
                        ".....",
                        ".....",
                        "WW" + k + "WW",
                        ".....",
                        "....."),
                "S1 sommerlund human longbow,dagger leather - regular " + firerSquare + " N",
                "G1 giaks giak sword leather - regular C4 S",
                "G2 giaks giak sword leather - regular C5 S");
    }

    @Test
    void given_a_door_then_a_piece_next_to_it_sees_through_and_one_further_away_only_into_the_square_behind_it() {
        Battle door = opening("d", "C1");
        assertEquals(List.of(), Fire.assess(door.state, door.piece("S1"), door.piece("G1")).value().modifiers());
        assertEquals("S1 cannot see G2: from further away one sees through the door at C3 only into the square behind it (CV8, CV9)",
                refusal(opening("d", "C1"), "S1", "G2"));
        Battle near = Battle.of(List.of(".....", ".....", ".....", "WWdWW", ".....", "....."),
                "S1 sommerlund human longbow,dagger leather - regular C2 N",
                "G2 giaks giak sword leather - regular C6 S");
        assertFalse(Fire.assess(near.state, near.piece("S1"), near.piece("G2")).refused());
    }

    @Test
    void given_a_window_or_arrow_slit_then_the_target_behind_it_claims_its_cover() {
        Battle w = opening("n", "C1");
        assertEquals(List.of(new Modifier("window", -3)), Fire.assess(w.state, w.piece("S1"), w.piece("G1")).value().modifiers());
        Battle a = opening("a", "C1");
        assertEquals(List.of(new Modifier("arrow_slit", -4)), Fire.assess(a.state, a.piece("S1"), a.piece("G1")).value().modifiers());
        assertTrue(refusal(a, "S1", "G2").contains("only into the square behind it"));
    }

    @Test
    void a_hidden_piece_behind_a_hill_is_not_spotted_from_the_plain() {
        Board b = new Board(new herald.engine.board.Grid(3, 1), List.of(Terrain.OPEN, Terrain.OPEN, Terrain.SCRUB), List.of(0, 1, 0));
        assertFalse(Concealment.couldSee(b, new herald.engine.board.Square(0, 0), new herald.engine.board.Square(2, 0)));
        Board flat = new Board(new herald.engine.board.Grid(3, 1), List.of(Terrain.OPEN, Terrain.OPEN, Terrain.SCRUB));
        assertTrue(Concealment.couldSee(flat, new herald.engine.board.Square(0, 0), new herald.engine.board.Square(2, 0)));
    }

    /** A rampart walk (level 2) on row 5 with its crenellations on row 4, facing the plain below; a courtyard behind. */
    private static Battle rampart() {
        String json = Battle.json(List.of(".....", ".....", ".....", "ccccc", ".....", ".....", "....."), List.of(
                "S1 sommerlund human longbow,dagger leather - regular C1 N",
                "S2 sommerlund human longbow,dagger leather - regular A7 E",
                "G1 giaks giak longbow,sword leather - regular C5 S"), 10, "{}");
        return Battle.fromJson(json.replace("\"terrain\": [",
                "\"levels\": [\"00000\", \"00000\", \"22222\", \"00000\", \"00000\", \"00000\", \"00000\"], \"terrain\": ["));
    }

    @Test
    void given_a_piece_on_a_rampart_then_it_may_be_shot_and_claims_cover_only_from_a_shot_across_the_crenellations() {
        Battle b = rampart();
        assertEquals(List.of(new Modifier("crenellations", -4)), Fire.assess(b.state, b.piece("S1"), b.piece("G1")).value().modifiers());
        assertFalse(Fire.assess(b.state, b.piece("G1"), b.piece("S1")).refused(), "the defender fires out over its parapet");
        assertEquals(List.of(), Fire.assess(b.state, b.piece("S2"), b.piece("G1")).value().modifiers(), "from the courtyard: no parapet crossed");
    }
}
