package herald.app;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.game.Schedule;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.OutboxMail;
import herald.renderer.PdfRenderer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One Lone Wolf game between red@club.test and blue@club.test on a real H2 journal, with a hand-driven
 * clock and the umpire called as the mail loop calls it, but without a mail server: for the deadline
 * rules, where what matters is what is journalled and queued, not the wire.
 */
final class Table implements AutoCloseable {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";

    final HandClock clock = new HandClock();
    final Journal journal;
    final Umpire umpire;
    final Ruleset lw = Rulesets.byId("lonewolf");
    String id;
    String red;
    String blue;
    private Map<String, String> keys;
    private int mails;

    Table(Path dir) {
        journal = Journal.openH2(dir);
        // Fixed dice: with fresh ones a patrol can end in its first turn, leaving no next window to test.
        umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock,
                () -> "a deadline table's fixed dice seed".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    Table create(Schedule schedule) {
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", RED);
        players.put("blue", BLUE);
        Umpire.Created created = umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null, Map.of(),
                schedule));
        id = created.gameId();
        keys = created.keys();
        red = game().created().seats().get(0).side();
        blue = game().created().seats().get(1).side();
        return this;
    }

    GameRecord game() {
        return umpire.games().load(id);
    }

    /** The side's player mails a valid set of orders now; returns its Message-ID. */
    String orders(String side) {
        String body = "KEY " + keys.get(side) + "\n" + lw.simulatedOrders(game().rules(), side);
        String messageId = "<m" + (++mails) + "." + side + "@club.test>";
        String from = side.equals(red) ? RED : BLUE;
        umpire.ingest(herald.app.game.PlayedGame.mail(messageId, from, "[" + id + "]", body, clock.instant()));
        return messageId;
    }

    /** Journals a game master's event, as the GM's mail or CLI command will. */
    void gm(GameEvent event) {
        long version = journal.version(id);
        EventCodec codec = new EventCodec(lw);
        journal.transact(tx -> {
            tx.append(id, version, List.of(codec.encode(event)));
            return null;
        });
    }

    String window() {
        return game().window().orElseThrow().id();
    }

    /** What one pass of the mail loop does apart from mail: resolve what is ready, then remind. */
    List<String> pass() {
        List<String> lines = new ArrayList<>(umpire.resolveReady());
        lines.addAll(umpire.remindDue());
        return lines;
    }

    /** Moves the clock on in steps of {@code step}, a loop pass at each, until {@code until}. */
    List<String> run(Duration step, Instant until) {
        List<String> lines = new ArrayList<>();
        while (clock.now.isBefore(until)) {
            clock.now = clock.now.plus(step).isAfter(until) ? until : clock.now.plus(step);
            lines.addAll(pass());
        }
        return lines;
    }

    List<GameEvent.WindowResolved> resolved() {
        return events(GameEvent.WindowResolved.class);
    }

    <T> List<T> events(Class<T> type) {
        return umpire.games().history(id).stream().map(s -> s.event()).filter(type::isInstance).map(type::cast).toList();
    }

    /** Every mail queued for {@code email} whose subject holds {@code words}. */
    List<OutboxMail> mailTo(String email, String words) {
        return journal.pendingMail().stream().map(e -> e.mail())
                .filter(m -> m.recipient().equals(email) && m.subject().contains(words)).toList();
    }

    @Override
    public void close() {
        journal.close();
    }
}
