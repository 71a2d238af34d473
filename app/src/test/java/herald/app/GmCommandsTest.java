package herald.app;

import static herald.app.CommandTable.BLUE;
import static herald.app.CommandTable.GM;
import static herald.app.CommandTable.NEWCOMER;
import static herald.app.CommandTable.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.journal.StoredEvent;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game master's commands by mail: the GM's key from the GM's address, players told, all journalled. */
class GmCommandsTest {
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

    @Test
    void the_gm_is_welcomed_with_a_key_and_the_gm_commands() {
        GameRecord game = t.game();
        assertEquals(GM, game.gm().orElseThrow().email());
        assertFalse(game.gm().orElseThrow().keyHash().contains(t.keys.get(GM)), "only the hash is kept");
        t.mail(GM, "HELP");
        String help = t.answer(GM);
        for (String word : List.of("EXTEND", "PAUSE", "RESUME", "RESOLVE", "REPLACE", "VOID TURN", "END", "BROADCAST")) {
            assertTrue(help.contains(word), "the GM's HELP lists " + word);
        }
        t.mail(GM, "STATUS");
        InboundMail status = t.only(GM);
        assertTrue(Pdfs.text(MailWorld.pdfs(status).get(0)).contains("Umpire"), "the GM sees the umpire's map");
    }

    @Test
    void extend_pause_resume_and_resolve_are_journalled_and_the_players_told() {
        t.mail(GM, "EXTEND 24");
        assertTrue(t.answer(GM).contains("Done"));
        for (String who : List.of(RED, BLUE)) {
            assertTrue(t.answer(who).contains("24 more hours"));
        }
        assertTrue(t.events("DeadlineExtended").get(0).payload().contains("\"hours\":24"));
        assertTrue(t.events("DeadlineExtended").get(0).payload().contains("\"by\":\"gm\""));

        t.mail(GM, "PAUSE the club is on holiday");
        t.answer(GM);
        assertTrue(t.answer(RED).contains("The reason given: the club is on holiday"));
        t.answer(BLUE);
        t.mail(GM, "RESUME");
        t.answer(GM);
        assertTrue(t.answer(BLUE).contains("resumed"));
        t.answer(RED);
        t.mail(GM, "RESOLVE");
        assertTrue(t.answer(GM).contains("resolved at Herald's next pass"));
        assertEquals(1, t.events("GamePaused").size());
        assertEquals(1, t.events("GameResumed").size());
        assertEquals(1, t.events("ResolutionForced").size());
    }

    @Test
    void refused_gm_commands_get_clear_replies_and_are_journalled() {
        t.mail(GM, "EXTEND lots");
        assertTrue(t.answer(GM).contains("write EXTEND and a number of hours"));
        t.mail(GM, "EXTEND 9999");
        assertTrue(t.answer(GM).contains("from 1 to 720"));
        t.mail(GM, "VOID TURN");
        assertTrue(t.answer(GM).contains("no turn has been resolved yet"));
        t.mail(GM, "MOVE S1 N");
        assertTrue(t.answer(GM).contains("holds no command"));
        t.mail(GM, "RESIGN");
        assertTrue(t.answer(GM).contains("RESIGN is a command for players"));

        t.keys.put(GM, t.keys.get(RED));
        t.mail(GM, "END giaks win");
        assertTrue(t.answer(GM).contains("does not match"), "the GM needs the GM key, not a player's");
        List<StoredEvent> refusals = t.events("SubmissionRejected");
        assertEquals(6, refusals.size());
        assertTrue(refusals.stream().allMatch(e -> e.payload().contains("\"side\":\"gm\"")), refusals.toString());
        assertFalse(t.game().finished());
        assertTrue(t.events("DeadlineExtended").isEmpty());
    }

