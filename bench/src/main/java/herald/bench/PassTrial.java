package herald.bench;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import herald.app.game.GameEvent;
import herald.app.game.Games;
import herald.journal.InboundRecord;
import herald.journal.Journal;
import herald.journal.PostgresServer;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * One trial of {@link RunPass}: a fresh copy of the games' database, a fresh mail server whose Herald
 * inbox holds {@code mails} order mails, then {@code workers} `herald run --once` child JVMs started at
 * once; the wall time until the last has exited, and what the pass left behind.
 */
final class PassTrial implements AutoCloseable {
    /** As a club's `herald run` starts: the JVM's own choices (tiered C2, the default GC and heap). */
    static final List<String> CLUB_JVM = List.of("-Djava.awt.headless=true");
    /**
     * The children's JVM options: {@link #CLUB_JVM} unless {@code -Dherald.bench.child-jvm="..."} names others
     * (e.g. "-Djava.awt.headless=true -Xmx256m" for issue 17's memory check, or the crash tests' fast start,
     * "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC", which measured a pass of PDF drawing a third slower).
     */
    static final List<String> CHILD_JVM = System.getProperty("herald.bench.child-jvm") == null ? CLUB_JVM
            : List.of(System.getProperty("herald.bench.child-jvm").trim().split("\\s+"));
    /**
     * {@code -Dherald.bench.launcher=./herald}: each child is started as a club starts Herald, by the launcher
     * (its class-data archive included), with the JVM options above in HERALD_JAVA_OPTS; else java is started
     * directly on the bench's own class path.
     */
    static final String LAUNCHER = System.getProperty("herald.bench.launcher");
    private static final long PATIENCE_MINUTES = 20;

    /** What one pass did, as read back afterwards. */
    record Outcome(double seconds, List<Integer> exits, int accepted, int resolved, int queued, int unsent,
            int delivered, int inboxLeft, String refusal, Phases phases) {
        boolean whole(int mails) {
            return exits.stream().allMatch(e -> e == 0) && accepted == mails && resolved == mails && unsent == 0
                    && delivered == queued && inboxLeft == 0;
        }

        String line() {
            return String.format("%.2f s; exits %s; %d accepted, %d windows resolved, %d mails queued, %d unsent,"
                    + " %d delivered, %d left in INBOX%s", seconds, exits, accepted, resolved, queued, unsent, delivered,
                    inboxLeft, refusal == null ? "" : "; REFUSED: " + refusal) + "; lines at " + phases.line();
        }
    }

    private final PostgresServer server;
    private final PostgresServer.Database db;
    private final String dbName;
    private final Path dir;
    private final GreenMail mail;
    private final List<PassGames.Waiting> sent;
    private final Set<String> messageIds = new HashSet<>();
    private final long outboxBefore;
    private final List<String> jvm;

    /** Copies the template, starts the mail server and fills Herald's inbox; nothing is timed yet. */
    PassTrial(PostgresServer server, PassGames.Made games, String name, Path dir, int mails) {
        this(server, games, name, dir, mails, CHILD_JVM, games.ids().size());
    }

