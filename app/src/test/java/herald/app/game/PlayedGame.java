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

    /** A battle fought out once per test JVM in a data folder of its own, for the tests that only read it. */
    public record Shared(java.nio.file.Path data, String id) {}

    private static final Map<String, Shared> SHARED = new java.util.HashMap<>();

    /**
     * {@code scenario} played to its end once for every test class that reads it (a long battle takes seconds to
     * fight); the folder goes when the JVM ends. Its readers open the journal in turn, never two at once.
     */
    public static synchronized Shared shared(String rulesetId, String scenario) {
        return SHARED.computeIfAbsent(rulesetId + "/" + scenario, key -> {
            try {
                java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("herald-played-");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> herald.app.archive.Archives.deleteTree(dir)));
                try (Journal journal = Journal.openH2(dir.resolve("data"))) {
                    return new Shared(dir.resolve("data"), play(journal, rulesetId, scenario, 99));
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

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
        Umpire.Created created = umpire.createGame(new Umpire.NewGame(ruleset, scenario, players, null, null));
        String id = created.gameId();
        Map<String, String> keys = created.keys();
        GameRecord game = umpire.games().load(id);
        int mails = 0;
        java.util.List<Umpire.Ingested> answers = new java.util.ArrayList<>();
        while (!game.finished() && game.rules().turn() <= maxTurns) {
            for (String side : game.window().orElseThrow().sides()) {
                GameEvent.Seat seat = game.seatOf(side).orElseThrow();
                String body = "KEY " + keys.get(side) + "\n" + ruleset.simulatedOrders(game.rules(), side);
                answers.add(umpire.ingest(mail("<" + id + "-" + (++mails) + "@club.test>", seat.email(), "[" + id + "]", body,
                        clock.instant())));
            }
            if (umpire.resolveReady().isEmpty()) {
                throw new IllegalStateException("every side mailed orders, yet " + id + " did not resolve: " + answers);
            }
            game = umpire.games().load(id);
        }
        return id;
    }

    /**
     * A mail as a test types it, its raw bytes holding its headers as a real one's do: the journal knows a mail
     * by its bytes, and two players' identical orders are still two mails.
     */
    public static InboundMail mail(String messageId, String from, String subject, String body, java.time.Instant at) {
        String raw = "Message-ID: " + messageId + "\r\nFrom: " + from + "\r\nSubject: " + subject + "\r\n\r\n" + body;
        return new InboundMail(messageId, from, "", subject, body, false, at, raw.getBytes(StandardCharsets.UTF_8), null, 0);
    }
}
