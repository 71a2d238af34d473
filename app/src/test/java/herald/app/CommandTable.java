package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.StoredEvent;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Lone Wolf game over real mail with two players and a game master, whose welcome mails have been
 * read: the keys are the ones the players were mailed. Each command test starts from here.
 */
final class CommandTable implements AutoCloseable {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";
    static final String GM = "gm@club.test";
    static final String NEWCOMER = "carol@club.test";

    final MailWorld w;
    final Ruleset lw = Rulesets.byId("lonewolf");
    final String id;
    final Map<String, String> keys = new LinkedHashMap<>();
    final Map<String, String> sideOf = new LinkedHashMap<>();
    /** The welcome mail each of them read. */
    final Map<String, InboundMail> welcomes = new LinkedHashMap<>();

    CommandTable(Path dir) {
        // Fair dice, but the same every run: a battle that ended early would leave a command test nothing to do.
        byte[] seed = new byte[32];
        java.util.Arrays.fill(seed, (byte) 7);
        w = new MailWorld(dir.resolve("data"), java.time.Clock.systemUTC(), seed::clone);
        for (String player : List.of(RED, BLUE, GM, NEWCOMER)) {
            w.addPlayer(player);
        }
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", RED);
        players.put("blue", BLUE);
        id = w.umpire.createGame(new Umpire.NewGame(lw, "patrol", players, 48, null, Map.of(), GM)).gameId();
        w.loop.once();
        for (String who : List.of(RED, BLUE, GM)) {
            welcomes.put(who, only(who));
            keys.put(who, key(welcomes.get(who).text()));
        }
        game().seats().forEach(s -> sideOf.put(s.email(), s.side()));
    }

    static String key(String text) {
        Matcher m = Pattern.compile("KEY:?\\s+([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})").matcher(text);
        assertTrue(m.find(), "a key in:\n" + text);
        return m.group(1);
    }

    GameRecord game() {
        return w.umpire.games().load(id);
    }

    /** {@code who} mails Herald with their key and {@code body}; Herald takes one pass. */
    String mail(String who, String body) {
        String mid = w.send(who, "[" + id + "] command", "KEY " + keys.get(who) + "\n" + body);
        w.loop.once();
        return mid;
    }

    /** The one unread mail of {@code who}, read over IMAP. */
    InboundMail only(String who) {
        List<InboundMail> mails = w.read(who);
        assertEquals(1, mails.size(), "exactly one mail for " + who + ": "
                + mails.stream().map(InboundMail::subject).toList());
        return mails.get(0);
    }

    String answer(String who) {
        InboundMail m = only(who);
        return m.subject() + "\n" + m.text();
    }

    /**
     * Both players send the orders the demo's simulated player would and the turn is resolved;
     * returns each player's turn-result mail.
     */
    Map<String, InboundMail> playTurn() {
        mail(RED, lw.simulatedOrders(game().rules(), sideOf.get(RED)));
        assertTrue(answer(RED).contains("accepted"), "red's orders accepted");
        mail(BLUE, lw.simulatedOrders(game().rules(), sideOf.get(BLUE)));
        Map<String, InboundMail> results = new LinkedHashMap<>();
        for (String who : List.of(RED, BLUE)) {
            List<InboundMail> mails = w.read(who);
            InboundMail result = mails.stream().filter(m -> m.subject().contains("result")).findFirst()
                    .orElseThrow(() -> new AssertionError("no turn result for " + who + ": "
                            + mails.stream().map(InboundMail::subject).toList()));
            results.put(who, result);
        }
        return results;
    }

    List<StoredEvent> events(String type) {
        return w.journal.read(id).stream().filter(e -> e.type().equals(type)).toList();
    }

    @Override
    public void close() {
        w.close();
    }
}