    /** As above, the children started with the JVM options {@code jvm}. */
    PassTrial(PostgresServer server, PassGames.Made games, String name, Path dir, int mails, List<String> jvm,
            int keep) {
        this.server = server;
        this.jvm = List.copyOf(jvm);
        this.dbName = name;
        this.dir = dir;
        server.asAdmin("CREATE DATABASE " + name + " OWNER " + PostgresServer.ROLE + " TEMPLATE " + games.name());
        this.db = new PostgresServer.Database(server.url(name), games.database().user(), games.database().password());
        dropAllBut(keep, games.ids());
        this.outboxBefore = count("SELECT count(*) FROM outbox");
        this.mail = new GreenMail(new ServerSetup[] {
            new ServerSetup(3025, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort(),
            new ServerSetup(3143, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()});
        mail.start();
        mail.setUser(PassGames.HERALD, "herald", "pw");
        this.sent = games.waiting().subList(0, mails);
        fillInbox();
        server.asAdmin("CHECKPOINT"); // the copy's pages written before the clock starts, not during the pass
    }

    private void fillInbox() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", "" + mail.getSmtp().getPort());
        Session session = Session.getInstance(p);
        try (Transport t = session.getTransport("smtp")) {
            t.connect();
            for (int i = 0; i < sent.size(); i++) {
                PassGames.Waiting w = sent.get(i);
                w.players().forEach(player -> mail.setUser(player, player, "pw"));
                MimeMessage m = PassGames.message(session, w.from(), w.subject(), w.body());
                t.sendMessage(m, m.getAllRecipients());
                messageIds.add(m.getMessageID());
            }
        } catch (jakarta.mail.MessagingException e) {
            throw new IllegalStateException("cannot fill Herald's inbox: " + e, e);
        }
        if (!mail.waitForIncomingEmail(30_000, sent.size()) || inboxCount() != sent.size()) {
            throw new IllegalStateException("Herald's inbox holds " + inboxCount() + " mails, not " + sent.size());
        }
    }

    /** A herald.properties for one worker: its own data folder (the journal's head file), the shared database and mail server. */
    Path config(String worker) {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("data", dir.resolve(worker).toString());
        c.put("herald.address", PassGames.HERALD);
        c.put("imap.host", "127.0.0.1");
        c.put("imap.port", "" + mail.getImap().getPort());
        c.put("imap.user", "herald");
        c.put("imap.password", "pw");
        c.put("smtp.host", "127.0.0.1");
        c.put("smtp.port", "" + mail.getSmtp().getPort());
        c.put("journal.url", db.url());
        c.put("journal.user", db.user());
        c.put("journal.password", db.password());
        Path file = dir.resolve(worker + ".properties");
        try {
            Files.createDirectories(dir.resolve(worker)); // a read command wants its data folder to exist
            Files.writeString(file, c.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining("\n", "", "\n")), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /**
     * When each kind of log line a child printed first and last came, in seconds from the start: `herald run`
     * prints "in" per mail ingested, "turn" per window resolved and "out" per mail sent, so these say how long
     * the pass spent before it ingested anything, ingesting, resolving (loading every game) and sending.
     */
    record Phases(Map<String, double[]> spans) {
        String line() {
            StringBuilder sb = new StringBuilder();
            spans.forEach((k, v) -> sb.append(String.format(" %s %.2f-%.2f", k, v[0], v[1])));
            return sb.toString().strip();
        }
    }

    /** Starts {@code herald ARGS} in {@code n} child JVMs at once; the wall time until all have exited, and their exits. */
    record Timed(double seconds, List<Integer> exits, List<Path> logs, Phases phases) {}

    Timed children(String label, int n, String... args) {
        List<Process> running = new ArrayList<>();
        List<Thread> readers = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        List<ProcessBuilder> builders = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            String worker = label + "-" + k;
            List<String> cmd = new ArrayList<>();
            if (LAUNCHER == null) {
                cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
                cmd.addAll(jvm);
                cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "herald.app.Main"));
            } else {
                cmd.add(Path.of(LAUNCHER).toAbsolutePath().toString());
            }
            cmd.addAll(List.of(args));
            cmd.addAll(List.of("--config", config(worker).toString()));
            logs.add(dir.resolve(worker + ".log"));
            ProcessBuilder b = new ProcessBuilder(cmd).redirectErrorStream(true);
            if (LAUNCHER != null) {
                b.environment().put("HERALD_JAVA_OPTS", String.join(" ", jvm));
            }
            builders.add(b);
        }
        Map<String, double[]> spans = new java.util.concurrent.ConcurrentSkipListMap<>();
        long t0 = System.nanoTime();
        try {
            for (int k = 0; k < n; k++) {
                Process p = builders.get(k).start();
                running.add(p);
                Path log = logs.get(k);
                Thread reader = new Thread(() -> copy(p, log, t0, spans), "child-output");
                reader.setDaemon(true);
                reader.start();
                readers.add(reader);
            }
            List<Integer> exits = new ArrayList<>();
            for (Process p : running) {
                if (!p.waitFor(PATIENCE_MINUTES, TimeUnit.MINUTES)) {
                    p.destroyForcibly();
                }
                exits.add(p.waitFor());
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            for (Thread r : readers) {
                r.join(5000);
            }
            return new Timed(seconds, exits, logs, new Phases(new LinkedHashMap<>(spans)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            running.forEach(Process::destroyForcibly);
        }
    }

    /** Copies a child's output to its log, each line stamped with its arrival, and notes the first and last of each kind. */
    private static void copy(Process p, Path log, long t0, Map<String, double[]> spans) {
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
                var out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                double at = (System.nanoTime() - t0) / 1e9;
                out.write(String.format("%8.3f %s%n", at, line));
                String kind = line.contains(" ") ? line.substring(0, line.indexOf(' ')) : line;
                if (List.of("in", "turn", "out").contains(kind)) {
                    spans.merge(kind, new double[] {at, at}, (a, b) -> new double[] {Math.min(a[0], b[0]),
                        Math.max(a[1], b[1])});
                }
            }
        } catch (IOException e) {
            // the log is a help for reading the figures, not one of them
        }
    }

    /** The pass itself, then what it left: read back from the database and the mail server. */
    Outcome pass(int workers) {
        Timed t = children("worker", workers, "run", "--once");
        String refusal = null;
        for (Path log : t.logs()) {
            String text = read(log);
            int at = text.indexOf("another herald process");
            if (at >= 0) {
                int end = text.indexOf('\n', at);
                refusal = text.substring(at, end < 0 ? text.length() : end);
            }
        }
        int accepted;
        int resolved = 0;
        try (Journal journal = Journal.openForReading(db.url(), db.user(), db.password())) {
            accepted = (int) journal.inbound(null).stream().filter(r -> messageIds.contains(r.messageId()))
                    .map(InboundRecord::disposition).filter("accepted"::equals).count();
            Games games = new Games(journal);
            for (PassGames.Waiting w : sent) {
                resolved += (int) games.history(w.gameId()).stream()
                        .filter(s -> s.event() instanceof GameEvent.WindowResolved).count();
            }
        }
        int queued = (int) (count("SELECT count(*) FROM outbox") - outboxBefore);
        int unsent = (int) count("SELECT count(*) FROM outbox WHERE sent_at IS NULL");
        int delivered = mail.getReceivedMessagesForDomain("club.test").length;
        return new Outcome(t.seconds(), t.exits(), accepted, resolved, queued, unsent, delivered, inboxCount(), refusal,
                t.phases());
    }

    private int inboxCount() {
        try {
            var user = mail.getUserManager().getUser("herald");
            return mail.getManagers().getImapHostManager().getInbox(user).getMessageCount();
        } catch (com.icegreen.greenmail.store.FolderException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Keeps the first {@code keep} games of the copy (the mailed ones come first), so that a smaller club is the
     * same club less some of its games at rest: a pass over 200 and over 1,000 games differ in nothing else.
     */
    private void dropAllBut(int keep, List<String> ids) {
        if (keep >= ids.size()) {
            return;
        }
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            java.sql.Array gone = c.createArrayOf("varchar", ids.subList(keep, ids.size()).toArray());
            for (String table : List.of("events", "game_due", "game_secret", "snapshots")) {
                try (var ps = c.prepareStatement("DELETE FROM " + table + " WHERE game_id = ANY(?)")) {
                    ps.setArray(1, gone);
                    ps.executeUpdate();
                }
            }
            s.execute("VACUUM ANALYZE");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot drop the games past " + keep + ": " + e, e);
        }
    }

    private long count(String sql) {
        try (Connection c = db.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e, e);
        }
    }

    static String read(Path log) {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    @Override
    public void close() {
        mail.stop();
        server.asAdmin("DROP DATABASE IF EXISTS " + dbName + " WITH (FORCE)");
    }
}
