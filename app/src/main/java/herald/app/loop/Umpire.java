package herald.app.loop;

import herald.app.game.DiceStreams;
import herald.app.game.EventCodec;
import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.SeedRevealed;
import herald.app.game.GameEvent.SubmissionRejected;
import herald.app.game.GameEvent.WindowResolved;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.app.game.Schedule;
import herald.engine.Dice;
import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.ScriptedDice;
import herald.engine.Side;
import herald.journal.ChainHead;
import herald.journal.Claim;
import herald.journal.Due;
import herald.journal.InboundRecord;
import herald.journal.Journal;
import herald.journal.NewEvent;
import herald.journal.OutboxMail;
import herald.journal.StaleVersionException;
import herald.mailer.InboundMail;
import herald.mailer.OrderText;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The umpire in the middle: creates games, takes in mail, resolves windows. Every change is one
 * journal transaction holding the inbound record, the events and the replies, so a crash at any
 * point loses nothing and sends nothing twice.
 */
public final class Umpire {
    private final Journal journal;
    private final Games games;
    private final Dispatch dispatch;
    private final Clock clock;
    private final java.util.function.Supplier<byte[]> seeds;
    private final herald.app.command.Commands commands;
    private final MailGuard guard;
    private final ReplyTokens tokens;
    private final Redelivery redelivery;
    private final Due due;
    private final herald.app.campaign.Campaigns campaigns;

    /** Without rate limits ({@link MailLimits#NO_RATES}): for the demo and tests. */
    public Umpire(Journal journal, Dispatch dispatch, Clock clock) {
        this(journal, dispatch, clock, Keys::seed);
    }

    /** As above, each new game's dice seed drawn from {@code seeds}: a demo or test that must play the same game twice. */
    public Umpire(Journal journal, Dispatch dispatch, Clock clock, java.util.function.Supplier<byte[]> seeds) {
        this(journal, dispatch, clock, seeds, MailLimits.NO_RATES);
    }

    /** As above, with the mail limits `herald run` reads from its configuration. */
    public Umpire(Journal journal, Dispatch dispatch, Clock clock, java.util.function.Supplier<byte[]> seeds,
            MailLimits limits) {
        this.journal = journal;
        this.games = new Games(journal);
        this.dispatch = dispatch.readingHeadsFrom(journal);
        this.clock = clock;
        this.seeds = seeds;
        this.commands = new herald.app.command.Commands(journal, this.dispatch, clock);
        this.guard = new MailGuard(journal, limits, dispatch.address());
        this.tokens = new ReplyTokens(journal, dispatch.address());
        this.redelivery = new Redelivery(journal);
        this.due = new Due(journal);
        this.campaigns = new herald.app.campaign.Campaigns(journal, games, clock, tokens::stamp);
    }

    public Games games() {
        return games;
    }

    public herald.app.campaign.Campaigns campaigns() {
        return campaigns;
    }

    /** What became of one incoming mail, for the log line `herald run` prints. */
    public record Ingested(String messageId, String gameId, String disposition, String note) {}

    /**
     * A game to create; {@code schedule}, when given, replaces {@code deadlineHours} (see README: deadlines).
     * @param gmEmail the game master's address, or null for a game without one
     */
    public record NewGame(Ruleset ruleset, String scenario, Map<String, String> players, Integer deadlineHours,
            List<Integer> scriptedDice, Map<String, String> options, Schedule schedule, String gmEmail) {
        public NewGame(Ruleset ruleset, String scenario, Map<String, String> players, Integer deadlineHours,
                List<Integer> scriptedDice, Map<String, String> options, Schedule schedule) {
            this(ruleset, scenario, players, deadlineHours, scriptedDice, options, schedule, null);
        }

        public NewGame(Ruleset ruleset, String scenario, Map<String, String> players, Integer deadlineHours,
                List<Integer> scriptedDice, Map<String, String> options, String gmEmail) {
            this(ruleset, scenario, players, deadlineHours, scriptedDice, options, null, gmEmail);
        }

        public NewGame(Ruleset ruleset, String scenario, Map<String, String> players, Integer deadlineHours,
                List<Integer> scriptedDice) {
            this(ruleset, scenario, players, deadlineHours, scriptedDice, Map.of(), null, null);
        }

        public NewGame(Ruleset ruleset, String scenario, Map<String, String> players, Integer deadlineHours,
                List<Integer> scriptedDice, Map<String, String> options) {
            this(ruleset, scenario, players, deadlineHours, scriptedDice, options, null, null);
        }
    }

