package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.PlayedGame;
import herald.app.game.Rulesets;
import herald.app.game.Schedule;
import herald.app.game.Schedule.Lateness;
import herald.app.game.UserError;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Due;
import herald.journal.Journal;
import herald.journal.NewEvent;
import herald.renderer.PdfRenderer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17: a pass of the mail loop ({@link Umpire#resolveAndRemind}) loads only the games whose deadline,
 * grace or reminder has come, or that an event moved since the umpire last looked: a game at rest is not
 * read at all, yet its deadline and reminders still come on time.
 */
class ClubAtRestTest {
    private static final Duration HOUR = Duration.ofHours(1);
    private final Ruleset lw = Rulesets.byId("lonewolf");

    @TempDir
    Path dir;

    @Test
    void a_pass_reads_no_game_at_rest_and_still_reminds_once_and_resolves_at_the_deadline() {
        HandClock clock = new HandClock();
        Instant opened = clock.now;
        try (Journal journal = Journal.openH2(dir)) {
            Umpire umpire = umpire(journal, clock);
            Due due = new Due(journal);
            String a = create(umpire, Schedule.afterResults(24, 0, Lateness.DEFAULT, 12));
            String b = create(umpire, Schedule.afterResults(72, 0, Lateness.DEFAULT, null));
            redOrders(umpire, journal, a, clock);
            // B gets an event no Herald can read: any pass that loads B fails, so B must stay unread while at rest
            long v = journal.version(b);
            journal.transact(tx -> tx.append(b, v, List.of(new NewEvent("NoSuchEvent", 1, "{}"))));
            assertThrows(IllegalStateException.class, () -> umpire.games().load(b), "B cannot be loaded");
            assertTrue(due.put(b, v + 1, opened.plus(Duration.ofHours(72))), "as a look at B would have left it");

            clock.now = opened.plus(HOUR);
            assertEquals(new Umpire.Pass(List.of(), List.of()), umpire.resolveAndRemind(), "nothing due yet");
            assertEquals(opened.plus(Duration.ofHours(12)), due.of(a).orElseThrow().dueAt(), "A: at its reminder");
            for (int h = 2; h <= 11; h++) {
                clock.now = opened.plus(Duration.ofHours(h));
                assertEquals(List.of(), due.gamesDueBy(clock.now), "no game is read before its reminder");
                assertEquals(new Umpire.Pass(List.of(), List.of()), umpire.resolveAndRemind());
            }

            clock.now = opened.plus(Duration.ofHours(12));
            Umpire.Pass reminder = umpire.resolveAndRemind();
            assertEquals(List.of(a + ": before to " + side(umpire, a, 1)), reminder.reminded());
            assertEquals(opened.plus(Duration.ofHours(24)), due.of(a).orElseThrow().dueAt(), "A: then at its deadline");
            for (int h = 13; h <= 23; h++) {
                clock.now = opened.plus(Duration.ofHours(h));
                assertEquals(new Umpire.Pass(List.of(), List.of()), umpire.resolveAndRemind(), "one reminder only");
            }

            clock.now = opened.plus(Duration.ofHours(24));
            Umpire.Pass deadline = umpire.resolveAndRemind();
            assertEquals(1, deadline.resolved().size(), deadline.toString());
            assertTrue(deadline.resolved().get(0).startsWith(a + ": ") && deadline.resolved().get(0).contains(" resolved"),
                    deadline.toString());
            GameRecord next = umpire.games().load(a);
            assertEquals(next.deadline().orElseThrow().minus(Duration.ofHours(12)), due.of(a).orElseThrow().dueAt(),
                    "the next window's reminder, written with the resolution");

            clock.now = opened.plus(Duration.ofHours(72));
            assertThrows(IllegalStateException.class, umpire::resolveAndRemind, "B's time came: now it is read");
        }
    }

    @Test
    void a_journal_an_older_herald_wrote_without_due_rows_still_has_its_deadlines_kept() throws Exception {
        HandClock clock = new HandClock();
        Instant opened = clock.now;
        String a;
        try (Journal journal = Journal.openH2(dir)) {
            Umpire umpire = umpire(journal, clock);
            a = create(umpire, Schedule.afterResults(24, 0, Lateness.DEFAULT, null));
            redOrders(umpire, journal, a, clock);
        }
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + dir.toAbsolutePath().resolve("journal"), "sa",
                ""); Statement s = c.createStatement()) {
            s.execute("DROP TABLE game_due");
            s.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '9.1'");
        }
        try (Journal journal = Journal.openH2(dir)) {
            Umpire umpire = umpire(journal, clock);
            Due due = new Due(journal);
            assertEquals(List.of(a), due.gamesDueBy(opened), "every game the older Herald wrote is looked at once");
            clock.now = opened.plus(HOUR);
            assertEquals(new Umpire.Pass(List.of(), List.of()), umpire.resolveAndRemind());
            assertEquals(opened.plus(Duration.ofHours(24)), due.of(a).orElseThrow().dueAt());
            clock.now = opened.plus(Duration.ofHours(24));
            assertEquals(1, umpire.resolveAndRemind().resolved().size());
        }
    }

    @Test
    void a_campaigns_stream_is_no_game_to_the_list_the_pass_or_a_load() {
        HandClock clock = new HandClock();
        try (Journal journal = Journal.openH2(dir)) {
            Umpire umpire = umpire(journal, clock);
            String a = create(umpire, Schedule.afterResults(24, 0, Lateness.DEFAULT, null));
            umpire.campaigns().create(new herald.app.campaign.Campaigns.NewCampaign("northmarch", lw, "patrol",
                    Map.of("red", "red@club.test", "blue", "blue@club.test"), Map.of(), Map.of()));
            String campaign = Games.CAMPAIGN_PREFIX + "NORTHMARCH";
            Due due = new Due(journal);
            assertTrue(due.gamesDueBy(clock.now).contains(campaign), "an append makes any stream due");

            assertEquals(List.of(a), umpire.games().ids());
            clock.now = clock.now.plus(HOUR);
            assertEquals(new Umpire.Pass(List.of(), List.of()), umpire.resolveAndRemind(),
                    "the pass finds no battle of it to apply");
            assertEquals(Optional.of(new Due.Row(campaign, 1, null)), due.of(campaign), "and puts it at rest");
            for (String named : List.of(campaign, campaign.toLowerCase())) {
                UserError load = assertThrows(UserError.class, () -> umpire.games().load(named));
                assertTrue(load.getMessage().contains("campaign"), load.getMessage());
                assertThrows(UserError.class, () -> umpire.games().atTurn(named, 0));
            }
        }
    }

    private static Umpire umpire(Journal journal, HandClock clock) {
        // fixed dice: with fresh ones a patrol can end in its first turn, leaving no next window to test
        return new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock,
                () -> "a club at rest's fixed dice seed".getBytes(StandardCharsets.UTF_8));
    }

    private final Map<String, Map<String, String>> keys = new LinkedHashMap<>();

    private String create(Umpire umpire, Schedule schedule) {
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", "red@club.test");
        players.put("blue", "blue@club.test");
        Umpire.Created created = umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null, Map.of(),
                schedule));
        keys.put(created.gameId(), created.keys());
        return created.gameId();
    }

    private static String side(Umpire umpire, String game, int seat) {
        return umpire.games().load(game).created().seats().get(seat).side();
    }

    private void redOrders(Umpire umpire, Journal journal, String game, HandClock clock) {
        String red = side(umpire, game, 0);
        String body = "KEY " + keys.get(game).get(red) + "\n" + lw.simulatedOrders(umpire.games().load(game).rules(), red);
        Umpire.Ingested in = umpire.ingest(PlayedGame.mail("<red." + game + "@club.test>", "red@club.test",
                "[" + game + "]", body, clock.instant()));
        assertEquals("accepted", in.disposition(), in.toString());
    }
}
