package herald.app;

import static herald.app.CommandTable.BLUE;
import static herald.app.CommandTable.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.loop.Dispatch;
import herald.engine.view.CounterView;
import herald.journal.InboundRecord;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each player command mailed over SMTP, its answer read back over IMAP as the player reads it. */
class PlayerCommandsTest {
    @TempDir
    Path dir;
    CommandTable t;

    @BeforeEach
    void a_game_with_two_players_and_a_gm() {
        t = new CommandTable(dir);
    }

    @AfterEach
    void close() {
        t.close();
    }

    private String disposition(String messageId) {
        return t.w.journal.inbound(t.id).stream().filter(r -> r.messageId().equals(messageId))
                .map(InboundRecord::disposition).findFirst().orElseThrow();
    }

    @Test
    void help_status_and_orders_are_answered_by_mail_and_journalled() {
        t.mail(RED, "help");
        String help = t.answer(RED);
        for (String word : new String[] {"STATUS", "HISTORY 2", "ORDERS", "PRESS", "DRAW", "RESIGN", "NEWKEY"}) {
            assertTrue(help.contains(word), "HELP lists " + word + ":\n" + help);
        }
        assertFalse(help.contains("EXTEND"), "a player's HELP leaves out the GM's commands");

        t.mail(RED, "STATUS");
        InboundMail status = t.only(RED);
        assertTrue(status.text().contains("awaiting orders") && status.text().contains("no orders yet"), status.text());
        assertTrue(status.text().contains("due by"), "STATUS gives the deadline:\n" + status.text());
        String pdf = Pdfs.text(MailWorld.pdfs(status).get(0));
        assertTrue(pdf.contains(t.id), "the PDF is this game's");

        t.mail(RED, "ORDERS");
        assertTrue(t.answer(RED).contains("none yet"));
        String orders = t.lw.simulatedOrders(t.game().rules(), t.sideOf.get(RED));
        t.mail(RED, orders);
        t.answer(RED);
        t.mail(RED, "orders");
        String held = t.answer(RED);
        String firstOrder = orders.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).findFirst().orElseThrow();
        assertTrue(held.contains(firstOrder.strip().split("\\s+")[1]), "ORDERS repeats the orders held:\n" + held);