    /** The new game's id, the order key mailed to each side and the GM's key, or null (for the demo and tests). */
    public record Created(String gameId, Map<String, String> keys, String gmKey) {}

    public Created createGame(NewGame spec) {
        // A scenario the organiser named wrongly, or one whose file is wrong: theirs to fix (a UserError).
        return createGame(spec, herald.app.game.ScenarioSource.of(spec.ruleset(), spec.scenario()), null, null);
    }

    /** What a campaign journals with a battle it begins, in the transaction that creates the battle's game. */
    public interface Linked {
        void in(herald.journal.JournalTx tx, String gameId);
    }

    /**
     * A game from {@code scenario} as given (a campaign's battle: its pieces deployed from the rosters), a battle of
     * {@code campaign} when that is not null; {@code linked} runs in the same transaction, so that a battle and
     * its campaign's record of it are written together or not at all.
     */
    public Created createGame(NewGame spec, herald.app.game.ScenarioSource scenario, String campaign, Linked linked) {
        Ruleset ruleset = spec.ruleset();
        List<RuleEvent> setUp = scenario.setUp(ruleset, spec.options());
        herald.engine.RulesState state = ruleset.initial();
        for (RuleEvent e : setUp) {
            state = ruleset.apply(state, e);
        }
        Map<String, String> players = Sides.resolve(ruleset.sides(state), spec.players());
        String gameId = freshId(ruleset.title());
        byte[] seed = seeds.get();
        Map<String, String> keys = new LinkedHashMap<>();
        List<Seat> seats = new ArrayList<>();
        players.forEach((side, email) -> {
            String key = Keys.orderKey();
            String salt = Keys.salt();
            keys.put(side, key);
            seats.add(new Seat(side, email.toLowerCase(), salt, Keys.keyHash(salt, key)));
        });
        herald.app.command.GmSeat gm = herald.app.command.GmSeat.draw(spec.gmEmail(), players);
        GameCreated created = new GameCreated(gameId, ruleset.id(), ruleset.version(), scenario.name(), spec.options(),
                seats, spec.scriptedDice() == null ? Keys.sha256Hex(seed) : null, spec.scriptedDice(),
                spec.schedule() == null ? spec.deadlineHours() : null, clock.instant(), gm.event(), spec.schedule(),
                campaign);
        EventCodec codec = new EventCodec(ruleset);
        List<NewEvent> events = new ArrayList<>();
        events.add(codec.encode(created));
        GameRecord game = Games.fold(GameRecord.empty(ruleset), created);
        for (RuleEvent e : setUp) {
            events.add(codec.encode(e));
            game = Games.fold(game, e);
        }
        GameRecord opened = game;
        byte[] replyKey = ReplyTokens.newKey();
        Instant sealedAt = journal.now(); // fixed beforehand, so the welcomes can print the head the events make
        ChainHead head = ChainHead.start(gameId).after(events, sealedAt);
        List<OutboxMail> welcomes = new ArrayList<>(tokens.stamp(dispatch.welcomes(opened, keys, head), opened,
                Optional.of(replyKey)));
        welcomes.addAll(gm.welcome(opened, dispatch));
        journal.transact(tx -> {
            tx.putDue(gameId, tx.append(gameId, 0, events, sealedAt), NextLook.at(opened, clock.instant()));
            tx.putSecret(gameId, seed);
            tx.putReplyKey(gameId, replyKey);
            welcomes.forEach(tx::enqueueMail);
            if (linked != null) {
                linked.in(tx, gameId);
            }
            return null;
        });
        return new Created(gameId, keys, gm.key());
    }

