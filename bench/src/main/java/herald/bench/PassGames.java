package herald.bench;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.Seat;
import herald.app.game.Keys;
import herald.app.game.ScenarioSource;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.journal.NewEvent;
import herald.app.game.GameRecord;
import herald.app.game.Schedule;
import herald.app.game.Rulesets;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.journal.PostgresServer;
import herald.mailer.InboundMail;
import herald.renderer.PdfRenderer;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The games {@link RunPass} plays a pass over: Lone Wolf {@code patrol} games made through Herald's own
 * {@link Umpire} into a PostgreSQL database, each with the first side's orders for the first window accepted
 * (an order mail ingested as `herald run` would), so that the other side's one mail completes the window.
 * Every mail the set-up queues (two welcomes with their PDFs, one acceptance) is marked sent at once: the pass
 * must send only what the pass itself causes.
 */
final class PassGames {
    static final String HERALD = "herald@herald.test";

    /** Blue's mail for one game: what the pass's inbox will hold. */
    record Waiting(String gameId, String from, String key, String orders, List<String> players) {
        String subject() {
            return "[" + gameId + "] orders";
        }

        String body() {
            return "KEY " + key + "\n" + orders;
        }
    }

    /** The set-up's result: the template database and the mail each game waits for. */
    record Made(PostgresServer.Database database, String name, List<Waiting> waiting, double createSeconds,
            double acceptSeconds, List<String> ids) {}

    private PassGames() {
    }

    static String red(int n) {
        return "red-" + n + "@club.test";
    }

    static String blue(int n) {
        return "blue-" + n + "@club.test";
    }

    /** Makes {@code games} games in a new database {@code name} on {@code server}; closes every connection to it. */
    static Made make(PostgresServer server, PostgresServer.Database empty, String name, int games) {
        return make(server, empty, name, games, games);
    }

