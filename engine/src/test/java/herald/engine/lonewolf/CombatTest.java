package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PieceAttacked;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CombatTest {

    /** A Human swordsman facing a Giak swordsman across C2/C3; both in mail, no shields. */
    private static Battle duel() {
        return Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N",
                "G1 giaks giak sword mail - regular C3 S");
    }

    @Test
    void given_a_roll_equal_to_the_need_then_the_attack_hits_and_the_defender_is_removed() {
        Battle.Turn t = duel().turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "ATTACK G1 S1"), 6, 3, 40);

        PieceAttacked a = t.all(PieceAttacked.class).get(0);
        assertEquals(40, a.need());
        assertTrue(a.hit());
        assertFalse(t.after().piece("G1").alive());
        assertEquals("S1 attacks G1 with sword: 40; rolled 40: hit", a.describe());
    }

    @Test
    void given_a_roll_one_over_the_need_then_it_misses_and_the_blue_survivor_replies() {
        Battle.Turn t = duel().turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "ATTACK G1 S1"), 6, 3, 41, 36);

        List<PieceAttacked> attacks = t.all(PieceAttacked.class);
        assertEquals(2, attacks.size());
        assertFalse(attacks.get(0).hit());
        assertEquals("G1", attacks.get(1).attacker());
        assertEquals(36, attacks.get(1).need());
        assertTrue(attacks.get(1).hit());
        assertFalse(t.after().piece("S1").alive());
    }

    @Test
    void given_red_kills_the_blue_piece_then_it_makes_no_reply() {
        Battle.Turn t = duel().turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "ATTACK G1 S1"), 6, 3, 1);

        assertEquals(1, t.all(PieceAttacked.class).size());
        assertEquals(3, t.diceUsed());
    }

    @Test
    void given_no_orders_then_adjacent_pieces_fight_by_standing_order_and_hold_prevents_it() {
        Battle.Turn t = duel().turn(Map.of("sommerlund", "HOLD S1"), 3, 6, 99);

        List<PieceAttacked> attacks = t.all(PieceAttacked.class);
        assertEquals(1, attacks.size());
        assertEquals("G1", attacks.get(0).attacker());
        assertTrue(attacks.get(0).standing());
    }

    @Test
    void given_an_attack_from_the_rear_on_a_shielded_defender_then_the_modifiers_apply() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - veteran C2 N",
                "G1 giaks giak sword mail shield regular C3 N");

        Combat.Blow blow = Combat.assess(b.state, b.piece("S1"), b.piece("G1")).value();
        assertEquals(List.of(new Modifier("rear", 20), new Modifier("shield", -5), new Modifier("veteran", 10)), blow.modifiers());
        assertEquals(65, blow.need());
    }

    @Test
    void given_an_attack_ordered_on_a_piece_that_becomes_adjacent_by_the_move_then_it_is_made() {
        Battle b = Battle.of(Battle.open(5, 6),
                "S1 sommerlund human sword mail - regular C1 N",
                "G1 giaks giak sword mail - regular C5 S");

        Battle.Turn t = b.turn(Map.of("sommerlund", "MOVE S1 N N N\nATTACK S1 G1", "giaks", "HOLD G1"), 6, 3, 99);

        assertEquals("S1", t.all(PieceAttacked.class).get(0).attacker());
        assertFalse(t.all(PieceAttacked.class).get(0).standing());
    }
}
