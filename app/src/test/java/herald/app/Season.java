package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * Runs a {@link ClubMonth}'s hourly passes the way a club's cron would, and kills them: every other
 * hour that brings mail for Herald (until {@link #CHILD_PASSES} child JVMs have run) is a real
 * `herald run --once` in a child JVM ({@link ChildHerald}), which is usually SIGKILLed at the next
 * kill point of {@link #PLAN} (or at a random moment) and then started again to finish the hour's
 * work; quiet hours run in-process, because a child JVM costs seconds and a month has 720 hours.
 * {@code -Dherald.season-child-passes=N} and {@code -Dherald.kill-seed=S} change how many and which.
 */
final class Season {
    static final int CHILD_PASSES = Integer.getInteger("herald.season-child-passes", 24);
    /** The kill for each child hour in turn; "none" lets the child finish its pass unharmed. */
    static final List<String> PLAN = List.of("fetched:1", "ingest-commit:1", "ingested:1", "resolve-commit:1",
            "render:1", "send:1", "sent:1", "random", "none", "sent:2", "send:2", "random");
    private static final Duration PATIENCE = Duration.ofMinutes(2);

    final ClubMonth month;
    final ChildHerald child;
    private final Random random = new Random(Long.getLong("herald.kill-seed", 11L));
    final Map<String, Integer> kills = new TreeMap<>();
    int childRuns;
    private int childHours;
    private int mailHours;
    /** The hours a child JVM ran, for the report. */
    final List<java.time.Instant> childHourList = new java.util.ArrayList<>();
    private int seen;
    private long passMillis = 2000;

    Season(ClubMonth month, Path dir) {
        this.month = month;
        this.child = new ChildHerald(dir, month.world.config(), month.clock.now);
    }

    /** One hour's pass: in a child JVM (killed, then restarted) if mail came for Herald, else in-process. */
    void pass() {
        int forHerald = month.world.mail.getReceivedMessagesForDomain("herald.test").length;
        boolean news = forHerald > seen;
        seen = forHerald;
        // Every other hour with mail, so that the child JVMs are spread over the month, not spent in its first week.
        if (!news || mailHours++ % 2 == 1 || childRuns >= CHILD_PASSES) {
            month.world.loop.once();
            return;
        }
        month.world.closeHerald();
        try {
            child.setClock(month.clock.now);
            childHourList.add(month.clock.now);
            String point = PLAN.get(childHours++ % PLAN.size());
            Optional<String> killed = round(point);
            if (killed.isPresent()) {
                kills.merge(killed.get(), 1, Integer::sum);
                ChildHerald.Running clean = child.start(List.of(), "run", "--once");
                childRuns++;
                assertEquals(0, clean.awaitExit(PATIENCE), clean.output());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            month.world.open();
        }
    }

    /** One child run; the point it was SIGKILLed at, or empty when it finished its pass. */
    private Optional<String> round(String point) throws InterruptedException {
        childRuns++;
        if (point.equals("none")) {
            long t0 = System.nanoTime();
            ChildHerald.Running run = child.start(List.of(), "run", "--once");
            assertEquals(0, run.awaitExit(PATIENCE), run.output());
            passMillis = (System.nanoTime() - t0) / 1_000_000;
            return Optional.empty();
        }
        if (point.equals("random")) {
            ChildHerald.Running run = child.start(List.of(), "run", "--once");
            // Real time, not the game's: a moment somewhere inside the child's pass.
            Thread.sleep(200 + random.nextInt((int) Math.max(1, passMillis)));
            if (!run.isAlive()) {
                assertEquals(0, run.awaitExit(PATIENCE), run.output());
                return Optional.empty();
            }
            int status = run.killNine();
            if (status == 0) {
                // It finished its pass between the look and the kill (a loaded machine: CI saw it once): no kill.
                return Optional.empty();
            }
            assertEquals(137, status, "SIGKILL ends it: " + run.output());
            return Optional.of("random");
        }
        ChildHerald.Running run = child.start(List.of("herald.kill-at=" + point), "run", "--once");
        if (run.awaitKillPoint(PATIENCE).isEmpty()) {
            assertEquals(0, run.awaitExit(PATIENCE), "a pass that never reached " + point + " ends well: " + run.output());
            return Optional.empty();
        }
        assertEquals(137, run.killNine(), "SIGKILL ends it: " + run.output());
        return Optional.of(point.substring(0, point.indexOf(':')));
    }

    /** Kills that may have cut a send off after the server took the mail: the only source of duplicates. */
    int sendKills() {
        return kills.getOrDefault("sent", 0) + kills.getOrDefault("random", 0);
    }

    void report(long startedNanos) {
        System.out.printf("ClubSeasonTest: %d child runs in %d of %d hours with mail (%s), %d SIGKILLs by point %s,"
                + " %.0f s in all%n", childRuns, childHourList.size(), mailHours, childHourList,
                kills.values().stream().mapToInt(Integer::intValue).sum(), kills, (System.nanoTime() - startedNanos) / 1e9);
    }
}
