package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.game.Schedule;
import herald.app.loop.Umpire;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A basic fantasy game of three sides (men, orcs, dwarves: one player each, and a GM) over real mail: welcomes
 * naming both opponents, PRESS reaching exactly the sides named, a reminder and a missed deadline for the one side
 * due, a DRAW offered to the other two, a RESIGN that lets the game go on, and the draw the two sides left agree.
 */
class ThreeSidesTest {
    static final String MEN = "men@club.test";
    static final String ORCS = "orcs@club.test";
    static final String DWARVES = "dwarves@club.test";
    static final String GM = "gm@club.test";
    static final String SECRET = "Strike the dwarves at dawn";

    @TempDir
    Path dir;

    final HandClock clock = new HandClock();
    final Map<String, String> keys = new LinkedHashMap<>();
    /** Every mail each of them has read, in order. */
    final Map<String, List<InboundMail>> seen = new LinkedHashMap<>();
    MailWorld w;
    String id;

    @Test
    void three_players_play_press_miss_a_deadline_offer_a_draw_resign_and_agree_a_draw() throws Exception {
        byte[] seed = new byte[32];
        try (MailWorld world = new MailWorld(dir.resolve("data"), clock, seed::clone)) {
            w = world;
            for (String who : List.of(MEN, ORCS, DWARVES, GM)) {
                w.addPlayer(who);
                seen.put(who, new ArrayList<>());
            }
            Map<String, String> players = new LinkedHashMap<>(Map.of("men", MEN, "orcs", ORCS, "dwarves", DWARVES));
            Path scenario = Path.of(getClass().getResource("/herald/app/three-sides.json").toURI());
            id = w.umpire.createGame(new Umpire.NewGame(Rulesets.byId("basicfantasy"), scenario.toString(), players,
                    null, null, Map.of(), Schedule.afterResults(48, 0, Schedule.Lateness.DEFAULT, 24), GM)).gameId();
            w.loop.once();

            // Welcomes: each player's names both opponents, and says PRESS needs TO
            for (String who : List.of(MEN, ORCS, DWARVES, GM)) {
                keys.put(who, CommandTable.key(only(who).text()));
            }
            String menWelcome = seen.get(MEN).get(0).text();
            assertTrue(menWelcome.contains("Opposing you:\n    The Orcs (orcs@club.test)\n    The Dwarves (dwarves@club.test)"),
                    menWelcome);
            assertTrue(menWelcome.contains("PRESS TO x") && menWelcome.contains("your side leaves"), menWelcome);
            assertTrue(seen.get(GM).get(0).text().contains("every piece of every side"));

            // T1-men: PRESS to the orcs alone and to all; orders close the window
            mail(MEN, "PRESS TO orcs " + SECRET);
            assertTrue(only(MEN).text().contains("The Orcs"));
            mail(MEN, "PRESS TO ALL Well met, neighbours");
            only(MEN);
            mail(MEN, "PRESS A word for whom?");
            assertTrue(only(MEN).text().contains("say who it is for"), "PRESS without TO is refused with three sides");
            mail(MEN, "HOLD M1");
            Map<String, InboundMail> t1 = results("T1-men");
            assertTrue(t1.get(ORCS).text().contains(SECRET) && t1.get(ORCS).text().contains("Well met"));
            assertTrue(t1.get(DWARVES).text().contains("Well met"), t1.get(DWARVES).text());
            assertFalse(t1.get(MEN).text().contains("Well met"), "the sender's own result does not carry it");
            assertEquals("T1-orcs", game().window().orElseThrow().id());

            // T1-orcs: only the orcs are reminded; the deadline passes and their units hold
            clock.advance(Duration.ofHours(25));
            w.loop.once();
            assertTrue(only(ORCS).subject().contains("Reminder"));
            for (String who : List.of(MEN, DWARVES)) {
                assertEquals(List.of(), read(who), who + " owes nothing in the orcs' player turn");
            }
            clock.advance(Duration.ofHours(24));
            w.loop.once();
            Map<String, InboundMail> missed = results("T1-orcs");
            for (InboundMail m : missed.values()) {
                assertTrue(m.text().contains("The Orcs") && m.text().toLowerCase().contains("no orders"), m.text());
            }
            assertEquals("T1-dwarves", game().window().orElseThrow().id());

            // T1-dwarves: the dwarves offer a draw to the two other sides
            mail(DWARVES, "DRAW");
            String offer = only(DWARVES).text();
            assertTrue(offer.contains("the other sides have") && offer.contains("Still to agree: The Men, The Orcs"), offer);
            assertTrue(only(ORCS).subject().contains("The Dwarves offer a draw"));
            only(MEN);

            // the orcs resign: their units leave the table and the game goes on between the other two
            mail(ORCS, "RESIGN");
            for (String who : List.of(MEN, ORCS, DWARVES, GM)) {
                InboundMail left = only(who);
                assertTrue(left.text().contains("its units leave the table: O1, O2")
                        && left.text().contains("Still in the game: The Men, The Dwarves"), who + ":\n" + left.text());
            }
            assertTrue(seen.get(ORCS).get(seen.get(ORCS).size() - 1).subject().contains("You have resigned"));
            assertFalse(game().finished());
            assertTrue(game().rules() instanceof herald.engine.basicfantasy.BasicFantasyState s && s.living("orcs").isEmpty());
            mail(ORCS, "PRESS TO ALL I am back");
            assertTrue(only(ORCS).text().contains("you resigned this game"));
            mail(GM, "VOID TURN");
            assertTrue(only(GM).text().contains("a side has resigned since the last resolution"));

            // the men accept: every side still playing has agreed, and the game is drawn
            mail(MEN, "DRAW");
            for (String who : List.of(MEN, ORCS, DWARVES, GM)) {
                InboundMail over = only(who);
                assertTrue(over.subject().contains("Game over") && over.text().contains("a draw agreed by every side"),
                        who + ": " + over.subject());
            }

            // none of the dwarves' (or the GM's) mails held the press the men meant for the orcs alone
            for (String who : List.of(DWARVES, GM)) {
                for (InboundMail m : seen.get(who)) {
                    assertFalse(m.text().contains(SECRET), who + " read the orcs' press in " + m.subject());
                    for (byte[] pdf : MailWorld.pdfs(m)) {
                        assertFalse(Pdfs.text(pdf).contains(SECRET), who + "'s PDF in " + m.subject());
                    }
                }
            }
        }
    }

    private GameRecord game() {
        return w.umpire.games().load(id);
    }

    private void mail(String who, String body) {
        w.send(who, "[" + id + "] command", "KEY " + keys.get(who) + "\n" + body);
        w.loop.once();
    }

    private List<InboundMail> read(String who) {
        List<InboundMail> mails = w.read(who);
        seen.get(who).addAll(mails);
        return mails;
    }

    private InboundMail only(String who) {
        List<InboundMail> mails = read(who);
        assertEquals(1, mails.size(), "one mail for " + who + ": " + mails.stream().map(InboundMail::subject).toList());
        return mails.get(0);
    }

    /** Each player's result of {@code window}, the one turn result among the mails they have not read yet. */
    private Map<String, InboundMail> results(String window) {
        Map<String, InboundMail> out = new LinkedHashMap<>();
        for (String who : List.of(MEN, ORCS, DWARVES)) {
            List<InboundMail> r = read(who).stream().filter(m -> m.subject().contains("result")).toList();
            assertEquals(1, r.size(), who + ": one result of " + window);
            out.put(who, r.get(0));
        }
        return out;
    }
}
