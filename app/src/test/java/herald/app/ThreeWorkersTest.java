package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.OrderWindow;
import herald.engine.Ruleset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three `herald run` workers, each a child JVM with a data folder of its own (three machines, as far as
 * Herald can tell), share one PostgreSQL journal and one IMAP mailbox while twenty games of Lone Wolf are
 * played to their end by mail that arrives at random; every few seconds one worker, chosen at random, is
 * killed with SIGKILL and started again, a dozen times. Then: every order mail journalled once and accepted once, every
 * window resolved once, every mailbox holding what the journal says was sent (a copy twice only where a
 * sending was cut off, which the journal counts), and `herald verify` passing for every game.
 * {@code -Dherald.workers.games=N}, {@code -Dherald.workers.kills=K} and {@code -Dherald.workers.seed=S}
 * change how many games, how many kills and when.
 */
class ThreeWorkersTest {
    private static final int GAMES = Integer.getInteger("herald.workers.games", 20);
    private static final int WORKERS = 3;
    /** Then the workers are left to finish, so that the test ends however slow the machine. */
    private static final int KILLS = Integer.getInteger("herald.workers.kills", 12);
    /** Three turns each: the game ends at its turn limit, whatever the dice, and the test stays short. */
    private static final int TURNS = 3;
    private static final Duration PATIENCE = Duration.ofMinutes(8);
    private static final Instant START = Instant.parse("2026-03-01T18:00:00Z");

    @TempDir(cleanup = CleanupMode.ON_SUCCESS)  // after a failure the workers' logs are there to read
    Path dir;

    private record Game(String id, Map<String, String> keys, List<String> players) {}

    @Test
    void three_workers_killed_at_random_share_one_journal_and_one_mailbox_and_do_each_thing_once() throws Exception {
        Random random = new Random(Long.getLong("herald.workers.seed", 16L));
        try (MailWorld w = MailWorld.onPostgres(dir.resolve("parent"))) {
            List<Game> games = create(w, shortPatrol());
            List<ChildHerald> machines = new ArrayList<>();
            for (int i = 0; i < WORKERS; i++) {
                Path home = dir.resolve("worker-" + i);
                machines.add(new ChildHerald(home, w.config().with("data", home.resolve("data").toString())
                        .with("poll.seconds", "1"), START));
            }
            // One pass alone first (the welcomes go out): a child that ends well leaves the class archive
            // the killed ones start faster from (ClassArchive).
            ChildHerald.Running first = machines.get(0).start(List.of(), "run", "--once");
            assertEquals(0, first.awaitExit(PATIENCE), first.output());
            List<ChildHerald.Running> running = new ArrayList<>();
            for (ChildHerald machine : machines) {
                running.add(machine.start(List.of(), "run"));
            }
            List<String> orderIds = new ArrayList<>();
            Set<String> ordered = new HashSet<>();
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            long nextKill = System.nanoTime() + killGap(random);
            int kills = 0;
            while (!allOverAndSent(w, games)) {
                assertTrue(System.nanoTime() < deadline, "the games did not end in " + PATIENCE + "; logs in " + dir);
                ordersAtRandom(w, games, ordered, orderIds, random);
                if (kills < KILLS && System.nanoTime() > nextKill) {
                    int victim = random.nextInt(WORKERS);
                    ChildHerald.Running worker = running.get(victim);
                    boolean alive = worker.isAlive();
                    int status = worker.killNine();
                    assertTrue(alive, "worker " + victim + " stopped by itself (exit " + status + "):\n" + worker.output());
                    assertEquals(137, status, "SIGKILL ends it");
                    running.set(victim, machines.get(victim).start(List.of(), "run"));
                    kills++;
                    nextKill = System.nanoTime() + killGap(random);
                }
                Thread.sleep(200 + random.nextInt(300)); // the players' pace, not a wait for Herald
            }
            for (ChildHerald.Running r : running) {
                assertTrue(r.isAlive(), "a worker stopped by itself:\n" + r.output());
                r.killNine();
            }
            System.out.printf("ThreeWorkersTest: %d games, %d order mails, %d SIGKILLs%n", games.size(),
                    orderIds.size(), kills);

            KillNineTest.everyOrderJournalledAndAcceptedOnce(w, orderIds);
            everyWindowResolvedOnceAndEveryGameOver(w, games);
            int twice = KillNineTest.everyMailDeliveredAndOnlyInterruptedOnesTwice(w,
                    games.stream().flatMap(g -> g.players().stream()).toList());
            System.out.printf("ThreeWorkersTest: %d mails delivered twice (each cut off after SMTP may have taken it)%n",
                    twice);
            Path config = machines.get(0).configFile();
            for (Game g : games) {
                HeraldCli.Run verify = HeraldCli.run("verify", g.id(), "--config", config.toString());
                assertEquals(0, verify.exit(), g.id() + ": " + verify.out() + verify.err());
            }
        }
    }

