package herald.app.archive;

import herald.app.HandClock;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.renderer.PdfRenderer;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Games played through the real Umpire by two simulated players mailing the ruleset's simulated
 * orders, with a fixed dice seed so that the same battle can be played again.
 */
final class Battles {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";

    final Journal journal;
    final HandClock clock = new HandClock();
    final Umpire umpire;
    private int mails;

    Battles(Journal journal) {
        this.journal = journal;
        byte[] seed = new byte[32];
        Arrays.fill(seed, (byte) 7);
        this.umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock, () -> seed.clone());
    }

    private final Map<String, Map<String, String>> keys = new LinkedHashMap<>();

    /** Creates a fair-dice game of {@code scenario} and plays {@code windows} order windows (0: to the end). */
    String play(String rulesetId, String scenario, int windows) {
        String id = create(rulesetId, scenario);
        for (int w = 0; windows == 0 || w < windows; w++) {
            if (umpire.games().load(id).finished()) {
                break;
            }
            if (w > 60) {
                throw new AssertionError(id + " did not end in 60 windows");
            }
            mailOrders(id);
            clock.now = clock.now.plus(Duration.ofMinutes(1));
            umpire.resolveReady();
        }
        return id;
    }

    String create(String rulesetId, String scenario) {
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", RED);
        players.put("blue", BLUE);
        Umpire.Created created = umpire.createGame(new Umpire.NewGame(Rulesets.byId(rulesetId), scenario, players, 48, null));
        keys.put(created.gameId(), created.keys());
        return created.gameId();
    }

    /** Every side due in the open window mails the simulated player's orders; nothing is resolved yet. */
    void mailOrders(String id) {
        GameRecord game = umpire.games().load(id);
        Ruleset rules = game.ruleset();
        for (String side : game.window().orElseThrow().sides()) {
            String email = game.seatOf(side).orElseThrow().email();
            String body = "KEY " + keys.get(id).get(side) + "\n" + rules.simulatedOrders(game.rules(), side);
            clock.now = clock.now.plus(Duration.ofMinutes(7));
            String messageId = "<m" + (++mails) + "@club.test>";
            umpire.ingest(herald.app.game.PlayedGame.mail(messageId, email, "[" + id + "] orders", body, clock.instant()));
        }
    }

    /** {@code side} mails Herald {@code text} (a command, say) with its order key. */
    Umpire.Ingested mail(String id, String side, String text) {
        GameRecord game = umpire.games().load(id);
        String body = "KEY " + keys.get(id).get(side) + "\n" + text + "\n";
        clock.now = clock.now.plus(Duration.ofMinutes(3));
        return umpire.ingest(herald.app.game.PlayedGame.mail("<" + id + "-c" + (++mails) + "@club.test>",
                game.seatOf(side).orElseThrow().email(), "[" + id + "]", body, clock.instant()));
    }
}
