package herald.app.command;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent.SeedRevealed;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.SubmissionRejected;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.app.loop.ChatLines;
import herald.app.loop.Dispatch;
import herald.engine.OrderWindow;
import herald.journal.InboundRecord;
import herald.journal.Journal;
import herald.journal.OutboxMail;
import herald.mailer.InboundMail;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Players' and the game master's commands, by mail and (the GM's) on the command line. The umpire
 * hands over every mail routed to a game; a mail whose first line that is not chat is a command
 * (CommandText), or any mail from the GM, is taken here, checked for its key, carried out, journalled and answered in one
 * transaction with the inbound record, exactly as orders are.
 */
public final class Commands {
    /** What the GM may ask besides the GM commands: the players' read-only ones, in the umpire's view. */
    private static final Set<String> GM_MAY_READ = Set.of("HELP", "STATUS", "HISTORY");
    /** What a finished game still answers: FIELD is about a campaign's next battle, chosen once this one is over. */
    private static final Set<String> WHEN_OVER = Set.of("HELP", "STATUS", "HISTORY", "FIELD");

    private final Journal journal;
    private final Clock clock;
    private final Post post;
    private final PlayerCommands players;
    private final GmCommands gm;

    public Commands(Journal journal, Dispatch dispatch, Clock clock) {
        this.journal = journal;
        this.clock = clock;
        this.post = new Post(dispatch);
        Games games = new Games(journal);
        this.players = new PlayerCommands(games, post, new herald.app.campaign.Campaigns(journal, games, clock));
        this.gm = new GmCommands(post);
    }

    /** What became of a command mail: the umpire's log line. */
    public record Handled(String disposition, String note) {}

    /**
     * Takes {@code mail} if it is a command (or from the GM); empty when it is orders for the umpire. A player's
     * command is vouched for exactly as orders are, by {@code keyProblem} (a KEY line, or the reply address);
     * the GM has no reply address, so the GM's KEY line alone.
     *
     * @param keyProblem why the mail does not prove it comes from a seat: "missing", "wrong" or "token"; empty if
     *     it does
     */
    public Optional<Handled> ingest(InboundMail mail, GameRecord game, Optional<String> key, String body,
            Function<Seat, Optional<String>> keyProblem) {
        boolean fromGm = game.gm().map(g -> g.email().equalsIgnoreCase(mail.from())).orElse(false);
        Optional<Seat> seat = game.seatByEmail(mail.from());
        if (!fromGm && seat.isEmpty()) {
            return Optional.empty();
        }
        String side = fromGm ? null : seat.get().side();
        Optional<CommandText> command = CommandText.read(body, fromGm, ChatLines.of(game, side)::isOrder);
        if (command.isEmpty() && !fromGm) {
            return Optional.empty();
        }
        // Herald's clock, not the mailbox's receipt time: PAUSE, RESUME and EXTEND are set against deadlines
        // Herald computes on its own clock, and the mail server's clock may differ (or be a test's real one).
        Asker asker = new Asker(side, mail.from(), fromGm ? "gm" : side, mail.messageId(), clock.instant());
        Optional<String> problem = fromGm
                ? (key.isEmpty() ? Optional.of("missing") : Keys.matches(game.gm().get(), key.get()) ? Optional.empty()
                        : Optional.of("wrong"))
                : keyProblem.apply(seat.get());
        if (problem.isPresent()) {
            String reason = problem.get();
            OutboxMail reply = post.mail(game, mail.from(), "bad-key", Map.of("reason", reason),
                    mail.messageId());
            return Optional.of(commit(mail, game, asker, "bad-key", reason.equals("token") ? "reply address token wrong"
                    : "key " + reason, List.of(), List.of(reply)));
        }
        Answer answer = command.isEmpty()
                ? Answer.refused("the game master's mail holds no command: the first line should be one of "
                        + String.join(", ", CommandText.GM_WORDS.stream().sorted().toList()))
                : run(game, asker, command.get());
        if (answer.isRefused()) {
            String word = command.map(CommandText::word).orElse("");
            String where = command.map(CommandText::where).orElse("");
            OutboxMail reply = post.mail(game, mail.from(), "command-refused", Map.of("command", word,
                    "where", where, "reason", answer.refusal(), "gm", fromGm), mail.messageId());
            return Optional.of(commit(mail, game, asker, "command-refused",
                    (where.isEmpty() ? "" : where + ": ") + answer.refusal(), List.of(), List.of(reply)));
        }
        return Optional.of(commit(mail, game, asker, "command", command.get().word() + ": " + answer.note(),
                answer.events(), answer.mails()));
    }

    /** What `herald gm` prints: the note, and whether the command was refused. */
    public record Done(boolean refused, String message) {}

    /** A GM command typed by the organiser, who needs no key: holding the data folder is authority enough. */
    public Done fromCommandLine(GameRecord game, List<String> argv) {
        CommandText command = CommandText.ofArgs(argv);
        Asker asker = new Asker(null, null, "cli", null, clock.instant());
        Answer answer = command.isGm() ? run(game, asker, command)
                : Answer.refused("'" + String.join(" ", argv) + "' is not a GM command; they are "
                        + String.join(", ", CommandText.GM_WORDS.stream().sorted().toList()));
        List<Object> events = answer.isRefused() ? List.<Object>of(rejected(game, asker, "command-refused", answer.refusal(),
                String.join(" ", argv)))
                : withSeedIfEnded(game, answer.events());
        append(game, events, answer.mails());
        return new Done(answer.isRefused(), answer.note());
    }

    private Answer run(GameRecord game, Asker asker, CommandText command) {
        String word = command.word();
        if (command.isGm() && !asker.isGm()) {
            return Answer.refused(word + " is a command for the game master, not for players");
        }
        if (asker.isGm() && !command.isGm() && !GM_MAY_READ.contains(word)) {
            return Answer.refused(word + " is a command for players; the game master may use HELP, STATUS, HISTORY "
                    + "and the GM commands");
        }
        if (command.extraLine() > 0) {
            return Answer.refused(word + " is a command on its own, but line " + command.extraLine()
                    + " follows it: send orders, and each further command, in a mail of their own");
        }
        if (game.finished() && !WHEN_OVER.contains(word)) {
            return Answer.refused("the game is over (" + Dispatch.outcomeLine(game)
                    + "); only HELP, STATUS and HISTORY are answered now"
                    + (game.created().campaign() == null ? "" : ", and FIELD for the campaign's next battle"));
        }
        return command.isGm() ? gm.run(game, asker, command) : players.run(game, asker, command);
    }

    private Handled commit(InboundMail mail, GameRecord game, Asker asker, String disposition, String note,
            List<Object> events, List<OutboxMail> mails) {
        List<Object> all = events.isEmpty() ? List.<Object>of(rejected(game, asker, disposition, note,
                mail.text()))
                : withSeedIfEnded(game, events);
        InboundRecord record = new InboundRecord(mail.messageId(), mail.from(), mail.subject(), mail.receivedAt(),
                mail.raw(), game.id(), disposition, note);
        journal.transact(tx -> {
            if (!tx.recordInbound(record)) {
                return null;
            }
            EventCodec codec = new EventCodec(game.ruleset());
            tx.append(game.id(), game.version(), all.stream().map(codec::encode).toList());
            mails.forEach(tx::enqueueMail);
            return null;
        });
        return new Handled(disposition, note);
    }

    private void append(GameRecord game, List<Object> events, List<OutboxMail> mails) {
        EventCodec codec = new EventCodec(game.ruleset());
        journal.transact(tx -> {
            tx.append(game.id(), game.version(), events.stream().map(codec::encode).toList());
            mails.forEach(tx::enqueueMail);
            return null;
        });
    }

    private SubmissionRejected rejected(GameRecord game, Asker asker, String kind, String reason, String body) {
        String window = game.window().map(OrderWindow::id).orElse("");
        return new SubmissionRejected(asker.by(), window, asker.messageId(), asker.at(), kind,
                List.of(reason), body);
    }

    /** A game ended by a command reveals its seed, as one ended by the rules does. */
    private List<Object> withSeedIfEnded(GameRecord game, List<Object> events) {
        GameRecord after = Games.foldAll(game, events);
        if (game.finished() || !after.finished() || game.scripted() || after.seedHex() != null) {
            return events;
        }
        List<Object> all = new ArrayList<>(events);
        all.add(new SeedRevealed(HexFormat.of().formatHex(journal.secret(game.id()))));
        return all;
    }
}
