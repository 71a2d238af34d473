package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.renderer.PdfRenderer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When the deadline passes, the turn is resolved with HOLD for whoever did not send orders. */
class DeadlineTest {
    @TempDir
    Path dir;

    @Test
    void a_window_waits_for_every_side_until_its_deadline_then_resolves_with_hold_for_the_missing_side() {
        HandClock clock = new HandClock();
        try (Journal journal = Journal.openH2(dir)) {
            // fixed dice: with fresh ones a patrol can end in its first turn, leaving no next window to have a deadline
            Umpire umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock,
                    () -> "a deadline test's fixed dice seed".getBytes(StandardCharsets.UTF_8));
            Ruleset lw = Rulesets.byId("lonewolf");
            Map<String, String> players = new LinkedHashMap<>();
            players.put("red", "red@club.test");
            players.put("blue", "blue@club.test");
            String id = umpire.createGame(new Umpire.NewGame(lw, "patrol", players, 24, null)).gameId();
            String key = journal.pendingMail().stream().filter(m -> m.mail().recipient().equals("red@club.test"))
                    .map(m -> Pattern.compile("KEY\\s+(\\S+)").matcher(m.mail().body())).filter(Matcher::find)
                    .map(m -> m.group(1)).findFirst().orElseThrow();
            GameRecord game = umpire.games().load(id);
            String red = game.created().seats().get(0).side();
            String body = "KEY " + key + "\n" + lw.simulatedOrders(game.rules(), red);
            umpire.ingest(herald.app.game.PlayedGame.mail("<r1@club.test>", "red@club.test", "[" + id + "]", body,
                    clock.instant()));
            String echo = journal.pendingMail().stream().map(m -> m.mail())
                    .filter(m -> m.recipient().equals("red@club.test") && m.subject().contains("Orders accepted"))
                    .findFirst().orElseThrow().body();
            String deadline = Dispatch.timeIn(game, game.deadline().orElseThrow());
            assertTrue(deadline.matches("[A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2} UTC"), deadline);
            assertTrue(echo.contains("or, at the latest,\n" + deadline + " (the deadline)."),
                    "the echo names the moment the turn will be resolved:\n" + echo);

            clock.now = clock.now.plus(Duration.ofHours(23));
            assertEquals(List.of(), umpire.resolveReady(), "blue still has an hour");

            clock.now = clock.now.plus(Duration.ofHours(2));
            assertEquals(1, umpire.resolveReady().size());
            GameEvent.WindowResolved resolved = umpire.games().history(id).stream()
                    .map(s -> s.event()).filter(e -> e instanceof GameEvent.WindowResolved)
                    .map(e -> (GameEvent.WindowResolved) e).findFirst().orElseThrow();
            assertEquals("<r1@club.test>", resolved.orders().get(red));
            assertEquals("default", resolved.orders().get(game.created().seats().get(1).side()));
            GameRecord after = umpire.games().load(id);
            assertTrue(after.deadline().orElseThrow().isAfter(clock.now), "the next window has a new deadline");
        }
    }
}