    /** Patrol, cut to three turns: a club's own scenario file, as `new-game --scenario ./file.json` reads it. */
    private Path shortPatrol() throws Exception {
        String patrol;
        try (var in = getClass().getResourceAsStream("/herald/templates/scenarios/lonewolf/patrol.json")) {
            patrol = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String cut = patrol.replaceFirst("\"turnLimit\": *\\d+", "\"turnLimit\": " + TURNS);
        assertTrue(!cut.equals(patrol), "patrol.json names its turn limit");
        Path file = dir.resolve("short-patrol.json");
        Files.writeString(file, cut, StandardCharsets.UTF_8);
        return file;
    }

    /** Two players a game, none in two: Herald's rate limit per sender is not what is tested here. */
    private static List<Game> create(MailWorld w, Path scenario) {
        Ruleset lw = Rulesets.byId("lonewolf");
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            Map<String, String> players = new LinkedHashMap<>();
            players.put("red", "red" + i + "@club.test");
            players.put("blue", "blue" + i + "@club.test");
            players.values().forEach(w::addPlayer);
            Umpire.Created c = w.umpire.createGame(new Umpire.NewGame(lw, scenario.toString(), players, null, null));
            games.add(new Game(c.gameId(), c.keys(), List.copyOf(players.values())));
        }
        return games;
    }

    /**
     * The players, in the parent: a few of the orders still owed for the open windows, in random order,
     * each side once per window. The rest come at the next call, so mail keeps arriving while the
     * workers work.
     */
    private static void ordersAtRandom(MailWorld w, List<Game> games, Set<String> ordered, List<String> orderIds,
            Random random) {
        Ruleset lw = Rulesets.byId("lonewolf");
        List<Game> shuffled = new ArrayList<>(games);
        Collections.shuffle(shuffled, random);
        int budget = 1 + random.nextInt(6);
        for (Game game : shuffled) {
            GameRecord g = w.umpire.games().load(game.id());
            OrderWindow window = g.window().orElse(null);
            if (g.finished() || window == null) {
                continue;
            }
            for (String side : window.sides()) {
                if (budget > 0 && ordered.add(game.id() + " " + window.id() + " " + side)) {
                    String email = g.seatOf(side).orElseThrow().email();
                    orderIds.add(w.send(email, "[" + g.id() + "] orders", "KEY " + game.keys().get(side) + "\n"
                            + lw.simulatedOrders(g.rules(), side)));
                    budget--;
                }
            }
        }
    }

    private static boolean allOverAndSent(MailWorld w, List<Game> games) {
        return games.stream().allMatch(g -> w.umpire.games().load(g.id()).finished()) && w.journal.pendingMail().isEmpty();
    }

    private static long killGap(Random random) {
        return Duration.ofMillis(3000 + random.nextInt(6000)).toNanos();
    }

    private static void everyWindowResolvedOnceAndEveryGameOver(MailWorld w, List<Game> games) {
        for (Game game : games) {
            Map<String, Integer> perWindow = new HashMap<>();
            for (var step : w.umpire.games().history(game.id())) {
                if (step.event() instanceof GameEvent.WindowResolved r) {
                    perWindow.merge(r.window(), 1, Integer::sum);
                }
            }
            perWindow.forEach((window, n) -> assertEquals(1, n, game.id() + " " + window + " resolved once"));
            assertTrue(!perWindow.isEmpty() && perWindow.size() <= TURNS, game.id() + ": " + perWindow.keySet());
            assertTrue(w.umpire.games().load(game.id()).finished(), game.id() + " is over");
            assertTrue(w.journal.verify(game.id()).intact(), game.id() + ": " + w.journal.verify(game.id()).problem());
        }
    }
}
