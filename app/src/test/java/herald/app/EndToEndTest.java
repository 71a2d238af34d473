package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.OrderWindow;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.view.MoveLines;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A battle played by email through every real part: welcome mails, a rejected submission, three
 * game turns of orders mailed over SMTP, and each turn's mail read back over IMAP with its PDF.
 */
class EndToEndTest {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} / {1}, journal on {2}")
    @CsvSource({"lonewolf, patrol, H2", "skirmish, village, H2", "basicfantasy, skirmish-at-the-ford, H2",
        "lonewolf, patrol, PostgreSQL"})
    void a_battle_is_played_by_email_for_three_turns_with_pdfs_read_back_over_imap(String rulesetId, String scenario,
            String journal) throws com.fasterxml.jackson.core.JsonProcessingException {
        try (MailWorld w = journal.equals("H2") ? new MailWorld(dir.resolve("data")) : MailWorld.onPostgres(dir.resolve("data"))) {
            w.addPlayer(RED);
            w.addPlayer(BLUE);
            Ruleset rules = Rulesets.byId(rulesetId);
            Map<String, String> players = new LinkedHashMap<>();
            players.put("red", RED);
            players.put("blue", BLUE);
            String id = w.umpire.createGame(new Umpire.NewGame(rules, scenario, players, 48, null)).gameId();
            w.loop.once();

            // given the welcome mails: a key, the order help and an opening PDF with every counter
            GameRecord game = w.umpire.games().load(id);
            Map<String, String> playerOf = new LinkedHashMap<>();
            Map<String, String> keys = new LinkedHashMap<>();
            for (GameEvent.Seat seat : game.created().seats()) {
                playerOf.put(seat.side(), seat.email());
                List<InboundMail> welcome = w.read(seat.email());
                assertEquals(1, welcome.size(), "one welcome for " + seat.email());
                assertTrue(welcome.get(0).subject().contains(id), welcome.get(0).subject());
                Matcher key = Pattern.compile("KEY\\s+([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})").matcher(welcome.get(0).text());
                assertTrue(key.find(), "the welcome gives the order key:\n" + welcome.get(0).text());
                keys.put(seat.email(), key.group(1));
                assertTrue(welcome.get(0).text().contains("MOVE"), "the welcome explains the orders");
                boolean first = game.window().orElseThrow().sides().contains(seat.side());
                assertEquals(!first, welcome.get(0).text().contains("The first orders are not yours"),
                        "only a side that does not order in the first window is told to wait:\n" + welcome.get(0).text());
                String pdf = Pdfs.text(MailWorld.pdfs(welcome.get(0)).get(0));
                for (String label : rules.view(game.rules(), null).map().pieceLabels()) {
                    assertTrue(pdf.contains(label), "opening PDF shows piece " + label);
                }
            }

            // when the first player due mails a submission with mistakes, the reply names each line
            String first = playerOf.get(game.window().orElseThrow().sides().get(0));
            // (a misspelt verb is an order gone wrong; a line of chat would only be ignored: README, Answers)
            w.send(first, "[" + id + "] orders", "KEY " + keys.get(first) + "\n# my orders\nFIRE X99 AT X98\nMVOE X97 N\n"
                    + "Cheers!\n");
            w.loop.once();
            List<InboundMail> rejection = w.read(first);
            assertEquals(1, rejection.size());
            String why = rejection.get(0).text();
            assertTrue(why.contains("line 3") && why.contains("X99"), why);
            assertTrue(why.contains("line 4") && why.toUpperCase().contains("MVOE"), why);
            assertFalse(why.contains("line 5:"), "the chat line is no error: " + why);
            assertTrue(why.contains("line 5 \"Cheers!\""), "but it is named as ignored: " + why);

            // where sides take turns, the side not on move is told to wait, and its orders are not taken
            OrderWindow opening = game.window().orElseThrow();
            for (String side : playerOf.keySet()) {
                if (!opening.sides().contains(side)) {
                    String idle = playerOf.get(side);
                    // a real order of its own, so that only the turn is wrong (a simulated player mails nothing out of turn)
                    String own = rules.view(game.rules(), side).sheets().get(0).rows().get(0).get(0);
                    w.send(idle, "[" + id + "] early", "KEY " + keys.get(idle) + "\nHOLD " + own);
                    w.loop.once();
                    List<InboundMail> wait = w.read(idle);
                    assertEquals(1, wait.size());
                    assertTrue(wait.get(0).text().contains("not your turn"), wait.get(0).text());
                    assertTrue(w.umpire.games().load(id).pending().isEmpty(), "no orders taken out of turn");
                }
            }

            int windows = 0;
            while (!game.finished() && game.window().orElseThrow().turn() <= 3) {
                OrderWindow window = game.window().orElseThrow();
                for (String side : window.sides()) {
                    String player = playerOf.get(side);
                    // Both sides hold for two windows, so no dice can end the game before the third.
                    String orders = windows < 2 ? "HOLD " + rules.view(game.rules(), side).sheets().get(0).rows().get(0).get(0)
                            : rules.simulatedOrders(game.rules(), side);
                    if (windows % 2 == 0) {
                        w.send(player, "[" + id + "] " + window.id(), "KEY " + keys.get(player) + "\n" + orders);
                    } else {
                        w.send(player, "Orders", "GAME " + id + "\nKEY " + keys.get(player) + "\n" + orders
                                + "\n-- \nA commander\nMOVE nonsense after the signature\n");
                    }
                }
                w.loop.once();
                assertFalse(reportOf(w.umpire.games(), id, window.id(), null).isEmpty(), window.id() + " has report lines");
                game = w.umpire.games().load(id);
                for (var seat : playerOf.entrySet()) {
                    String player = seat.getValue();
                    List<String> report = reportOf(w.umpire.games(), id, window.id(), seat.getKey());
                    List<InboundMail> mails = w.read(player);
                    InboundMail result = mails.stream().filter(m -> !MailWorld.pdfs(m).isEmpty()).findFirst()
                            .orElseThrow(() -> new AssertionError("no result with a PDF for " + player + ": " + mails));
                    boolean due = game.window().map(next -> next.sides().contains(seat.getKey())).orElse(false);
                    assertEquals(due, result.text().contains("Reply to this mail with your orders"),
                            "only a side that orders next is asked for orders:\n" + result.text());
                    String pdf = Pdfs.text(MailWorld.pdfs(result).get(0));
                    // the PDF tells a piece's steps as one move, as a player tells it
                    List<String> told = switch (rules.boardKind()) {
                        case SQUARES -> MoveLines.joined(report, "square", "squares");
                        case HEXES -> MoveLines.joined(report, "hex", "hexes");
                        case TABLE -> report;
                    };
                    // and leaves out a phase in which nothing happened
                    List<String> empty = rules.view(game.rules(), seat.getKey()).report().stream()
                            .filter(s -> s.lines().isEmpty()).map(s -> s.heading()).toList();
                    for (String heading : empty) {
                        assertFalse(Pdfs.holds(pdf, heading), window.id() + " PDF has no empty phase " + heading);
                    }
                    for (String line : told.stream().filter(l -> !empty.contains(l)).toList()) {
                        assertTrue(Pdfs.holds(pdf, line), window.id() + " PDF for " + player
                                + " holds the report line: " + line);
                    }
                    for (String label : rules.view(game.rules(), null).map().pieceLabels()) {
                        assertTrue(pdf.contains(label), "PDF shows piece " + label);
                    }
                }
                for (String side : window.sides()) {
                    assertTrue(w.umpire.games().history(id).stream().anyMatch(s -> s.event()
                            instanceof GameEvent.OrdersAccepted a && a.side().equals(side) && a.window().equals(window.id())),
                            side + "'s orders for " + window.id() + " were accepted");
                }
                windows++;
            }
            assertTrue(windows >= 3, "at least three windows were played, not " + windows);
            assertTrue(w.journal.verify(id).intact());
            // every event decided by a die names its result `roll`, whatever else it calls its dice
            for (var stored : w.journal.read(id)) {
                var payload = herald.app.game.EventCodec.mapper().readTree(stored.payload());
                boolean dice = false;
                for (var field : payload.properties()) {
                    dice |= field.getKey().toLowerCase().contains("roll");
                }
                assertTrue(!dice || payload.has("roll"), stored.type() + " has dice but no roll: " + stored.payload());
            }
        }
    }

    /** The report lines of one window that {@code side} may read (all when null), from the journal's rule events. */
    static List<String> reportOf(Games games, String id, String window, String side) {
        List<String> lines = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (Games.Step step : games.history(id)) {
            if (step.event() instanceof RuleEvent r) {
                if (side == null || r.visibleTo().isEmpty() || r.visibleTo().contains(side)) {
                    current.add(r.describe());
                }
            } else if (step.event() instanceof GameEvent.WindowResolved resolved) {
                if (resolved.window().equals(window)) {
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
