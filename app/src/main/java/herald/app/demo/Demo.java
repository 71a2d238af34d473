package herald.app.demo;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import herald.app.Config;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.app.loop.Dispatch;
import herald.app.loop.MailLoop;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.engine.Side;
import herald.journal.Journal;
import herald.mailer.ImapInbox;
import herald.mailer.InboundMail;
import herald.mailer.MailConfig;
import herald.mailer.SmtpOutbox;
import herald.renderer.PdfRenderer;
import herald.templates.Scenarios;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A whole game over real mail protocols on loopback: an embedded SMTP/IMAP server, Herald's own
 * mailbox, and one mailbox per simulated player. Nothing is faked between the parts: players mail
 * orders over SMTP and read Herald's answers, PDFs attached, over IMAP.
 */
public final class Demo {
    public static final String HERALD = "herald@herald.demo";

    /**
     * @param mail every mail each side's player read, by side, oldest first
     * @param finished whether the game ended (else the demo's limit stopped it)
     */
    public record Result(String gameId, String outcome, int turns, Path journal, List<Path> pdfs, List<String> log,
            Map<String, List<InboundMail>> mail, boolean finished) {}

    private final Path data;
    private final PrintStream out;

    public Demo(Path data, PrintStream out) {
        this.data = data;
        this.out = out;
    }

    public Result play(String rulesetId, String scenario, int maxTurns) {
        return play(rulesetId, scenario, maxTurns, null);
    }

    /**
     * Plays {@code scenario} for at most {@code maxTurns} turns (0 or less: to the game's end); a
     * non-null {@code seed} fixes the dice, so the same orders make the same game.
     */
    public Result play(String rulesetId, String scenario, int maxTurns, String seed) {
        Ruleset ruleset = Rulesets.byId(rulesetId);
        String scenarioName = scenario != null ? scenario : Scenarios.names(ruleset.id()).get(0);
        GreenMail mail = loopback();
        try {
            return play(mail, ruleset, scenarioName, maxTurns <= 0 ? Integer.MAX_VALUE : maxTurns, seed);
        } finally {
            mail.stop();
        }
    }

