package herald.bench;

import herald.journal.PostgresServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Issue 16: how long one pass of `herald run --once` takes over {@code GAMES} active games with {@code MAILS}
 * new order mails in its inbox, with one worker process and with several started at once. A plain timing
 * harness, not JMH: each trial is a few child JVMs doing real work against a real PostgreSQL 15 server
 * (fsync on, {@link PgBattle#server}) and a real SMTP/IMAP server (GreenMail on loopback).
 *
 * <p>The games are made once ({@link PassGames}, through Herald's own Umpire: welcome PDFs and all) into a
 * template database; each trial gets its own copy ({@code CREATE DATABASE ... TEMPLATE}) and a fresh mail
 * server, so every trial and every worker count starts from the same state. Beside the passes, two floors
 * measured in the same run on the same copies: a child JVM that prints {@code herald --version} (starting
 * Java and Herald), and {@code herald games} (that, opening the journal and loading every game once, which
 * every pass did before issue 17; now a pass loads only the games due or named by its mail: {@code MAILS} 0
 * times a club at rest).
 *
 * <pre>java -cp "bench/target/bench.jar:bench/target/lib/*" herald.bench.RunPass [GAMES] [MAILS] [TRIALS] [WORKERS...]</pre>
 * Defaults: 1000 games, 100 mails, 3 trials, workers 1 and 3.
 */
public final class RunPass {
    private RunPass() {
    }

    public static void main(String[] args) throws Exception {
        // GAMES may be a list too, "200,1000": the largest is made, and a trial of fewer keeps the first of them
        List<Integer> gameCounts = java.util.Arrays.stream((args.length > 0 ? args[0] : "1000").split(","))
                .map(Integer::parseInt).toList();
        int games = Collections.max(gameCounts);
        // MAILS may be a list, "0,100": each trial then times a pass for each, from the same set-up
        List<Integer> mailCounts = java.util.Arrays.stream((args.length > 1 ? args[1] : "100").split(","))
                .map(Integer::parseInt).toList();
        int mails = Collections.max(mailCounts);
        int trials = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        List<Integer> workers = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            workers.add(Integer.parseInt(args[i]));
        }
        if (workers.isEmpty()) {
            workers = List.of(1, 3);
        }
        if (mails > games) {
            throw new IllegalArgumentException("at most one mail a game: " + mails + " mails, " + games + " games");
        }
        Path dir = Files.createTempDirectory("herald-runpass-");
        // -Dherald.bench.small-heap=256m: each pass also with that -Xmx (issue 17: a club's run in 256 MB)
        Map<String, List<String>> jvms = new LinkedHashMap<>();
        jvms.put("", PassTrial.CHILD_JVM);
        String small = System.getProperty("herald.bench.small-heap");
        if (small != null) {
            List<String> jvm = new ArrayList<>(PassTrial.CHILD_JVM);
            jvm.add("-Xmx" + small);
            jvms.put(", -Xmx" + small, jvm);
        }
        System.out.printf("RunPass: %,d games, mails %s, %d trials, workers %s; child JVMs %s; logs in %s%n", games,
                mailCounts, trials, workers, jvms.values(), dir);

        long t0 = System.nanoTime();
        PostgresServer server = PgBattle.server();
        PostgresServer.Database empty = server.newJournalDatabase();
        try (java.sql.Connection c = empty.connect()) {
            PgBattle.awaitDurable(c); // fsync, full_page_writes and synchronous_commit on, as a club's server runs
        }
        String template = empty.url().substring(empty.url().lastIndexOf('/') + 1);
        double serverSeconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("PostgreSQL server and an empty journal: %.1f s%n", serverSeconds);

        long t1 = System.nanoTime();
        PassGames.Made made = PassGames.make(server, empty, template, games,
                Boolean.getBoolean("herald.bench.mail-all") ? games : mails);
        server.asAdmin("CHECKPOINT");
        double setUp = (System.nanoTime() - t1) / 1e9;
        System.out.printf("set-up: %,d games in %.1f s (%.1f ms a game): createGame %.1f s (%.1f ms a game),"
                + " red's orders ingested and every queued mail marked sent %.1f s%n", games, setUp, setUp * 1000 / games,
                made.createSeconds(), made.createSeconds() * 1000 / games, made.acceptSeconds());

        Map<String, List<Double>> times = new LinkedHashMap<>();
        List<String> failures = new ArrayList<>();
        int n = 0;
        for (int trial = 1; trial <= trials; trial++) {
            // worker counts taken in turn within each trial, so that a drift of the machine's load touches all alike
            for (int g : gameCounts) {
                for (int m : mailCounts) {
                    for (var jvm : jvms.entrySet()) {
                        for (int w : workers) {
                            n++;
                            trial(server, made, dir, "pass_" + n, trial, g, m, w, jvm.getKey(), jvm.getValue(), times,
                                    failures);
                        }
                    }
                }
            }
        }
        System.out.println();
        System.out.printf("%,d games, mails %s; machine: %d processors; set-up %.1f s (once)%n", games, mailCounts,
                Runtime.getRuntime().availableProcessors(), setUp);
        double floor = median(times.getOrDefault("floor: herald --version", List.of(Double.NaN)));
        for (var e : times.entrySet()) {
            double median = median(e.getValue());
            System.out.printf("%-52s median %7.2f s  min %7.2f s  (%d runs)  %5.1f× --version%n", e.getKey(), median,
                    Collections.min(e.getValue()), e.getValue().size(), median / floor);
        }
        failures.forEach(f -> System.out.println("NOT WHOLE: " + f));
        System.out.println("logs: " + dir);
        System.exit(failures.isEmpty() ? 0 : 1);
    }

    private static void trial(PostgresServer server, PassGames.Made made, Path dir, String name, int trial, int games,
            int mails, int w, String jvmLabel, List<String> jvm, Map<String, List<Double>> times, List<String> failures) {
        long c0 = System.nanoTime();
        try (PassTrial t = new PassTrial(server, made, name, dir.resolve(name), mails, jvm, games)) {
            double copy = (System.nanoTime() - c0) / 1e9;
            PassTrial.Timed version = t.children("version", 1, "--version");
            PassTrial.Timed list = t.children("games", 1, "games");
            PassTrial.Outcome o = t.pass(w);
            String label = games + " games, MAILS=" + mails + ", W=" + w + jvmLabel;
            System.out.printf("trial %d, %s (copy and inbox %.1f s): floors --version %.2f s, games %.2f s;"
                    + " pass %s%n", trial, label, copy, version.seconds(), list.seconds(), o.line());
            add(times, "floor: herald --version" + jvmLabel, version.seconds());
            add(times, "floor: herald games, " + games + " games" + jvmLabel, list.seconds());
            if (o.whole(mails)) {
                add(times, "pass, " + label, o.seconds());
            } else {
                failures.add("trial " + trial + " " + label + ": " + o.line());
            }
        }
    }

    private static void add(Map<String, List<Double>> times, String key, double seconds) {
        times.computeIfAbsent(key, k -> new ArrayList<>()).add(seconds);
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        int m = s.size() / 2;
        return s.size() % 2 == 1 ? s.get(m) : (s.get(m - 1) + s.get(m)) / 2;
    }
}
