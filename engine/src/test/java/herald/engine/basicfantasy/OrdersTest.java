package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import herald.engine.view.Trace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grammar and the refusals that are not any one phase's: every mistake with its line and a way to write it. */
class OrdersTest {
    private static final Game GAME = Game.of("U1 a spearmen 10/5 24,10 N", "U2 a archers 8/4 10,10 N", "W1 a wizard 1 34,4 N",
            "E1 b swordsmen 10/5 24,30 S", "E2 b troll 1 40,40 S");

    private static List<String> messages(Game g, String body) {
        OrdersRuling r = g.check(body);
        assertFalse(r.accepted(), body);
        return ((OrdersRuling.Rejected) r).errors().stream().map(OrderError::message).toList();
    }

    @Test
    void a_line_that_does_not_parse_says_how_to_write_it() {
        assertEquals(List.of(
                "write SHOOT, the shooter, AT and the target, e.g. SHOOT U2 AT E3",
                "\"FIREBALL\" is not a spell: HEAL, BLAST, MONSTER (or MELEE-MONSTER) or ASSAIL",
                "write CHARGE, the charger and the enemy it charges, e.g. CHARGE U1 E2",
                "write HOLD and one unit, e.g. HOLD U1",
                "write FACE, the unit and a bearing, e.g. FACE U1 90 or FACE U1 NE",
                "write MOVE, the unit and where: MOVE U1 TO 24,30, or a distance and bearing: MOVE U1 6 AT 45, MOVE U1 4 N",
                "\"ATTACK\" is not an order: write MOVE, FACE, SHOOT, CAST, CHARGE or HOLD"),
                messages(GAME, "SHOOT U2 AT\nCAST W1 FIREBALL E1\nCHARGE U1\nHOLD\nFACE U1\nMOVE U1 FAR\nATTACK U1 E1"));
    }

    @Test
    void synonyms_and_any_case_are_accepted_and_normalised() {
        assertEquals(List.of("SHOOT U2 AT E1  # 22.1\" of 24\"", "CAST W1 MONSTER U1  # 9.7\" of 12\"", "FACE U1 NE",
                        "MOVE U1 TO 24,12 THEN 25,13  # 3.4\" of 5\""),
                GAME.accepted("fire u2 e1\ncast w1 melee-monster on u1\nturn u1 ne\nmove u1 to 24, 12 then 25,13"));
    }

    @Test
    void one_order_of_each_kind_a_unit_and_no_order_for_the_destroyed() {
        assertEquals(List.of("U1 has a FACE order already (line 1): one a player turn"), messages(GAME, "FACE U1 N\nFACE U1 E"));
        assertEquals(List.of("U1 has a CHARGE order already (line 1): one a player turn"),
                messages(Game.of("U1 a spearmen 10/5 24,10 N", "E1 b swordsmen 10/5 24,13 S"), "CHARGE U1 E1\nCHARGE U1 E1"));
        assertEquals(List.of("U1 already stands at 24,10: write FACE to turn it, or HOLD"), messages(GAME, "MOVE U1 TO 24,10"));
        assertEquals(List.of("U1 turned to 90° (E) would overlap U3"),
                messages(Game.of("U1 a spearmen 10/5 24,10 N", "U3 a spearmen 10/5 25,14 N", "E1 b troll 1 24,40 S"), "FACE U1 E"));
        Game.Turn t = Game.of("U2 a archers 4/4 24,10 N", "U1 a spearmen 10/5 4,4 N", "E1 b troll 1 24,30 S 5",
                "E2 b troll 1 40,40 S").turn("SHOOT U2 AT E1", 1, 6, 6, 6, 4);
        Game after = t.after().pass();
        assertEquals(List.of("there is no unit E9", "E1 was destroyed in turn 1"), messages(after, "SHOOT U2 AT E9\nSHOOT U2 AT E1"));
    }

    @Test
    void an_empty_submission_and_a_finished_game_are_refused_whole() {
        assertEquals(List.of("an empty submission: write at least one order, or HOLD"), messages(GAME, "# nothing\n\n"));
        Game over = Game.of("U2 a archers 4/4 24,10 N", "E1 b troll 1 24,30 S 5").turn("SHOOT U2 AT E1", 1, 6, 6, 6, 4).after();
        assertEquals(List.of("this game takes no more orders"), messages(over, "HOLD U2"));
    }

    @Test
    void the_turns_traces_are_paths_lines_of_fire_and_spells_in_inches() {
        Game g = Game.of("U1 a spearmen 10/5 24,10 N", "U2 a archers 4/4 10,10 N", "W1 a wizard 1 34,4 N",
                "E1 b swordsmen 10/5 24,19 S", "E2 b troll 1 40,40 S");
        Game.Turn t = g.turn("MOVE U1 TO 24,12 THEN 24,14\nSHOOT U2 AT E1\nCAST W1 ASSAIL E1\nCHARGE U1 E1",
                java.util.Collections.nCopies(60, 6).toArray(Integer[]::new));
        List<Trace> traces = Game.RULES.traces(g.state, t.events(), "b");
        // paths first (drawn under the lines), moves before charges, as herald.engine.view.TraceBuilder orders them
        assertEquals(List.of(Trace.Kind.MOVE, Trace.Kind.CHARGE, Trace.Kind.FIRE, Trace.Kind.SPELL),
                traces.stream().map(Trace::kind).toList());
        assertEquals(List.of(new Trace.Place(24, 10), new Trace.Place(24, 12), new Trace.Place(24, 14)), traces.get(0).places());
        assertEquals(List.of(new Trace.Place(24, 14), new Trace.Place(24, 19)), traces.get(1).places());
        assertEquals(List.of(new Trace.Place(10, 10), new Trace.Place(24, 19)), traces.get(2).places());
        assertTrue(traces.stream().allMatch(x -> x.colour().equals("#b3261e")), "the Elves' colour, first side");
    }
}