    private String freshId(String rulesetTitle) {
        for (int i = 0; i < 100; i++) {
            String id = Keys.gameId(rulesetTitle);
            if (journal.version(id) == 0) {
                return id;
            }
        }
        throw new IllegalStateException("no free game id after 100 tries");
    }

    /**
     * Reads one mail and journals what became of it, with its answer, in one transaction. Another worker
     * sharing the journal may move the mail's game on meanwhile (its append then fails as stale, and
     * nothing of this one is kept): the mail is read again against the game as it is now.
     */
    public Ingested ingest(InboundMail mail) {
        for (int attempt = 1; ; attempt++) {
            try {
                return ingestOnce(mail);
            } catch (StaleVersionException e) {
                if (attempt == STALE_RETRIES) {
                    throw e;
                }
            }
        }
    }

    /** How often a mail is read again when its game keeps moving under it; each time another worker's commit won. */
    private static final int STALE_RETRIES = 5;

    private Ingested ingestOnce(InboundMail mail) {
        Optional<Ingested> before = redelivery.check(mail);
        if (before.isPresent()) {
            return before.get();
        }
        if (mail.from().isEmpty()) {
            // No address to answer: kept in the journal for the umpire, and nothing sent.
            commit(mail, null, "unreadable", "no readable From address", List.of(), null);
            return new Ingested(mail.messageId(), null, "unreadable", "no readable From address");
        }
        MailHeaders headers = MailHeaders.of(mail.raw());
        Optional<MailGuard.TurnedAway> away = guard.check(mail, headers);
        if (away.isPresent()) {
            MailGuard.TurnedAway a = away.get();
            OutboxMail reply = a.replyKind() == null ? null : Replies.to(mail, null, a.replyKind(), a.context());
            commit(mail, null, a.disposition(), a.note(), List.of(), reply);
            return new Ingested(mail.messageId(), null, a.disposition(), a.note());
        }
        Routing routing = Routing.read(mail.subject(), OrderText.clean(mail.text()));
        if (routing.gameId().isEmpty() && headers.plusAddressedGame().isPresent()) {
            routing = new Routing(headers.plusAddressedGame(), routing.key(), routing.orders());
        }
        if (routing.gameId().isEmpty()) {
            return refuse(mail, null, null, "no-route", "no game named in the subject or a GAME line",
                    Map.of("sender", mail.from()));
        }
        String gameId = routing.gameId().get();
        if (!Games.isGame(gameId) || journal.version(gameId) == 0) {
            return refuse(mail, null, null, "unknown-game", "no game " + gameId,
                    Map.of("gameIdOrNothing", gameId, "sender", mail.from()));
        }
        GameRecord game = games.load(gameId);
        // Commands (and every mail from the GM) are answered by the command layer; orders carry on below.
        Optional<String> keyLine = routing.key();
        Optional<herald.app.command.Commands.Handled> command = commands.ingest(mail, game, keyLine, routing.orders(),
                s -> tokens.keyProblem(game, s, keyLine, headers));
        if (command.isPresent()) {
            return new Ingested(mail.messageId(), gameId, command.get().disposition(), command.get().note());
        }
        Optional<Seat> seat = game.seatByEmail(mail.from());
        if (seat.isEmpty()) {
            return refuse(mail, game, null, "unknown-sender", mail.from() + " does not play in " + gameId,
                    Map.of("sender", mail.from(), "gameId", gameId));
        }
        String side = seat.get().side();
        if (game.finished()) {
            return refuse(mail, game, side, "game-finished", gameId + " is over",
                    Map.of("gameId", gameId, "outcome", Dispatch.outcomeLine(game)));
        }
        Optional<String> badKey = tokens.keyProblem(game, seat.get(), routing.key(), headers);
        if (badKey.isPresent()) {
            String reason = badKey.get();
            return refuse(mail, game, side, "bad-key", reason.equals("token") ? "reply address token wrong"
                    : "order key " + reason, Map.of("gameId", gameId, "reason", reason));
        }
        OrderMail read = OrderMail.read(routing.orders(), ChatLines.of(game, side));
        if (read.noOrders()) {
            return refuse(mail, game, side, "empty-orders", read.emptyNote(mail.raw()), read.emptyContext(gameId, mail.raw()));
        }
        OrderWindow window = game.window().orElseThrow();
        if (!window.sides().contains(side)) {
            return rejectOrders(mail, game, side, window, List.of("it is not your turn to order: " + window.description()),
                    read, routing.key().isPresent());
        }
        OrdersRuling ruling = game.ruleset().check(game.rules(), side, read.orders());
        if (ruling instanceof OrdersRuling.Rejected rejected) {
            return rejectOrders(mail, game, side, window, rejected.errors().stream().map(Object::toString).toList(), read,
                    routing.key().isPresent());
        }
        List<String> normalised = ((OrdersRuling.Accepted) ruling).normalised();
        OrdersAccepted accepted = new OrdersAccepted(side, window.id(), mail.messageId(), mail.receivedAt(),
                routing.orders(), normalised);
        GameRecord after = Games.fold(game, accepted);
        List<String> waiting = window.sides().stream().filter(s -> !after.pending().containsKey(s))
                .map(s -> Dispatch.sideName(after, s)).toList();
        OrderMail.Accepted also = read.accept(game, side, mail, Map.of("gameId", gameId, "turn", window.turn(),
                "windowDescription", window.description(), "normalised", normalised, "waitingFor", waiting,
                "resolution", DeadlineWords.resolution(after)));
        OutboxMail reply = Replies.to(mail, gameId, "orders-accepted", also.context());
        List<Object> events = new ArrayList<>(List.of(accepted));
        events.addAll(also.events());
        commit(mail, game, "accepted", null, events, reply);
        return new Ingested(mail.messageId(), gameId, "accepted", side + ": " + normalised.size() + " orders");
    }

