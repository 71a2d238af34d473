package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.board.Square;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pieces of a state: found by id without a search, changed one at a time, still a plain list of pieces. */
class PiecesTest {

    private static LoneWolfState patrol() throws Exception {
        LoneWolfState s = Battle.RULES.initial();
        for (RuleEvent e : Battle.RULES.setUp(Files.readString(Battle.PATROL), "patrol.json")) {
            s = Battle.RULES.apply(s, e);
        }
        return s;
    }

    @Test
    void a_piece_is_found_by_its_id_in_any_case_and_none_by_an_unknown_one() throws Exception {
        LoneWolfState s = patrol();
        assertEquals("G10", s.piece("g10").orElseThrow().id());
        assertEquals(s.pieces().get(3), s.piece("S4").orElseThrow());
        assertTrue(s.piece("S99").isEmpty());
        assertTrue(s.piece(null).isEmpty());
    }

    @Test
    void changing_one_piece_changes_it_alone_in_its_place() throws Exception {
        LoneWolfState s = patrol();
        Piece moved = s.pieceOrThrow("G2").withSquare(Square.parse("A1").orElseThrow());
        LoneWolfState after = s.withPiece(moved);
        List<Piece> expected = new ArrayList<>(s.pieces());
        expected.set(expected.indexOf(s.pieceOrThrow("G2")), moved);
        assertEquals(expected, after.pieces());
        assertEquals(moved, after.pieceOrThrow("g2"));
        assertEquals(s.pieceOrThrow("G3"), after.pieceOrThrow("G3"));
        assertNotEquals(s, after);
    }

    @Test
    void a_state_read_back_from_plain_lists_is_equal_to_the_folded_one() throws Exception {
        LoneWolfState s = patrol().withReportLine("one").withReportLine("two");
        LoneWolfState plain = new LoneWolfState(s.scenario(), new java.util.HashMap<>(s.sheets()), s.board(),
                new ArrayList<>(s.sides()), new ArrayList<>(s.pieces()), s.turn(), s.red(), s.blue(),
                new ArrayList<>(s.report()), s.outcome(), s.hitRules(), s.houseRules(), new java.util.HashSet<>(s.hidden()),
                s.skills());
        assertEquals(s, plain);
        assertEquals(s.hashCode(), plain.hashCode());
        assertEquals(plain.pieceOrThrow("S1"), s.pieceOrThrow("S1"));
        List<String> lines = s.report(null).get(s.report().size() - 1).lines();
        assertEquals(List.of("one", "two"), lines.subList(lines.size() - 2, lines.size()), "appended in order");
    }
}
