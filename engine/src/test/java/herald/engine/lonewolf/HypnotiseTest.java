package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.ControlChanged;
import herald.engine.lonewolf.events.HypnotiseTried;
import herald.engine.lonewolf.events.MoveHalted;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Hypnotise (ET7) and Mental Strength (HA8). */
class HypnotiseTest {

    /**
     * <pre>
     *   6 . . . . . .   S9 far off (F1), G9 (A6)
     *   5 . . . . V .   V1 a Vordak with Hypnotise, 2 squares from P1
     *   4 . . . . . .
     *   3 . . P . . .   P1 a hero of Sommerlund
     *   1 . . . . . S
     *     A B C D E F
     * </pre>
     */
    private static Battle battle(String pSkills) {
        return Heroes.of(Battle.open(6, 6),
                "P1 sommerlund human sword plate shield veteran C3 N class=hero name=Pelathar" + (pSkills == null ? "" : " skills=" + pSkills),
                "S9 sommerlund human sword leather - regular F1 N",
                "V1 giaks vordak sword none - veteran E5 S class=hero name=Vordak skills=hypnotise",
                "G9 giaks giak sword mail - regular A6 S");
    }

    private static String rejected(Battle b, String side, String orders) {
        OrdersRuling r = b.check(side, orders);
        assertFalse(r.accepted(), orders);
        return r.toString();
    }

    @Test
    void given_a_hero_target_when_the_D100_is_40_or_less_then_he_stands_still_and_from_next_turn_the_hypnotist_s_side_moves_him() {
        // initiative 3 v 6: Giaks red; V1 rolls 20 (needs 40 for a hero); P1's move is halted; end of turn D6 = 2
        Battle.Turn t = battle(null).turn(Map.of("sommerlund", "MOVE P1 N", "giaks", "HYPNOTISE V1 AT P1"), 3, 6, 20, 2);
        HypnotiseTried h = t.all(HypnotiseTried.class).get(0);
        assertEquals(40, h.need());
        assertTrue(h.hypnotised());
        assertTrue(t.all(MoveHalted.class).get(0).reason().contains("hypnotised"));
        assertEquals(Square.parse("C3").orElseThrow(), t.after().piece("P1").square());
        ControlChanged c = t.all(ControlChanged.class).get(0);
        assertEquals(2, c.d6());
        assertEquals(3, c.untilTurn());
        assertEquals("giaks", t.after().piece("P1").side());

        // turn 2: the Giak player moves P1; his own player may not
        assertTrue(rejected(t.after(), "sommerlund", "MOVE P1 N").contains("under the control of the Giak raiders to the end of turn 3"));
        Battle.Turn t2 = t.after().turn(Map.of("sommerlund", "HOLD S9", "giaks", "MOVE P1 S"), 3, 6);
        assertEquals(Square.parse("C2").orElseThrow(), t2.after().piece("P1").square());
        // turn 3 ends: he reverts
        Battle.Turn t3 = t2.after().turn(Map.of("sommerlund", "HOLD S9", "giaks", "HOLD P1"), 3, 6);
        assertEquals("sommerlund", t3.after().piece("P1").side());
        assertEquals(1, t3.all(ControlChanged.class).size());
    }

    @Test
    void a_failed_attempt_spends_it_once_a_game() {
        Battle.Turn t = battle(null).turn(Map.of("sommerlund", "HOLD P1", "giaks", "HYPNOTISE V1 AT P1"), 3, 6, 41);
        assertFalse(t.all(HypnotiseTried.class).get(0).hypnotised());
        assertEquals("sommerlund", t.after().piece("P1").side());
        assertTrue(rejected(t.after(), "giaks", "HYPNOTISE V1 AT S9").contains("once a game"));
    }

    @Test
    void the_checks_mental_strength_range_and_an_adjacent_enemy() {
        assertTrue(rejected(battle("mental-strength"), "giaks", "HYPNOTISE V1 AT P1").contains("Mental Strength"));
        assertTrue(rejected(battle(null), "giaks", "HYPNOTISE V1 AT S9").contains("Hypnotise reaches 3"));
        Battle close = Heroes.of(Battle.open(6, 6),
                "P1 sommerlund human sword plate shield veteran C3 N class=hero name=Pelathar",
                "S9 sommerlund human sword leather - regular E4 N",
                "V1 giaks vordak sword none - veteran E5 S class=hero name=Vordak skills=hypnotise");
        assertTrue(rejected(close, "giaks", "HYPNOTISE V1 AT P1").contains("too busy defending himself"));
        assertTrue(rejected(battle(null), "giaks", "HYPNOTISE G9 AT P1").contains("no Hypnotise"));
    }

    @Test
    void rank_and_file_are_hypnotised_on_60_or_less() {
        Battle b = Heroes.of(Battle.open(6, 6),
                "S1 sommerlund human sword leather - regular C3 N",
                "V1 giaks vordak sword none - veteran E5 S class=hero name=Vordak skills=hypnotise");
        assertEquals(60, Hypnosis.need(b.state, b.piece("S1")));
    }

    @Test
    void both_record_sheets_show_the_hypnosis_and_the_uses_left() {
        Battle.Turn t = battle(null).turn(Map.of("sommerlund", "HOLD P1", "giaks", "HYPNOTISE V1 AT P1"), 3, 6, 20, 2);
        for (String side : java.util.List.of("sommerlund", "giaks")) {
            herald.engine.view.SheetTable sheet = View.of(t.after().state, side).sheets().stream()
                    .filter(x -> x.title().startsWith("Skills: ")).findFirst().orElseThrow();
            String text = sheet.rows().toString();
            assertTrue(text.contains("P1") && text.contains("hypnotised: moved by the Giak raiders to the end of turn 3"), side + ": " + text);
            if (side.equals("giaks")) {
                assertTrue(text.contains("Hypnotise 0"), text);
            }
        }
    }

    @Test
    void good_troops_may_not_attack_their_hypnotised_friend_but_the_hypnotist_s_men_may_be_attacked() {
        Battle.Turn t = battle(null).turn(Map.of("sommerlund", "HOLD P1", "giaks", "HYPNOTISE V1 AT P1"), 3, 6, 20, 6);
        LoneWolfState s = t.after().state;
        s = s.withPiece(s.pieceOrThrow("S9").withSquare(Square.parse("C2").orElseThrow()));
        Ruling<Combat.Blow> blow = Combat.assess(s, s.pieceOrThrow("S9"), s.pieceOrThrow("P1"));
        assertTrue(blow.refused());
        assertTrue(blow.reason().contains("hypnotised friend"), blow.reason());
        assertFalse(Combat.assess(s, s.pieceOrThrow("P1"), s.pieceOrThrow("S9")).refused(), "he may be turned on his friends");
        assertTrue(Combat.standingTarget(s, s.pieceOrThrow("S9")).isEmpty());
    }
}
