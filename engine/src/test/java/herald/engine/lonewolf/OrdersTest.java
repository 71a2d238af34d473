package herald.engine.lonewolf;

import static herald.engine.lonewolf.FireTest.messages;
import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OrdersTest {
    private static final Battle BATTLE = Battle.of(Battle.open(20, 16),
            "S4 sommerlund human longbow,dagger leather - regular D2 N",
            "S5 sommerlund human sword mail shield regular E2 N",
            "G1 giaks giak sword mail - regular D10 S",
            "G3 giaks giak sword mail - regular F10 S");

    @Test
    void accepted_orders_are_normalised_upper_case_single_spaces_and_without_comments() {
        OrdersRuling r = BATTLE.check("giaks", "# the raid\n\n  move   g3 n  n ne   # hmm, wait\nmove g3 s\nhold G1\n");
        assertEquals(List.of("MOVE G3 N N NE", "MOVE G3 S", "HOLD G1"), ((OrdersRuling.Accepted) r).normalised());
    }

    @Test
    void fire_without_at_is_understood() {
        assertEquals(List.of("FIRE S4 AT G1"), ((OrdersRuling.Accepted) BATTLE.check("sommerlund", "fire s4 g1")).normalised());
    }

    @Test
    void an_empty_submission_is_refused() {
        assertEquals(List.of(OrderError.whole("an empty submission: write at least one order, or HOLD")),
                ((OrdersRuling.Rejected) BATTLE.check("giaks", "# nothing\n\n")).errors());
    }

    @Test
    void every_error_is_reported_with_its_line() {
        OrdersRuling r = BATTLE.check("sommerlund", "CHARGE S5\nFIRE S4 AT G12\nMOVE G1 N\nFIRE S5 AT G1\nMOVE S5 Q");
        List<OrderError> errors = ((OrdersRuling.Rejected) r).errors();
        assertEquals(List.of(1, 2, 3, 4, 5), errors.stream().map(OrderError::line).toList());
        assertEquals(List.of(
                "\"CHARGE\" is not an order: write " + OrderParser.VERBS,
                "there is no piece G12",
                "G1 is not yours: it belongs to the Giak raiders",
                "S5 has no missile weapon",
                "\"Q\" is not a step: steps are N NE E SE S SW W NW"), errors.stream().map(OrderError::message).toList());
        assertEquals("FIRE S4 AT G12", errors.get(1).text());
    }

    @Test
    void two_fire_orders_for_one_piece_are_refused() {
        assertEquals(List.of("S4 has two FIRE orders: a piece fires at one target a turn"),
                messages(BATTLE.check("sommerlund", "FIRE S4 AT G1\nFIRE S4 AT G3")));
    }

    @Test
    void hold_with_another_order_is_refused() {
        assertEquals(List.of("S5 is ordered to HOLD and to do something else: HOLD means nothing else this turn"),
                messages(BATTLE.check("sommerlund", "HOLD S5\nMOVE S5 N")));
    }

    @Test
    void orders_for_a_removed_piece_are_refused() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N",
                "G1 giaks giak sword mail - regular C3 S",
                "G2 giaks giak sword mail - regular A5 S");
        Battle after = b.turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "HOLD G2"), 6, 3, 1, 6, 6).after();
        assertEquals(List.of("G1 was removed in turn 1: it can take no orders"), messages(after.check("giaks", "HOLD G1")));
        assertEquals(List.of("G1 was removed in turn 1"), messages(after.check("sommerlund", "ATTACK S1 G1")));
    }

    @Test
    void an_attack_on_a_distant_enemy_is_accepted_for_it_may_come_adjacent() {
        assertEquals(true, BATTLE.check("sommerlund", "MOVE S5 N N N\nATTACK S5 G1").accepted());
    }
}
