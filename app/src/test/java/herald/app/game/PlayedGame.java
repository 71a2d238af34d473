package herald.app.game;

import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.mailer.InboundMail;
import herald.renderer.PdfRenderer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plays a game through the umpire as the demo's simulated players would, each side mailing the orders
 * {@link Ruleset#simulatedOrders} gives it (the mails are handed to {@link Umpire#ingest}, not sent over
 * SMTP: these tests are about what the journal then holds). Fair dice from a fixed seed, so every run
 * plays the same battle.
 */
public final class PlayedGame {
    private PlayedGame() {}

    /** Plays {@code scenario} until it ends or {@code maxTurns} are resolved; returns the game id. */
    public static String play(Journal journal, String rulesetId, String scenario, int maxTurns) {
        Clock clock = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
        byte[] seed = new byte[32];
        Arrays.fill(seed, (byte) 7);
        Umpire umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock, () -> seed);
        Ruleset ruleset = Rulesets.byId(rulesetId);
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", "red@club.test");
        players.put("blue", "blue@club.test");
        String id = umpire.createGame(new Umpire.NewGame(ruleset, scenario, players, null, null)).gameId();
        Map<String, String> keys = new LinkedHashMap<>();
        GameRecord game = umpire.games().load(id);
        for (GameEvent.Seat seat : game.created().seats()) {
            keys.put(seat.side(), journal.pendingMail().stream().filter(m -> id.equals(m.mail().gameId()) && m.mail().recipient().equals(seat.email()))
                    .map(m -> Pattern.compile("KEY\\s+(\\S+)").matcher(m.mail().body())).filter(Matcher::find)
                    .map(m -> m.group(1)).findFirst().orElseThrow());
        }
        int mails = 0;
        java.util.List<Umpire.Ingested> answers = new java.util.ArrayList<>();
        while (!game.finished() && game.rules().turn() <= maxTurns) {
            for (String side : game.window().orElseThrow().sides()) {
                GameEvent.Seat seat = game.seatOf(side).orElseThrow();
                String body = "KEY " + keys.get(side) + "\n" + ruleset.simulatedOrders(game.rules(), side);
                answers.add(umpire.ingest(new InboundMail("<" + id + "-" + (++mails) + "@club.test>", seat.email(), "", "[" + id + "]", body,
                        false, clock.instant(), body.getBytes(StandardCharsets.UTF_8), null, 0)));
            }
            if (umpire.resolveReady().isEmpty()) {
                throw new IllegalStateException("every side mailed orders, yet " + id + " did not resolve: " + answers);
            }
            game = umpire.games().load(id);
        }
        return id;
    }
}