        assertEquals(4, t.events("CommandAnswered").size(), "HELP, STATUS and ORDERS twice: " + t.events("CommandAnswered"));
    }

    @Test
    void history_gives_a_turn_as_that_side_saw_it_and_refuses_a_turn_not_played() throws java.io.IOException {
        Map<String, InboundMail> results = t.playTurn();
        t.mail(BLUE, "HISTORY 1");
        InboundMail history = t.only(BLUE);
        assertTrue(history.subject().contains("turn 1"), history.subject());
        // The report lines are the very lines of blue's own turn-result mail.
        String result = results.get(BLUE).text();
        String firstLine = history.text().lines().filter(l -> l.startsWith("    ")).findFirst().orElseThrow().strip();
        assertTrue(result.contains(firstLine), firstLine + "\nnot in blue's turn result:\n" + result);
        String pdf = Pdfs.text(MailWorld.pdfs(history).get(0));
        assertTrue(pdf.contains(Dispatch.sideName(t.game(), t.sideOf.get(BLUE))), "blue's own view");
        assertTrue(pdf.contains("Turn 1 report"), pdf);
        assertEquals(Pdfs.mapPage(MailWorld.pdfs(results.get(BLUE)).get(0)), Pdfs.mapPage(MailWorld.pdfs(history).get(0)),
                "the map drawn as the turn mail drew it, the turn's moves and fire on it");

        t.mail(BLUE, "HISTORY 0");
        InboundMail opening = t.only(BLUE);
        for (CounterView c : t.lw.view(t.w.umpire.games().atTurn(t.id, 0).rules(), t.sideOf.get(BLUE)).board().counters()) {
            assertTrue(Pdfs.text(MailWorld.pdfs(opening).get(0)).contains(c.label()), "opening map shows " + c.label());
        }

        // the KEY line is line 1, then a blank line: the command is on line 3
        String mid = t.mail(BLUE, "\nHISTORY 99");
        String refused = t.answer(BLUE);
        assertTrue(refused.contains("line 3: there is no result for turn 99")
                && refused.contains("last turn resolved is 1"), refused);
        assertEquals("command-refused", disposition(mid));
        assertTrue(t.events("SubmissionRejected").stream().anyMatch(e -> e.payload().contains("turn 99")));
        t.mail(BLUE, "HISTORY yesterday");
        assertTrue(t.answer(BLUE).contains("a turn number"));
    }

    @Test
    void press_goes_to_the_other_side_with_the_next_turn_result_and_an_unknown_side_is_refused() {
        t.mail(RED, "PRESS Your scouts are\nall asleep.");
        assertTrue(t.answer(RED).contains("will be\ndelivered with the next turn's result"));
        t.mail(RED, "PRESS TO zulus Surrender!");
        String refused = t.answer(RED);
        assertTrue(refused.contains("no other side 'zulus'") && refused.contains("PRESS TO ALL"), refused);
        t.mail(RED, "PRESS TO " + t.sideOf.get(RED) + " a note to myself");
        assertTrue(t.answer(RED).contains("no other side"), "a side cannot press itself");

        Map<String, InboundMail> results = t.playTurn();
        String blue = results.get(BLUE).text();
        assertTrue(blue.contains("MESSAGES FOR YOU") && blue.contains("Your scouts are") && blue.contains("all asleep."),
                blue);
        assertTrue(blue.contains("From " + Dispatch.sideName(t.game(), t.sideOf.get(RED))), blue);
        assertFalse(results.get(RED).text().contains("Your scouts"), "the sender's own result does not carry it");

        Map<String, InboundMail> next = t.playTurn();
        assertFalse(next.get(BLUE).text().contains("Your scouts"), "press is delivered once");
    }

    @Test
    void a_press_line_among_orders_goes_with_them_as_its_own_line_only() {
        String orders = t.lw.simulatedOrders(t.game().rules(), t.sideOf.get(RED));
        t.mail(RED, "PRESS Hold the ford, lads\n" + orders + "\nPRESS TO zulus Surrender!\n");
        String accepted = t.answer(RED);
        assertTrue(accepted.contains("Press sent with these orders") && accepted.contains("PRESS Hold the ford, lads"),
                accepted);
        assertTrue(accepted.contains("no other side 'zulus'"), "a PRESS that cannot go is named with why: " + accepted);
        assertEquals(1, t.events("PressSent").size());
        assertEquals("Hold the ford, lads", t.game().table().press().get(0).text(), "its own line, no order with it");

        t.mail(BLUE, t.lw.simulatedOrders(t.game().rules(), t.sideOf.get(BLUE)));
        String blue = t.w.read(BLUE).stream().filter(m -> m.subject().contains("result")).findFirst().orElseThrow().text();
        assertTrue(blue.contains("Hold the ford, lads"), blue);
    }

    @Test
    void resign_ends_the_game_for_the_other_side_and_reveals_the_seed() {
        t.mail(BLUE, "RESIGN");
        String blueSide = Dispatch.sideName(t.game(), t.sideOf.get(BLUE));
        String redSide = Dispatch.sideName(t.game(), t.sideOf.get(RED));
        for (String who : new String[] {RED, BLUE, CommandTable.GM}) {
            InboundMail over = t.only(who);
            assertTrue(over.subject().contains("Game over") && over.text().contains(blueSide + " resigned: " + redSide
                    + " win"), over.subject() + "\n" + over.text());
            assertEquals(1, MailWorld.pdfs(over).size(), "the final map is attached");
        }
        assertTrue(t.game().finished());
        assertEquals(t.sideOf.get(RED), t.game().outcome().orElseThrow().winner());
        assertEquals(1, t.events("SeedRevealed").size());
        assertTrue(t.w.umpire.resolveReady().isEmpty(), "nothing resolves once the game is over");

        t.mail(RED, t.lw.simulatedOrders(t.game().rules(), t.sideOf.get(RED)));
        assertTrue(t.answer(RED).contains("over"), "orders after the end are refused");
        t.mail(RED, "DRAW");
        assertTrue(t.answer(RED).contains("the game is over"));
        t.mail(RED, "STATUS");
        assertTrue(t.answer(RED).contains("finished"), "STATUS still answers");
    }

    @Test
    void a_draw_needs_every_side_before_the_turn_is_resolved() {
        t.mail(RED, "DRAW");
        assertTrue(t.answer(RED).contains("Your draw offer is recorded"));
        assertTrue(t.answer(BLUE).contains("offer a draw"));
        t.mail(RED, "DRAW");
        assertTrue(t.answer(RED).contains("already offered"));

        t.playTurn();
        t.mail(BLUE, "DRAW");
        t.answer(BLUE);
        assertTrue(t.answer(RED).contains("To accept, mail DRAW"), "red's old offer lapsed: blue's is a new one");
        assertFalse(t.game().finished());

        t.mail(RED, "draw");
        for (String who : new String[] {RED, BLUE}) {
            assertTrue(t.answer(who).contains("draw agreed by every side"));
        }
        assertTrue(t.game().finished());
        assertEquals(null, t.game().outcome().orElseThrow().winner());
    }

    @Test
    void newkey_mails_a_fresh_key_and_the_old_one_stops_working() {
        String old = t.keys.get(RED);
        t.mail(RED, "NEWKEY");
        InboundMail mail = t.only(RED);
        String fresh = CommandTable.key(mail.text());
        assertNotEquals(old, fresh);
        assertTrue(mail.text().contains("old key no longer works"), mail.text());
        assertNotNull(t.events("KeyChanged").get(0));
        assertFalse(t.events("KeyChanged").get(0).payload().contains(fresh), "only the hash is journalled");

        String orders = t.lw.simulatedOrders(t.game().rules(), t.sideOf.get(RED));
        t.mail(RED, orders);
        assertTrue(t.answer(RED).contains("does not match"), "the old key is refused");
        t.keys.put(RED, fresh);
        t.mail(RED, orders);
        assertTrue(t.answer(RED).contains("accepted"), "the new key works");
    }

    @Test
    void a_command_with_another_after_it_is_refused_naming_the_line_and_one_above_orders_is_not_carried_out() {
        String mid = t.mail(RED, "STATUS\nHELP");
        String reply = t.answer(RED);
        assertTrue(reply.contains("line 3 follows it"), reply);
        assertEquals("command-refused", disposition(mid));
        String orders = t.mail(RED, "STATUS\nHOLD S1");
        String accepted = t.answer(RED);
        assertEquals("accepted", disposition(orders), accepted);
        assertTrue(accepted.contains("commands go in a mail of their own") && accepted.contains("line 2 \"STATUS\""),
                accepted);
        assertTrue(!accepted.contains("Status of the game"), "the STATUS was not carried out");
        t.mail(RED, "EXTEND 24");
        assertTrue(t.answer(RED).contains("EXTEND is a command for the game master"));
    }
}
