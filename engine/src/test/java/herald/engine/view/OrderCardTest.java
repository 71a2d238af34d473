package herald.engine.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.Ruleset;
import herald.engine.basicfantasy.BasicFantasy;
import herald.engine.lonewolf.LoneWolf;
import herald.engine.skirmish.Skirmish;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderCardTest {
    private static final OrderCard CARD = new OrderCard("Orders, one a line:", List.of(
            new OrderCard.Section("", List.of(new OrderCard.Entry("HOLD S4", "do nothing all turn"),
                    new OrderCard.Entry("STANDING G3 CASUALTIES FRONT|REAR", "which pieces of the unit are struck first"
                            + " by the further hits of multiple combat")), List.of("A note.")),
            new OrderCard.Section("Heroes:", List.of(new OrderCard.Entry("LEAP P1 TO F7", "Salmon Leap")), List.of())));

    @Test
    void an_example_sits_beside_its_meaning_and_a_long_one_above_it() {
        assertEquals("""
                Orders, one a line:
                  HOLD S4        do nothing all turn
                  STANDING G3 CASUALTIES FRONT|REAR
                                 which pieces of the unit are struck first by the further hits
                                 of multiple combat

                A note.

                Heroes:
                  LEAP P1 TO F7  Salmon Leap""", CARD.text());
    }

    @Test
    void a_section_left_without_orders_goes() {
        OrderCard kept = CARD.keeping(e -> !e.examples().get(0).startsWith("LEAP"));
        assertEquals(1, kept.sections().size());
        assertTrue(!kept.text().contains("Heroes"), kept.text());
    }

    @Test
    void every_ruleset_s_whole_grammar_fits_a_mail_s_lines() {
        for (Ruleset r : List.of(new LoneWolf(), new Skirmish(), new BasicFantasy())) {
            for (String line : r.orderHelp().split("\n")) {
                assertTrue(line.length() <= OrderCard.WIDTH, r.id() + ": " + line);
            }
        }
    }
}