    private Ingested rejectOrders(InboundMail mail, GameRecord game, String side, OrderWindow window,
            List<String> errors, OrderMail read, boolean keyLine) {
        // A player who answered from the reply address sent no KEY line, and should not be told to add one.
        OutboxMail reply = Replies.to(mail, game.id(), "orders-rejected", Map.of("gameId", game.id(),
                "errors", errors, "hint", "", "ignored", read.ignored().stream().map(Object::toString).toList(),
                "byReply", !keyLine));
        SubmissionRejected event = new SubmissionRejected(side, window.id(), mail.messageId(), mail.receivedAt(),
                "orders-rejected", errors, mail.text());
        commit(mail, game, "rejected", String.join("; ", errors), List.of(event), reply);
        return new Ingested(mail.messageId(), game.id(), "rejected", errors.size() + (errors.size() == 1 ? " error" : " errors"));
    }

    private Ingested refuse(InboundMail mail, GameRecord game, String side, String kind, String note,
            Map<String, ?> context) {
        OutboxMail reply = Replies.to(mail, game == null ? null : game.id(), kind, context);
        List<Object> events = new ArrayList<>();
        if (game != null) {
            String window = game.window().map(OrderWindow::id).orElse("");
            events.add(new SubmissionRejected(side, window, mail.messageId(), mail.receivedAt(), kind, List.of(note),
                    mail.text()));
        }
        commit(mail, game, kind, note, events, reply);
        return new Ingested(mail.messageId(), game == null ? null : game.id(), kind, note);
    }

    /**
     * A mail that made ingest fail (a bug, or a database fault) is still kept, raw, so that it can
     * be moved out of the inbox instead of failing again on every poll; the umpire sees it in the log.
     */
    public Ingested recordFailure(InboundMail mail, RuntimeException error) {
        String note = "could not be handled: " + error;
        // The sender is owed an apology, unless it is a robot (answering could start a loop) or nobody.
        boolean answer = !mail.from().isEmpty() && !guard.isRobot(mail, MailHeaders.of(mail.raw()));
        commit(mail, null, "failed", note, List.of(), answer ? Replies.to(mail, null, "apology", Map.of()) : null);
        return new Ingested(mail.messageId(), null, "failed", note);
    }