    /** An SMTP and IMAP server on loopback, on free ports, started. */
    static GreenMail loopback() {
        GreenMail mail = new GreenMail(new ServerSetup[] {
            new ServerSetup(3025, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort(),
            new ServerSetup(3143, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()});
        mail.start();
        return mail;
    }

    /** Herald's mailbox on {@code mail}, and a configuration that reads and sends through it. */
    static Config heraldOn(GreenMail mail, Path data) {
        mail.setUser(HERALD, "herald", "herald-secret");
        return Config.defaultsOnly().with("data", data.toString()).with("herald.address", HERALD)
                .with("imap.host", "127.0.0.1").with("imap.port", "" + mail.getImap().getPort()).with("imap.user", "herald")
                .with("imap.password", "herald-secret").with("smtp.host", "127.0.0.1")
                .with("smtp.port", "" + mail.getSmtp().getPort());
    }

    private Result play(GreenMail mail, Ruleset ruleset, String scenario, int maxTurns, String seed) {
        int smtp = mail.getSmtp().getPort();
        int imap = mail.getImap().getPort();
        Config config = heraldOn(mail, data);
        List<String> log = new ArrayList<>();
        try (Journal journal = Journal.openH2(data)) {
            Umpire umpire = seed == null ? new Umpire(journal, new Dispatch(new PdfRenderer(), HERALD), Clock.systemUTC())
                    : new Umpire(journal, new Dispatch(new PdfRenderer(), HERALD), Clock.systemUTC(),
                            () -> seed.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            Map<String, String> seats = new LinkedHashMap<>();
            for (Side side : ruleset.sides(Games.setUp(ruleset, scenario))) {
                String email = side.id() + "@players.demo";
                mail.setUser(email, side.id(), side.id() + "-secret");
                seats.put(side.id(), email);
            }
            Umpire.Created created = umpire.createGame(new Umpire.NewGame(ruleset, scenario, seats, null, null));
            String gameId = created.gameId();
            out.println("demo game " + gameId + ": " + ruleset.title() + ", scenario " + scenario);
            Path pdfDir = data.resolve("pdf").resolve(gameId);
            List<SimulatedPlayer> players = new ArrayList<>();
            seats.forEach((side, email) -> players.add(new SimulatedPlayer(side, email,
                    account(smtp, imap, email, side, side + "-secret"), pdfDir)));
            try (ImapInbox inbox = new ImapInbox(config.mail()); SmtpOutbox outbox = new SmtpOutbox(config.mail())) {
                MailLoop loop = new MailLoop(umpire, journal, inbox, outbox, new PrintStream(new LogStream(log), true));
                GameRecord game = fight(umpire, loop, players, gameId, maxTurns, out, true);
                // Last mails out, and every player reads the final result.
                loop.once();
                players.forEach(SimulatedPlayer::readMail);
                game = umpire.games().load(gameId);
                List<Path> pdfs = new ArrayList<>();
                players.forEach(p -> pdfs.addAll(p.pdfs()));
                String outcome = game.finished() ? Dispatch.outcomeLine(game)
                        : "stopped after turn " + (game.rules().turn() - 1) + (maxTurns == Integer.MAX_VALUE
                                ? " (the demo's two minutes ran out)" : " (demo limit " + maxTurns + " turns)");
                Map<String, List<InboundMail>> read = new LinkedHashMap<>();
                players.forEach(p -> read.put(p.side(), p.received()));
                return new Result(gameId, outcome, game.rules().turn(), data.resolve("journal.mv.db"), pdfs, log, read,
                        game.finished());
            } finally {
                players.forEach(SimulatedPlayer::close);
            }
        }
    }

    /**
     * Plays game {@code gameId} over mail until it ends, turn {@code maxTurns} is past or two minutes have gone: each
     * pass of the loop, every player who owes orders reads Herald's mail and mails its side's simulated orders. With
     * {@code showRejection} the first player first mails a mistaken submission, to show what it gets back.
     */
    static GameRecord fight(Umpire umpire, MailLoop loop, List<SimulatedPlayer> players, String gameId, int maxTurns,
            PrintStream out, boolean showRejection) {
        GameRecord game = umpire.games().load(gameId);
        boolean showedRejection = !showRejection;
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (!game.finished() && game.rules().turn() <= maxTurns && System.nanoTime() < deadline) {
            loop.once();
            game = umpire.games().load(gameId);
            int due = game.window().map(w -> w.turn()).orElse(0);
            for (SimulatedPlayer p : players) {
                // past the limit nobody mails orders: the last pass below would resolve that turn too
                if (p.readMail().isEmpty() || game.finished() || !p.hasKey() || due > maxTurns) {
                    continue;
                }
                boolean owes = game.window().map(w -> w.sides().contains(p.side())).orElse(false)
                        && !game.pending().containsKey(p.side());
                if (!owes) {
                    continue;
                }
                if (!showedRejection) {
                    // The first player also shows what a mistaken submission gets back.
                    p.mailOrders(gameId, due, "MOVE NOBODY N\nFIRE " + firstPiece(game, p.side()) + " AT NOTHING");
                    showedRejection = true;
                }
                p.mailOrders(gameId, due, game.ruleset().simulatedOrders(game.rules(), p.side()));
                out.println("  turn " + due + ": " + p.side() + " mailed orders");
            }
            sleep();
        }
        return game;
    }

    private static String firstPiece(GameRecord game, String side) {
        return game.ruleset().view(game.rules(), side).map().pieceLabels().stream().findFirst().orElse("X1");
    }

    static MailConfig account(int smtp, int imap, String email, String user, String password) {
        return new MailConfig("127.0.0.1", imap, false, user, password, "INBOX", "127.0.0.1", smtp, "none", user,
                password, email, "Read");
    }

    private static void sleep() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Collects the loop's log lines so the demo can print a tidy summary instead. */
    static final class LogStream extends java.io.OutputStream {
        private final List<String> lines;
        private final StringBuilder current = new StringBuilder();

        LogStream(List<String> lines) {
            this.lines = lines;
        }

        @Override
        public void write(int b) {
            if (b == '\n') {
                lines.add(current.toString());
                current.setLength(0);
            } else {
                current.append((char) b);
            }
        }
    }
}