    @Test
    void broadcast_and_end_reach_every_player() {
        t.mail(GM, "BROADCAST Next turn is\nthe last before Christmas.");
        t.answer(GM);
        for (String who : List.of(RED, BLUE)) {
            String text = t.answer(who);
            assertTrue(text.contains("game master of game " + t.id + " writes") && text.contains("Next turn is\n"
                    + "the last before Christmas."), text);
        }
        String winner = t.sideOf.get(BLUE);
        t.mail(GM, "END " + winner + " win on points");
        for (String who : List.of(RED, BLUE, GM)) {
            assertTrue(t.answer(who).contains("Game over: " + winner + " win on points"));
        }
        assertEquals(winner, t.game().outcome().orElseThrow().winner());
        assertEquals(1, t.events("SeedRevealed").size());
        t.mail(GM, "EXTEND 5");
        assertTrue(t.answer(GM).contains("the game is over"));
    }

    @Test
    void replace_gives_the_newcomer_a_key_and_the_map_and_the_old_key_stops_working() {
        String side = t.sideOf.get(RED);
        t.mail(GM, "REPLACE " + side + " " + NEWCOMER);
        assertTrue(t.answer(GM).contains("now played\nby " + NEWCOMER));
        assertTrue(t.answer(RED).contains("You no longer command"));
        InboundMail welcome = t.only(NEWCOMER);
        String key = CommandTable.key(welcome.text());
        assertEquals(1, MailWorld.pdfs(welcome).size(), "the newcomer gets the current map");
        assertNotEquals(t.keys.get(RED), key);

        String orders = t.lw.simulatedOrders(t.game().rules(), side);
        t.mail(RED, orders);
        assertTrue(t.answer(RED).contains("is not a player in this game"), "the old player's mail is no longer taken");
        t.keys.put(NEWCOMER, key);
        t.mail(NEWCOMER, orders);
        assertTrue(t.answer(NEWCOMER).contains("accepted"));

        t.mail(GM, "REPLACE " + side + " " + BLUE);
        assertTrue(t.answer(GM).contains("already has a place"));
        t.mail(GM, "REPLACE zulus " + NEWCOMER);
        assertTrue(t.answer(GM).contains("no side 'zulus'"));
    }

    @Test
    void void_turn_returns_to_before_the_last_resolution_and_the_turn_is_resolved_again_with_new_dice() {
        GameRecord before = t.game();
        t.playTurn();
        GameRecord after = t.game();
        assertNotEquals(before.rules(), after.rules(), "turn 1 changed the board");
        List<String> firstRolls = ruleEvents();

        t.mail(GM, "VOID TURN the map was misprinted");
        assertTrue(t.answer(GM).contains("Turn 1 voided"));
        for (String who : List.of(RED, BLUE)) {
            InboundMail notice = t.only(who);
            assertTrue(notice.text().contains("Send your orders for the turn again"), notice.text());
            assertEquals(1, MailWorld.pdfs(notice).size());
        }
        GameRecord voided = t.game();
        assertEquals(before.rules(), voided.rules(), "back to just before turn 1 was resolved");
        assertTrue(voided.pending().isEmpty(), "the orders are reopened");
        assertEquals("T1", voided.window().orElseThrow().id());
        assertEquals(after.version() + 1, voided.version(), "one compensating event; nothing edited");

        t.playTurn();
        assertEquals(2, t.events("WindowResolved").size());
        List<String> all = ruleEvents();
        assertTrue(all.subList(0, firstRolls.size()).equals(firstRolls), "the voided result is still in the journal");
        assertNotEquals(firstRolls, all.subList(firstRolls.size(), all.size()), "new dice for the re-resolved turn");
        GameRecord again = t.game();
        // Fair dice differ from run to run: the re-resolved turn may, rarely, end the patrol outright.
        assertTrue(again.finished() || again.window().orElseThrow().turn() == 2, "on to turn 2: " + again.window());
        t.mail(RED, "HISTORY 1");
        assertTrue(t.answer(RED).contains("History: turn 1"));
    }

    private List<String> ruleEvents() {
        return t.w.journal.read(t.id).stream().filter(e -> !List.of("GameCreated", "OrdersAccepted",
                "WindowResolved", "TurnVoided", "CommandAnswered", "SubmissionRejected").contains(e.type()))
                .filter(e -> e.version() > 1 + setUpEvents()).map(e -> e.type() + e.payload()).toList();
    }

    private long setUpEvents() {
        return t.w.journal.read(t.id).stream().skip(1).takeWhile(e -> !e.type().equals("OrdersAccepted")
                && !e.type().equals("CommandAnswered")).count();
    }
}