    private void commit(InboundMail mail, GameRecord game, String disposition, String note, List<Object> events,
            OutboxMail answer) {
        OutboxMail reply = answer;
        if (reply != null && !guard.mayAnswer(mail, game)) {
            note = (note == null ? "" : note + "; ") + guard.ceilingNote();
            reply = null;
        } else if (reply != null && game != null) {
            reply = tokens.stamp(reply, game);
        }
        OutboxMail queued = reply;
        InboundRecord record = new InboundRecord(mail.messageId(), mail.from(), mail.subject(), mail.receivedAt(),
                mail.raw(), game == null ? null : game.id(), disposition, note);
        journal.transact(tx -> {
            if (!tx.recordInbound(record)) {
                return null;
            }
            if (game != null && !events.isEmpty()) {
                EventCodec codec = new EventCodec(game.ruleset());
                long version = tx.append(game.id(), game.version(), events.stream().map(codec::encode).toList());
                GameRecord after = Games.foldAll(game, events);
                tx.putDue(game.id(), version, NextLook.at(after, clock.instant()));
            }
            if (queued != null) {
                tx.enqueueMail(queued);
            }
            return null;
        });
    }

    /** Resolves every window whose orders are all in or whose deadline has passed. */
    public List<String> resolveReady() {
        return pass(false).resolved();
    }

    /** What one pass over the games did: a log line per window resolved and per reminder queued. */
    public record Pass(List<String> resolved, List<String> reminded) {}

    /**
     * Loads each game that is due ({@link Due}) once: resolves its window if it is ready, else queues the
     * reminders due. A window that is ready owes no reminder (Reminders.dueFor), and the one it opens owes none yet.
     */
    public Pass resolveAndRemind() {
        return pass(true);
    }

    /**
     * Looks only at the games the journal's due record names ({@link Due}: a deadline, grace end or reminder
     * come, or an event the umpire has not looked at since), by its index: a club of a thousand games at rest
     * costs a pass one query (issue 17). A game looked at and left as it was gets its next due instant.
     */
    private Pass pass(boolean remind) {
        Reminders reminders = new Reminders(journal, games, clock);
        List<String> resolved = new ArrayList<>();
        List<String> reminded = new ArrayList<>();
        for (String id : due.gamesDueBy(clock.instant())) {
            if (!Games.isGame(id)) {
                // a campaign's stream: what moves it is its battles' ends, then it rests (no deadline of its own)
                resolved.addAll(catchUp(id.substring(Games.CAMPAIGN_PREFIX.length())));
                due.put(id, journal.version(id), null);
                continue;
            }
            GameRecord seen = games.atVersion(id, journal.version(id));
            Instant now = clock.instant();
            if (!seen.readyToResolve(now) && (!remind || Reminders.dueFor(seen, now).isEmpty())) {
                if (seen.finished() && seen.created().campaign() != null) {
                    resolved.addAll(catchUp(seen.created().campaign()));
                }
                due.put(id, seen.version(), NextLook.at(seen, now));
                continue;
            }
            // Another worker busy with this game has it: it is left to that one, not waited for.
            Optional<Claim> claim = journal.claim(Claim.Kind.GAME, id);
            if (claim.isEmpty()) {
                continue;
            }
            try {
                // a worker that had it until a moment ago may have resolved it since this one looked
                GameRecord game = games.atVersion(id, journal.version(id));
                if (!game.readyToResolve(clock.instant())) {
                    if (remind) {
                        reminded.addAll(reminders.due(game));
                    }
                    continue;
                }
                resolved.add(resolveClaimed(game));
            } finally {
                claim.get().close();
            }
        }
        return new Pass(resolved, reminded);
    }

    /** The campaign's ended battles applied; a campaign that cannot be read is a log line, not the pass's end. */
    private List<String> catchUp(String campaign) {
        try {
            return campaigns.catchUp(campaign);
        } catch (RuntimeException e) {
            return List.of("campaign " + campaign + ": cannot apply its battles: " + e.getMessage());
        }
    }