    /**
     * As above, only the first {@code mailed} games made by {@code createGame} with red's orders in (the ones a
     * trial's mail goes to); the others, which no mail reaches, written as {@link #resting} games: the same
     * events without the welcome mails and their PDFs, most of a set-up's time (issue 17: 1,000 games on a loaded
     * machine). Then one pass of the umpire, as a club's `herald run` has made before: it looks at each game once.
     */
    static Made make(PostgresServer server, PostgresServer.Database empty, String name, int games, int mailed) {
        Ruleset lw = Rulesets.byId("lonewolf");
        List<Waiting> waiting = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        long createNanos = 0;
        long acceptNanos = 0;
        long started = System.nanoTime();
        try (Journal journal = empty.openJournal()) {
            Umpire umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), HERALD), Clock.systemUTC());
            for (int n = 1; n <= games; n++) {
                if (n > mailed) {
                    ids.add(resting(journal, lw, n));
                    if (n % 100 == 0 || n == games) {
                        System.out.printf("  %,d games made (%.1f s)%n", n, (System.nanoTime() - started) / 1e9);
                    }
                    continue;
                }
                Map<String, String> players = new LinkedHashMap<>();
                players.put("red", red(n));
                players.put("blue", blue(n));
                long t0 = System.nanoTime();
                Umpire.Created created = umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null,
                        Map.of(), schedule(n)));
                long t1 = System.nanoTime();
                GameRecord g = umpire.games().load(created.gameId());
                // the scenario's own side ids (red and blue are only aliases): all but the window's last side order now
                List<String> sides = g.window().orElseThrow().sides();
                String last = sides.get(sides.size() - 1);
                for (String side : sides.subList(0, sides.size() - 1)) {
                    Seat seat = g.seatOf(side).orElseThrow();
                    Umpire.Ingested in = umpire.ingest(orderMail(seat.email(), "[" + g.id() + "] orders",
                            "KEY " + created.keys().get(side) + "\n" + lw.simulatedOrders(g.rules(), side)));
                    if (!in.disposition().equals("accepted")) {
                        throw new IllegalStateException(g.id() + ": " + side + "'s set-up orders were " + in.disposition()
                                + ": " + in.note());
                    }
                }
                // the last side answers the same state: pending orders change nothing on the map
                ids.add(g.id());
                waiting.add(new Waiting(g.id(), g.seatOf(last).orElseThrow().email(), created.keys().get(last),
                        lw.simulatedOrders(g.rules(), last), List.of(red(n), blue(n))));
                markAllSent(journal);
                createNanos += t1 - t0;
                acceptNanos += System.nanoTime() - t1;
                if (n % 100 == 0 || n == games) {
                    System.out.printf("  %,d games made (%.1f s)%n", n, (System.nanoTime() - started) / 1e9);
                }
            }
            requireOneWindowEach(umpire, waiting);
            long p0 = System.nanoTime();
            Umpire.Pass first = umpire.resolveAndRemind();
            System.out.printf("  the umpire's first pass, in the set-up's process, looked at every game: %.1f s; %s%n",
                    (System.nanoTime() - p0) / 1e9, first);
        }
        return new Made(empty, name, List.copyOf(waiting), createNanos / 1e9, acceptNanos / 1e9, List.copyOf(ids));
    }

    /**
     * Game {@code n}'s deadlines, a spread as a club's are (issue 17): 24 hours to a week after the results,
     * half with a reminder 12 hours before, a third with a day's grace, every fourth waiting for late orders.
     * The earliest (a reminder 12 hours after the set-up) falls after any pass the run times: the club is at rest.
     */
    static Schedule schedule(int n) {
        return Schedule.afterResults(24 + 12 * (n % 13), n % 3 == 0 ? 24 : 0,
                n % 4 == 0 ? Schedule.Lateness.WAIT : Schedule.Lateness.DEFAULT, n % 2 == 0 ? 12 : null);
    }

    /** Game {@code n} as {@code createGame} writes it, without the welcome mails: for a game no mail will reach. */
    private static String resting(Journal journal, Ruleset lw, int n) {
        ScenarioSource scenario = ScenarioSource.of(lw, "patrol");
        List<RuleEvent> setUp = scenario.setUp(lw, Map.of());
        RulesState state = lw.initial();
        for (RuleEvent e : setUp) {
            state = lw.apply(state, e);
        }
        List<Side> sides = lw.sides(state);
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < sides.size(); i++) {
            String salt = Keys.salt();
            seats.add(new Seat(sides.get(i).id(), i == 0 ? red(n) : blue(n), salt, Keys.keyHash(salt, Keys.orderKey())));
        }
        String id = Keys.gameId(lw.title());
        byte[] seed = Keys.seed();
        byte[] replyKey = Keys.seed();
        EventCodec codec = new EventCodec(lw);
        List<NewEvent> events = new ArrayList<>();
        events.add(codec.encode(new GameCreated(id, lw.id(), lw.version(), scenario.name(), Map.of(), seats,
                Keys.sha256Hex(seed), null, null, Instant.now(), null, schedule(n))));
        setUp.forEach(e -> events.add(codec.encode(e)));
        journal.transact(tx -> {
            tx.append(id, 0, events);
            tx.putSecret(id, seed);
            tx.putReplyKey(id, replyKey);
            return null;
        });
        return id;
    }

    private static void markAllSent(Journal journal) {
        Instant now = Instant.now();
        for (OutboxEntry e : journal.pendingMail()) {
            journal.markSent(e.id(), now);
        }
    }

    /** The first game, read back: its window still open, waiting for the one side whose mail the pass brings. */
    private static void requireOneWindowEach(Umpire umpire, List<Waiting> waiting) {
        if (waiting.isEmpty()) {
            return; // no mail will come: every game was made at rest
        }
        Waiting first = waiting.get(0);
        GameRecord g = umpire.games().load(first.gameId());
        String side = g.seatByEmail(first.from()).orElseThrow().side();
        List<String> due = g.window().orElseThrow().sides().stream().filter(s -> !g.pending().containsKey(s)).toList();
        if (g.readyToResolve(Instant.now()) || !due.equals(List.of(side))) {
            throw new IllegalStateException(first.gameId() + " is not waiting for " + side + " alone: " + g.window()
                    + ", orders in from " + g.pending().keySet());
        }
    }

    /** A plain-text order mail as a player's client would send it, read back as the inbox reads one. */
    static InboundMail orderMail(String from, String subject, String body) {
        return InboundMail.read(mime(from, subject, body), Instant.now());
    }

    static MimeMessage message(Session session, String from, String subject, String body) {
        try {
            MimeMessage m = new MimeMessage(session);
            m.setFrom(new InternetAddress(from));
            m.setRecipient(Message.RecipientType.TO, new InternetAddress(HERALD));
            m.setSubject(subject, "UTF-8");
            m.setText(body, "UTF-8");
            m.saveChanges();
            return m;
        } catch (jakarta.mail.MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] mime(String from, String subject, String body) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            message(Session.getInstance(new Properties()), from, subject, body).writeTo(out);
            return out.toByteArray();
        } catch (java.io.IOException | jakarta.mail.MessagingException e) {
            throw new IllegalStateException(e);
        }
    }
}
