package herald.engine.lonewolf;

import static herald.engine.lonewolf.FireTest.messages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceTurned;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MovementTest {

    /** LW-EX-9: a Giak in mail (7 MP) at C1 facing N with scrub ahead. */
    private static Battle scrub() {
        return Battle.of(List.of(
                        "..s..",
                        "..s..",
                        "..s..",
                        "..s..",
                        "..s..",
                        "....."),
                "G1 giaks giak sword mail - regular C1 N",
                "S1 sommerlund human sword mail - regular E6 S");
    }

    @Test
    void given_LW_EX_9_when_a_Giak_in_mail_orders_four_scrub_squares_then_the_order_is_refused_with_the_costs() {
        assertEquals(List.of("G1 has 7 MP; this move needs 8 (scrub 2 per square)"), messages(scrub().check("giaks", "MOVE G1 N N N N")));
    }

    @Test
    void given_LW_EX_9_when_a_Giak_in_mail_moves_into_scrub_then_it_goes_3_squares_and_loses_the_last_MP() {
        Battle.Turn t = scrub().raw(Map.of("giaks", List.of("MOVE G1 N N N N")), 3, 6);

        List<PieceMoved> moves = t.all(PieceMoved.class);
        assertEquals(3, moves.size());
        assertEquals(List.of(5, 3, 1), moves.stream().map(PieceMoved::mpLeft).toList());
        assertEquals(Square.parse("C4").orElseThrow(), t.after().piece("G1").square());
        assertEquals("G1 halts at C4: G1 has 1 MP left and needs 2 to enter C5 (scrub): it stops, and the 1 MP left is lost",
                t.all(MoveHalted.class).get(0).describe());
        assertTrue(scrub().check("giaks", "MOVE G1 N N N").accepted());
    }

    @Test
    void given_a_Giak_in_mail_then_a_diagonal_costs_double_and_a_step_behind_turns_first() {
        Battle b = Battle.of(Battle.open(6, 6),
                "G1 giaks giak sword mail - regular C3 N",
                "S1 sommerlund human sword mail - regular F6 S");

        Battle.Turn t = b.turn(Map.of("giaks", "MOVE G1 NE S", "sommerlund", "HOLD S1"), 3, 6);

        assertEquals(List.of(new PieceMoved("G1", sq("C3"), sq("D4"), 2, 5), new PieceMoved("G1", sq("D4"), sq("D3"), 1, 3)),
                t.all(PieceMoved.class));
        assertEquals(List.of(new PieceTurned("G1", Facing.N, Facing.S, 1, 4)), t.all(PieceTurned.class));
        assertEquals(Facing.S, t.after().piece("G1").facing());
    }

    @Test
    void given_a_move_beyond_MP_with_diagonals_and_turns_then_the_message_names_every_cost() {
        Battle b = Battle.of(List.of(
                        "......",
                        "...s..",
                        "..ss..",
                        "......",
                        "......",
                        "......"),
                "G3 giaks giak sword mail - regular C3 N",
                "S1 sommerlund human sword mail - regular F1 N");

        assertEquals(List.of("G3 has 7 MP; this move needs 9 (scrub 2 per square, diagonal double, 1 to turn)"),
                messages(b.check("giaks", "MOVE G3 N NE S")));
    }

    @Test
    void given_an_occupied_square_water_and_the_board_edge_then_each_move_is_refused_naming_the_square() {
        Battle b = Battle.of(List.of(
                        ".....",
                        "...~.",
                        "....."),
                "S5 sommerlund human sword mail - regular B1 N",
                "S6 sommerlund human sword mail - regular B2 N",
                "S7 sommerlund human sword mail - regular D1 N",
                "S8 sommerlund human sword mail - regular E1 N",
                "G3 giaks giak sword mail - regular E3 S");

        assertEquals(List.of("S5 would enter B2, occupied by S6"), messages(b.check("sommerlund", "MOVE S5 N")));
        assertEquals(List.of("S7 cannot enter D2: water is impassable"), messages(b.check("sommerlund", "MOVE S7 N")));
        assertEquals(List.of("S8 cannot step E from E1: F1 is off the board (5 x 3: A1 to E3)"),
                messages(b.check("sommerlund", "MOVE S8 E")));
    }

    @Test
    void given_own_pieces_move_in_the_order_written_then_the_first_may_clear_the_way_for_the_second() {
        Battle b = Battle.of(Battle.open(5, 6),
                "S5 sommerlund human sword mail - regular B1 N",
                "S6 sommerlund human sword mail - regular B2 N",
                "G3 giaks giak sword mail - regular E6 S");

        assertTrue(b.check("sommerlund", "MOVE S6 N\nMOVE S5 N").accepted());
        assertEquals(List.of("S5 would enter B2, occupied by S6"), messages(b.check("sommerlund", "MOVE S5 N\nMOVE S6 N")));
    }

    @Test
    void given_a_piece_adjacent_to_an_enemy_then_it_cannot_move() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N",
                "G1 giaks giak sword mail - regular C3 S");

        assertEquals(List.of("S1 is adjacent to G1: locked in combat, it cannot move or turn"),
                messages(b.check("sommerlund", "MOVE S1 W")));
    }

    @Test
    void given_a_piece_that_comes_adjacent_to_an_enemy_then_it_halts_there() {
        Battle b = Battle.of(Battle.open(5, 8),
                "S1 sommerlund human sword mail - regular C1 N",
                "G1 giaks giak sword mail - regular D5 S");

        Battle.Turn t = b.turn(Map.of("sommerlund", "MOVE S1 N N N N", "giaks", "HOLD G1"), 6, 3, 99, 99);

        assertEquals(sq("C4"), t.after().piece("S1").square());
        assertTrue(t.all(MoveHalted.class).get(0).reason().contains("comes adjacent to G1"));
        assertTrue(t.after().piece("S1").moved());
    }

    @Test
    void given_red_moves_next_to_a_blue_piece_then_the_blue_piece_cannot_move_that_turn() {
        Battle b = Battle.of(Battle.open(5, 8),
                "S1 sommerlund human sword mail - regular C1 N",
                "G1 giaks giak sword mail - regular C5 S");

        Battle.Turn t = b.turn(Map.of("sommerlund", "MOVE S1 N N N", "giaks", "MOVE G1 W"), 6, 3, 99, 99);

        assertEquals(sq("C5"), t.after().piece("G1").square());
        assertTrue(t.all(MoveHalted.class).get(0).reason().contains("locked in combat"));
    }

    private static Square sq(String label) {
        return Square.parse(label).orElseThrow();
    }
}