    private String resolveClaimed(GameRecord game) {
        try {
            return resolve(game);
        } catch (StaleVersionException e) {
            // only a mail ingested meanwhile (by another worker) moves a claimed game on: the next pass sees it
            return game.id() + ": changed while it was being resolved; again on the next pass";
        } catch (ScriptedDice.DiceScriptExhausted e) {
            return game.id() + ": cannot resolve " + game.window().map(OrderWindow::id).orElse("") + ": "
                    + e.getMessage();
        }
    }

    private String resolve(GameRecord game) {
        Ruleset ruleset = game.ruleset();
        OrderWindow window = game.window().orElseThrow();
        Map<String, List<String>> orders = new LinkedHashMap<>();
        Map<String, String> used = new LinkedHashMap<>();
        for (String side : window.sides()) {
            OrdersAccepted a = game.pending().get(side);
            orders.put(side, a == null ? List.of() : a.orders());
            used.put(side, a == null ? "default" : a.messageId());
        }
        String stream = DiceStreams.of(game, window);
        Dice dice = DiceStreams.dice(game, stream, game.scripted() ? null : journal.secret(game.id()));
        List<RuleEvent> outcome = ruleset.resolve(game.rules(), orders, dice);
        List<Object> events = new ArrayList<>(outcome);
        events.add(new WindowResolved(window.id(), window.turn(), used, dice.used(), clock.instant(), stream));
        GameRecord after = Games.foldAll(game, events);
        if (after.finished() && !game.scripted()) {
            SeedRevealed reveal = new SeedRevealed(HexFormat.of().formatHex(journal.secret(game.id())));
            events.add(reveal);
            after = Games.fold(after, reveal);
        }
        GameRecord resolved = after;
        EventCodec codec = new EventCodec(ruleset);
        List<NewEvent> encoded = events.stream().map(codec::encode).toList();
        Instant sealedAt = journal.now(); // fixed beforehand, so the turn mails can print the head the events make
        ChainHead head = journal.head(game.id()).after(encoded, sealedAt); // another worker first: append fails stale
        List<OutboxMail> mails = tokens.stamp(dispatch.turnResults(game, resolved, window, outcome, head), resolved);
        // A battle of a campaign that ends here makes its campaign due: the next pass applies it to the rosters.
        String campaign = resolved.finished() ? game.created().campaign() : null;
        String campaignStream = campaign == null ? null : herald.app.campaign.Campaigns.streamOf(campaign);
        long campaignVersion = campaign == null ? 0 : journal.version(campaignStream);
        journal.transact(tx -> {
            tx.putDue(game.id(), tx.append(game.id(), game.version(), encoded, sealedAt),
                    NextLook.at(resolved, clock.instant()));
            mails.forEach(tx::enqueueMail);
            if (campaignStream != null) {
                tx.putDue(campaignStream, campaignVersion, Instant.EPOCH);
            }
            return null;
        });
        return game.id() + ": " + window.id() + " resolved" + resolved.outcome().map(o -> "; " + Dispatch.outcomeLine(resolved)).orElse("");
    }

    // ---- deadlines (issue 5): reminders to late players, journalled with their mails, one transaction per game ----

    /** Queues every reminder that has fallen due; one line per reminder, for the log. */
    public List<String> remindDue() {
        return new Reminders(journal, games, clock).due();
    }

    static String sidesList(List<Side> sides) {
        return String.join(", ", sides.stream().map(Side::id).toList());
    }

    /**
     * The mail with its player's reply address, for mail queued without one (command answers, reminders,
     * GM notices): worked out when it is sent, from the seat as it is then, so a NEWKEY in between counts.
     */
    OutboxMail addressed(OutboxMail mail) {
        if (mail.replyTo() != null || mail.gameId() == null || !Games.isGame(mail.gameId())
                || journal.version(mail.gameId()) == 0) {
            return mail;
        }
        return tokens.stamp(mail, games.load(mail.gameId()));
    }

    /** Herald's own address, as configured. */
    public String address() {
        return dispatch.address();
    }

    public Instant now() {
        return clock.instant();
    }
}
