package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.OrderError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grammar of the skill orders: each normalised line parses back to the same order; malformed lines say how to write them. */
class SkillOrdersTest {

    @Test
    void every_skill_order_round_trips_through_its_normalised_line() {
        for (String line : List.of("heal lw", "heal lw p1", "heal lw p1 on legs", "heal lw on arms", "mindblast lw at g4",
                "mindblast lw at g4 phase 3", "mindblast lw at g4 phase 1", "kinship lw at w3 n face e",
                "kinship lw at w3 sw", "kinship lw at w3 face w", "standing lw mindshield off")) {
            Order o = OrderParser.parse(line).orders().get(0);
            assertEquals(List.of(o), OrderParser.ordersOf(List.of(o.normalised())), line);
        }
        assertEquals("HEAL LW LW", OrderParser.parse("heal lw").orders().get(0).normalised());
        assertEquals("MINDBLAST LW AT G4", OrderParser.parse("mindblast lw at g4 phase 1").orders().get(0).normalised());
    }

    @Test
    void malformed_skill_orders_are_refused_with_an_example() {
        List<OrderError> errors = OrderParser.parse("MINDBLAST LW G4\nHEAL LW P1 ON NOSE\nKINSHIP LW AT W3 FACE\nSTANDING LW MINDSHIELD")
                .errors();
        assertEquals(List.of(1, 2, 3, 4), errors.stream().map(OrderError::line).toList());
        assertEquals(List.of(
                "write MINDBLAST, the piece, AT and the target, and PHASE 3 to blast in the second firing phase, e.g. MINDBLAST LW AT G4 or MINDBLAST LW AT G4 PHASE 3",
                "write HEAL, the healer, the patient if not himself, and ON with HEAD, LEGS, ARMS or BODY to choose the wound, e.g. HEAL LW, HEAL LW P1 or HEAL LW P1 ON LEGS",
                "write KINSHIP, the Kai Lord, AT, the animal, then its step (N NE E SE S SW W NW) and/or FACE and N, E, S or W, e.g. KINSHIP LW AT W3 N FACE E",
                "write STANDING, the piece, the order's name and its value, e.g. STANDING LW MINDSHIELD OFF"),
                errors.stream().map(OrderError::message).toList());
    }
}
