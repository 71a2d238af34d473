package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.view.CounterView;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Lone Wolf battle played by email: welcome, a rejected submission, three turns, PDFs read back. */
class EndToEndTest {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";

    @TempDir
    Path dir;

    @Test
    void a_battle_is_played_by_email_for_three_turns_with_pdfs_read_back_over_imap() {
        try (MailWorld w = new MailWorld(dir.resolve("data"))) {
            w.addPlayer(RED);
            w.addPlayer(BLUE);
            Ruleset lw = Rulesets.byId("lonewolf");
            Map<String, String> players = new LinkedHashMap<>();
            players.put("red", RED);
            players.put("blue", BLUE);
            Umpire.Created created = w.umpire.createGame(new Umpire.NewGame(lw, "patrol", players, 48, null));
            String id = created.gameId();
            w.loop.once();

            // given the welcome mails: a key, the order help and an opening PDF with every counter
            Map<String, String> keys = new LinkedHashMap<>();
            GameRecord game = w.umpire.games().load(id);
            List<String> sides = game.created().seats().stream().map(GameEvent.Seat::side).toList();
            for (String player : List.of(RED, BLUE)) {
                List<InboundMail> welcome = w.read(player);
                assertEquals(1, welcome.size(), "one welcome for " + player);
                assertTrue(welcome.get(0).subject().contains(id), welcome.get(0).subject());
                Matcher key = Pattern.compile("KEY\\s+([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})").matcher(welcome.get(0).text());
                assertTrue(key.find(), "the welcome gives the order key:\n" + welcome.get(0).text());
                keys.put(player, key.group(1));
                assertTrue(welcome.get(0).text().contains("MOVE"), "the welcome explains the orders");
                String pdf = Pdfs.text(MailWorld.pdfs(welcome.get(0)).get(0));
                for (CounterView c : lw.view(game.rules(), null).board().counters()) {
                    assertTrue(pdf.contains(c.label()), "opening PDF shows counter " + c.label());
                }
            }

            // when red first mails a submission with mistakes, the reply names each line
            w.send(RED, "[" + id + "] turn 1", "KEY " + keys.get(RED) + "\nHOLD " + firstPiece(lw, game, sides.get(0))
                    + "\nFIRE X99 AT G1\nDANCE " + firstPiece(lw, game, sides.get(0)) + "\n");
            w.loop.once();
            List<InboundMail> rejection = w.read(RED);
            assertEquals(1, rejection.size());
            String why = rejection.get(0).text();
            assertTrue(why.contains("line 3") && why.contains("X99"), why);
            assertTrue(why.contains("line 4") && why.toUpperCase().contains("DANCE"), why);

            for (int turn = 1; turn <= 3; turn++) {
                game = w.umpire.games().load(id);
                if (game.finished()) {
                    break;
                }
                w.send(RED, "[" + id + "] turn " + turn, "KEY " + keys.get(RED) + "\n"
                        + lw.simulatedOrders(game.rules(), sides.get(0)));
                w.send(BLUE, "Orders", "GAME " + id + "\nKEY " + keys.get(BLUE) + "\n"
                        + lw.simulatedOrders(game.rules(), sides.get(1)) + "\n-- \nBlue\nMOVE nonsense after signature\n");
                w.loop.once();
                List<String> report = reportOf(w.umpire.games(), id, turn);
                assertFalse(report.isEmpty(), "turn " + turn + " has report lines");
                for (String player : List.of(RED, BLUE)) {
                    List<InboundMail> mails = w.read(player);
                    InboundMail result = mails.stream().filter(m -> !MailWorld.pdfs(m).isEmpty()).findFirst()
                            .orElseThrow(() -> new AssertionError("no turn mail with a PDF for " + player + ": " + mails));
                    assertTrue(mails.stream().anyMatch(m -> m.text().toLowerCase().contains("accepted")),
                            "an acceptance for " + player);
                    String pdf = Pdfs.text(MailWorld.pdfs(result).get(0));
                    for (String line : report) {
                        assertTrue(pdf.contains(Pdfs.fold(line)), "turn " + turn + " PDF for " + player
                                + " holds the report line: " + line);
                    }
                    GameRecord now = w.umpire.games().load(id);
                    for (CounterView c : lw.view(now.rules(), null).board().counters()) {
                        assertTrue(pdf.contains(c.label()), "PDF shows counter " + c.label());
                    }
                }
            }
            assertTrue(w.journal.verify(id).intact());
        }
    }

    static String firstPiece(Ruleset lw, GameRecord game, String side) {
        return lw.view(game.rules(), side).sheets().get(0).rows().get(0).get(0);
    }

    /** The report lines of one turn, straight from the journal's rule events. */
    static List<String> reportOf(Games games, String id, int turn) {
        List<String> lines = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (Games.Step step : games.history(id)) {
            if (step.event() instanceof RuleEvent r) {
                current.add(r.describe());
            } else if (step.event() instanceof GameEvent.WindowResolved resolved) {
                if (resolved.turn() == turn) {
                    lines.addAll(current);
                }
                current.clear();
            } else if (!(step.event() instanceof GameEvent.SeedRevealed)) {
                current.clear();
            }
        }
        return lines;
    }
}
