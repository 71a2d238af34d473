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
        for (OrderHelp.Entry e : OrderHelp.ENTRIES) {
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
        assertTrue(mail.contains("  MOVE U1 TO 24,30              phase 1: the unit's front centre goes to"), String.join("\n", mail));
        assertTrue(mail.contains("  CAST W1 ASSAIL E2             an enemy within 24\": one S5 hit"), String.join("\n", mail));
        int notes = mail.indexOf("  HOLD U1                       do nothing") + 1;
        assertEquals("", mail.get(notes), "a blank line before each note");
        assertTrue(mail.get(notes + 1).startsWith("Sides take turns"), mail.get(notes + 1));
    }

    @Test
    void the_opening_report_has_one_whole_line_an_order_and_a_note_and_no_columns_of_spaces() {
        Game g = Game.scenario("battle-of-the-barrow.json");
        ReportSection setUp = Game.RULES.view(g.state, "kingdom").report().get(0);
        assertEquals("Set-up", setUp.heading());
        List<String> lines = setUp.lines();
        assertTrue(lines.contains("FACE U1 90 | FACE U1 NE: turn on the front centre after moving, or instead; turning is"
                + " free"), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Bearings: ") && l.endsWith("are accepted.")),
                String.join("\n", lines));
        assertFalse(lines.stream().anyMatch(l -> l.contains("  ")), "a column of spaces:\n" + String.join("\n", lines));
        int from = lines.indexOf(OrderHelp.HEAD);
        assertTrue(from > 0, String.join("\n", lines));
        for (String line : lines.subList(from + 1, lines.size())) {
            assertTrue(line.matches("[A-Z].*") && line.matches(".*[.a-z0-9\")]$"), "a whole line: " + line);
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
