package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.ReportSection;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The order help a new player writes orders from: in the welcome mail as columns, in the opening PDF as whole lines.
 * The PDF's report once printed the mail's columns in a proportional font, each hard-wrapped line a report line of
 * its own: "180 (S) the bottom edge, ..." began a line, half a sentence.
 */
class OrderHelpTest {

    @Test
    void every_example_in_the_help_is_an_order_herald_reads() {
        for (herald.engine.view.OrderCard.Entry e : OrderHelp.ENTRIES) {
            for (String example : e.examples()) {
                var parsed = OrderParser.parse(example);
                assertTrue(parsed.errors().isEmpty() && parsed.orders().size() == 1, example + ": " + parsed.errors());
            }
        }
    }

    @Test
    void the_mail_sets_each_example_at_the_left_with_its_meaning_beside_it_within_78_columns() {
        List<String> mail = BasicFantasy.ORDER_HELP.lines().toList();
        assertTrue(mail.stream().allMatch(l -> l.length() <= 78), String.join("\n", mail));
        String move = mail.stream().filter(l -> l.startsWith("  MOVE U1 TO 24,30 ")).findFirst().orElseThrow();
        String assail = mail.stream().filter(l -> l.startsWith("  CAST W1 ASSAIL E2 ")).findFirst().orElseThrow();
        assertEquals(move.indexOf("phase 1: the unit's front centre"), assail.indexOf("an enemy within 24\": one S5 hit"),
                "meanings in one column:\n" + String.join("\n", mail));
        int notes = mail.indexOf(mail.stream().filter(l -> l.matches("  HOLD U1 +do nothing")).findFirst().orElseThrow()) + 1;
        assertEquals("", mail.get(notes), "a blank line before each note");
        assertTrue(mail.get(notes + 1).startsWith("Sides take turns"), mail.get(notes + 1));
    }

    @Test
    void the_opening_view_carries_the_whole_card_and_its_report_points_to_it() {
        Game g = Game.scenario("battle-of-the-barrow.json");
        var view = Game.RULES.view(g.state, "kingdom");
        assertEquals(OrderHelp.CARD, view.orders(), "the opening PDF prints every order as a card");
        ReportSection setUp = view.report().get(0);
        assertEquals("Set-up", setUp.heading());
        List<String> lines = setUp.lines();
        assertTrue(lines.contains("The orders are on the reference card after this report."), String.join("\n", lines));
        assertFalse(lines.stream().anyMatch(l -> l.contains("  ")), "a column of spaces:\n" + String.join("\n", lines));
        assertFalse(lines.contains(OrderHelp.HEAD), "the orders are on the card, not in the report");
    }

    @Test
    void a_mail_lists_only_the_spells_some_unit_knows() {
        Game g = Game.scenario("battle-of-the-barrow.json");
        String mail = Game.RULES.orderHelp(g.state);
        assertTrue(mail.lines().allMatch(l -> l.length() <= 78), mail);
        for (String spell : List.of("HEAL", "BLAST", "MONSTER", "ASSAIL")) {
            boolean known = g.state.units().values().stream().anyMatch(u -> g.state.typeOf(u).spells()
                    .contains(spell.toLowerCase(java.util.Locale.ROOT)));
            assertEquals(known, mail.contains("CAST W1 " + spell), spell + ":\n" + mail);
        }
    }

    @Test
    void a_new_player_learns_that_sides_take_turns_and_what_a_unit_may_do_in_one() {
        String help = BasicFantasy.ORDER_HELP.replace("\n", " ");
        assertTrue(help.contains("only the side whose player turn it is sends orders"), help);
        assertTrue(help.contains("a unit may move (and FACE), then shoot or cast, then charge"), help);
        assertTrue(help.contains("wheels on its front centre"), help);
    }
}
