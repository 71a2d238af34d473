package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.ParryUsed;
import herald.engine.lonewolf.events.PieceAttacked;
import herald.engine.lonewolf.events.PieceLeapt;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Secret Parry (HA4) and Lightning Attack (HA5). */
class CombatAbilitiesTest {

    /**
     * <pre>
     *   3 . . G . .     G1 a Giak, facing S
     *   2 . . P . .     P1 a hero with Secret Parry, facing N
     *   1 . . . . .
     *     A B C D E
     * </pre>
     */
    private static Battle parry() {
        return Heroes.of(Battle.open(5, 3),
                "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=secret-parry",
                "G1 giaks giak sword mail - regular C3 S");
    }

    @Test
    void by_default_an_unwounded_hero_does_not_parry() {
        // initiative 3 v 6: Giaks red; G1 hits (1): severity 50, location 90; P1 replies and misses (99)
        Battle.Turn t = parry().turn(Map.of("sommerlund", "ATTACK P1 G1", "giaks", "ATTACK G1 P1"), 3, 6, 1, 50, 90, 99);
        assertTrue(t.all(ParryUsed.class).isEmpty());
        assertEquals(1, t.all(HitRolled.class).size());
        assertEquals(2, t.all(PieceAttacked.class).size());
    }

    @Test
    void given_PARRY_ALWAYS_when_attacked_before_his_own_attack_then_no_blow_lands_and_he_makes_none_this_phase() {
        // Giaks red: G1's blow is parried (no die); P1 makes no reply
        Battle.Turn t = parry().turn(Map.of("sommerlund", "STANDING P1 PARRY ALWAYS", "giaks", "ATTACK G1 P1"), 3, 6);
        ParryUsed p = t.all(ParryUsed.class).get(0);
        assertEquals(1, p.forfeitTurn());
        assertTrue(t.all(PieceAttacked.class).isEmpty());
        assertEquals(2, t.diceUsed(), "initiative only");
        assertEquals("ALWAYS", t.after().piece("P1").powers().standing().get("PARRY"));
    }

    @Test
    void given_PARRY_ALWAYS_when_attacked_after_his_own_attack_then_he_forfeits_next_turn_s_attack() {
        // Sommerlund red: P1 attacks and misses (99); G1's reply is parried; next turn P1 may not attack
        Battle.Turn t = parry().turn(Map.of("sommerlund", "STANDING P1 PARRY ALWAYS\nATTACK P1 G1", "giaks", "ATTACK G1 P1"), 6, 3, 99);
        assertEquals(2, t.all(ParryUsed.class).get(0).forfeitTurn());
        assertEquals(1, t.all(PieceAttacked.class).size());
        OrdersRuling r = t.after().check("sommerlund", "ATTACK P1 G1");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("used Secret Parry after attacking last turn"), r.toString());
    }

    @Test
    void a_standing_order_is_checked() {
        assertTrue(parry().check("sommerlund", "STANDING P1 PARRY SOMETIMES").toString().contains("PARRY is WOUNDED or ALWAYS or NEVER, not SOMETIMES"));
        assertTrue(parry().check("sommerlund", "STANDING P1 BRUTALITY ALWAYS").toString().contains("P1 has no brutality"));
        assertTrue(parry().check("sommerlund", "STANDING P1 CHARGE ALWAYS").toString().contains("\"CHARGE\" is not a standing order"));
        assertTrue(parry().check("sommerlund", "STANDING P1 PARRY NEVER\nHOLD P1").accepted(), "a standing order is no action");
    }

    /**
     * <pre>
     *   5 . . . . G     G3 far off
     *   4 . . . G .     G2, 1 square from G1's square, 2 from P1
     *   3 . . G . .     G1
     *   2 . . P . .     P1 a hero with Lightning Attack
     *   1 . . . . .
     *     A B C D E
     * </pre>
     */
    private static Battle lightning() {
        return Heroes.of(Battle.open(5, 5),
                "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=lightning-attack",
                "G1 giaks giak sword mail - regular C3 S",
                "G2 giaks giak sword mail - regular D4 S",
                "G3 giaks giak sword mail - regular E5 S");
    }

    @Test
    void given_a_kill_then_he_steps_into_the_dead_man_s_square_and_strikes_the_named_second_opponent() {
        // Sommerlund red: P1 hits G1 (1): slain; steps to C3; hits G2 (1): slain
        Battle.Turn t = lightning().turn(Map.of("sommerlund", "ATTACK P1 G1 THEN G2", "giaks", "HOLD G3"), 6, 3, 1, 1);
        PieceLeapt step = t.all(PieceLeapt.class).get(0);
        assertEquals(Square.parse("C3").orElseThrow(), step.to());
        assertEquals(2, t.all(PieceAttacked.class).size());
        assertFalse(t.after().piece("G2").alive());
    }

    @Test
    void without_a_kill_there_is_no_second_attack() {
        Battle.Turn t = lightning().turn(Map.of("sommerlund", "ATTACK P1 G1 THEN G2", "giaks", "HOLD G3\nHOLD G1"), 6, 3, 99);
        assertEquals(1, t.all(PieceAttacked.class).size());
        assertTrue(t.all(PieceLeapt.class).isEmpty());
    }

    @Test
    void without_THEN_he_takes_the_enemy_nearest_the_first_one_s_square_within_2() {
        Battle.Turn t = lightning().turn(Map.of("sommerlund", "ATTACK P1 G1", "giaks", "HOLD G3"), 6, 3, 1, 99, 99);
        assertEquals("G2", t.all(PieceAttacked.class).get(1).defender());
    }

    @Test
    void THEN_needs_the_skill() {
        Battle b = Heroes.of(Battle.open(5, 5), "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar",
                "G1 giaks giak sword mail - regular C3 S");
        assertTrue(b.check("sommerlund", "ATTACK P1 G1 THEN G1").toString().contains("no Lightning Attack"));
    }
}
