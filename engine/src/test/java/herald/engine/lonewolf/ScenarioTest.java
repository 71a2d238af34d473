package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScenarioTest {
    private static final List<String> BOARD = List.of("....~", ".....", ".....");

    private static String problem(List<String> rows, String... pieces) {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> Battle.RULES.setUp(Battle.json(rows, List.of(pieces), 10, "{}"), "test.json"));
        return e.getMessage();
    }

    @Test
    void the_shipped_patrol_sets_up_with_two_sides_of_fair_size() {
        LoneWolfState s = Battle.patrol().state;
        assertEquals("The Sommerlund patrol", s.scenario().title());
        assertEquals(List.of("sommerlund", "giaks"), s.sideIds());
        assertEquals(20, s.board().width());
        assertEquals(16, s.board().height());
        assertTrue(s.living("sommerlund").size() >= 6 && s.living("sommerlund").size() <= 8);
        assertTrue(s.living("giaks").size() >= 8 && s.living("giaks").size() <= 10);
        assertEquals(10, s.scenario().turnLimit());
        for (Terrain t : List.of(Terrain.OPEN, Terrain.SCRUB, Terrain.ROCKS, Terrain.TREES, Terrain.WALL, Terrain.WATER)) {
            assertTrue(s.board().cells().contains(t), t + " is on the map");
        }
    }

    @Test
    void a_square_off_the_board_is_named() {
        assertEquals("test.json: pieces[0].square: F2 is off the board (5 x 3: A1 to E3)",
                problem(BOARD, "S1 sommerlund human sword mail - regular F2 N", "G1 giaks giak sword mail - regular A3 S"));
    }

    @Test
    void a_piece_on_water_is_refused() {
        assertEquals("test.json: pieces[1].square: G1 cannot stand on E3: water is impassable",
                problem(BOARD, "S1 sommerlund human sword mail - regular A1 N", "G1 giaks giak sword mail - regular E3 S"));
    }

    @Test
    void two_pieces_on_one_square_are_refused() {
        assertEquals("test.json: pieces[1].square: G1 and S1 are both on A1",
                problem(BOARD, "S1 sommerlund human sword mail - regular A1 N", "G1 giaks giak sword mail - regular A1 S"));
    }

    @Test
    void an_unknown_race_weapon_or_armour_is_named() {
        assertTrue(problem(BOARD, "S1 sommerlund elf sword mail - regular A1 N", "G1 giaks giak sword mail - regular A3 S")
                .startsWith("test.json: pieces[0].race: unknown race \"elf\""));
        assertTrue(problem(BOARD, "S1 sommerlund human arquebus mail - regular A1 N", "G1 giaks giak sword mail - regular A3 S")
                .startsWith("test.json: pieces[0].weapons: unknown weapon \"arquebus\" for a human"));
        assertTrue(problem(BOARD, "S1 sommerlund human sword chain - regular A1 N", "G1 giaks giak sword mail - regular A3 S")
                .startsWith("test.json: pieces[0].armour: unknown armour \"chain\""));
    }

    @Test
    void ragged_rows_and_unknown_terrain_characters_are_named() {
        assertEquals("test.json: board.terrain[1] (row 2): 4 characters, the board is 5 wide",
                problem(List.of(".....", "....", "....."), "S1 sommerlund human sword mail - regular A1 N", "G1 giaks giak sword mail - regular A3 S"));
        assertTrue(problem(List.of(".....", "..x..", "....."), "S1 sommerlund human sword mail - regular A1 N", "G1 giaks giak sword mail - regular A3 S")
                .startsWith("test.json: board.terrain[1] (row 2): unknown terrain character 'x' at C2"));
    }

    @Test
    void an_unknown_key_names_the_file_the_place_and_the_key() {
        String json = Battle.json(BOARD, List.of("S1 sommerlund human sword mail - regular A1 N", "G1 giaks giak sword mail - regular A3 S"), 10, "{}")
                .replace("\"unit\": \"S1\",", "\"unit\": \"S1\", \"colour\": \"red\",");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "test.json"));
        assertTrue(e.getMessage().startsWith("test.json: pieces[0]: unknown key \"colour\""), e.getMessage());
    }

    @Test
    void sides_without_colours_are_drawn_red_then_blue() {
        LoneWolfState s = Battle.of(BOARD, "S1 sommerlund human sword mail - regular A1 N", "G1 giaks giak sword mail - regular A3 S").state;
        assertEquals("#b3261e", s.sides().get(0).colour());
        assertEquals("#1f4e9e", s.sides().get(1).colour());
    }
}
