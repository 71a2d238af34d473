package herald.app.loop;

import herald.app.game.GameEvent;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameRecord;
import herald.engine.OrderWindow;
import herald.engine.Outcome;
import herald.engine.RuleEvent;
import herald.engine.Side;
import herald.engine.view.Masthead;
import herald.engine.view.MoveLines;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.journal.Attachment;
import herald.journal.ChainHead;
import herald.journal.Journal;
import herald.journal.OutboxMail;
import herald.renderer.PdfRenderer;
import herald.templates.Templates;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Writes the mails a game sends on its own: welcomes and turn results, each with its PDF. */
public final class Dispatch {
    /** Where a game's journal head at a version is found; none: pages print no head. */
    public interface Heads {
        Heads NONE = (gameId, version) -> Optional.empty();

        Optional<ChainHead> at(String gameId, long version);
    }

    private final PdfRenderer renderer;
    private final String heraldAddress;
    private final Heads heads;

    public Dispatch(PdfRenderer renderer, String heraldAddress) {
        this(renderer, heraldAddress, Heads.NONE);
    }

    private Dispatch(PdfRenderer renderer, String heraldAddress, Heads heads) {
        this.renderer = renderer;
        this.heraldAddress = heraldAddress;
        this.heads = heads;
    }

    /** This dispatch printing on every page the journal head of the version it draws, read from {@code journal}. */
    public Dispatch readingHeadsFrom(Journal journal) {
        return new Dispatch(renderer, heraldAddress, (gameId, version) -> version < 1 ? Optional.empty()
                : journal.event(gameId, version).map(e -> new ChainHead(gameId, version, e.hash())));
    }

    /** Herald's own address: where players send orders and commands. */
    public String address() {
        return heraldAddress;
    }

    /** @param head the journal head the game's creation makes (its mails are built before it is appended) */
    List<OutboxMail> welcomes(GameRecord game, Map<String, String> keys, ChainHead head) {
        List<OutboxMail> mails = new ArrayList<>();
        for (Seat seat : game.seats()) {
            Map<String, Object> ctx = new HashMap<>();
            ctx.put("gameId", game.id());
            ctx.put("playerName", "commander of " + sideName(game, seat.side()));
            ctx.put("side", seat.side());
            ctx.put("sideName", sideName(game, seat.side()));
            ctx.put("scenarioTitle", game.ruleset().view(game.rules(), null).scenarioTitle());
            ctx.put("rulesetTitle", game.ruleset().title());
            ctx.put("key", keys.get(seat.side()));
            ctx.put("orderHelp", game.ruleset().orderHelp(game.rules()));
            ctx.put("deadline", deadlineText(game));
            ctx.put("policy", DeadlineWords.policy(game));
            ctx.put("scriptedDice", game.scripted());
            ctx.put("heraldAddress", heraldAddress);
            ctx.put("journalHead", head.printed());
            ctx.put("yourMove", yourMove(game, seat.side()));
            ctx.put("firstWindow", game.window().map(OrderWindow::description).orElse(""));
            List<String> allies = game.ruleset().allies(game.rules(), seat.side());
            ctx.put("opponents", game.seats().stream().filter(s -> !s.side().equals(seat.side()))
                    .filter(s -> !allies.contains(s.side())).map(s -> sideName(game, s.side()) + " (" + s.email() + ")")
                    .toList());
            ctx.put("allies", game.seats().stream().filter(s -> allies.contains(s.side()))
                    .map(s -> sideName(game, s.side()) + " (" + s.email() + ")").toList());
            ctx.put("hasAllies", !allies.isEmpty());
            ctx.put("manySides", manySides(game));
            Templates.Mail text = Templates.render("welcome", ctx);
            mails.add(PhoneHtml.added(new OutboxMail(game.id(), seat.email(), text.subject(), text.body(), null,
                    List.of(pdf(game, seat.side(), "turn00", head)))));
        }
        return mails;
    }

    /**
     * @param before the game as the window was resolved from, for what happened in it to be drawn on the map
     * @param head the journal head the resolution's events make once appended
     */
    List<OutboxMail> turnResults(GameRecord before, GameRecord game, OrderWindow closed, List<RuleEvent> events,
            ChainHead head) {
        List<OutboxMail> mails = new ArrayList<>();
        for (Seat seat : game.seats()) {
            List<String> summary = game.ruleset().reportLines(game.rules(), events, seat.side())
                    .orElseGet(() -> steps(game, filled(events.stream()
                            .filter(e -> e.visibleTo().isEmpty() || e.visibleTo().contains(seat.side())).toList())));
            Map<String, Object> ctx = new HashMap<>();
            ctx.put("gameId", game.id());
            ctx.put("turn", closed.turn());
            ctx.put("sideName", sideName(game, seat.side()));
            ctx.put("summary", summary);
            ctx.put("nextDeadline", deadlineText(game));
            ctx.put("policy", game.finished() ? "" : DeadlineWords.policy(game));
            ctx.put("noOrders", noOrders(game));
            ctx.put("nextWindowDescription", game.window().map(OrderWindow::description).orElse(""));
            ctx.put("yourMove", yourMove(game, seat.side()));
            ctx.put("finished", game.finished());
            ctx.put("journalHead", head.printed());
            ctx.put("outcome", game.finished() ? outcomeLine(game) : "");
            // PRESS sent during the window now closed, delivered with its result (see Table.withWindowClosed).
            ctx.put("press", game.table().press().stream()
                    .filter(p -> p.window().equals(closed.id()) && p.to().contains(seat.side()))
                    .map(p -> "From " + sideName(game, p.from()) + ":\n" + p.text().indent(4).stripTrailing()).toList());
            Templates.Mail text = Templates.render("turn-result", ctx);
            // "T3" names turn 3; a player-turn window "T3-B" adds its suffix: turn03-B.
            String suffix = closed.id().startsWith("T" + closed.turn())
                    ? closed.id().substring(("T" + closed.turn()).length()) : "-" + closed.id();
            String label = String.format("turn%02d", closed.turn()) + suffix;
            PlayerView view = TurnView.of(before, events, game, seat.side(), closed.turn());
            mails.add(PhoneHtml.added(new OutboxMail(game.id(), seat.email(), text.subject(), text.body(), null,
                    List.of(pdf(game, seat.side(), view, label, head)))));
        }
        return mails;
    }

    private Attachment pdf(GameRecord game, String side, String label, ChainHead head) {
        return pdf(game, side, game.ruleset().view(game.rules(), side).withTurn(reported(game)), label, head);
    }

    private Attachment pdf(GameRecord game, String side, PlayerView view, String label, ChainHead head) {
        String name = game.id() + "-" + label + "-" + side + ".pdf";
        KillPoint.reached("render");
        return new Attachment(name, "application/pdf", render(game, side, view, head));
    }

    /** The PDF {@code side} sees (null: the umpire), printing the journal head at the game's version, where known. */
    public byte[] render(GameRecord game, String side) {
        return render(game, side, game.ruleset().view(game.rules(), side).withTurn(reported(game)),
                heads.at(game.id(), game.version()).orElse(null));
    }

    /** {@code view} (a {@link TurnView}, say) framed as {@code side}'s PDF of {@code game}, as {@link #render(GameRecord, String)}. */
    public byte[] render(GameRecord game, String side, PlayerView view) {
        return render(game, side, view, heads.at(game.id(), game.version()).orElse(null));
    }

    /** The turn whose report the game's last PDF carries: the last one resolved, 0 for the set-up. */
    private static int reported(GameRecord game) {
        GameEvent.WindowResolved last = game.timing().lastResolved();
        return last == null ? 0 : last.turn();
    }

    private byte[] render(GameRecord game, String side, PlayerView shown, ChainHead head) {
        String recipient = side == null ? "Umpire" : sideName(game, side);
        Masthead masthead = new Masthead(game.id(), recipient, deadlineText(game), game.scripted(), status(game))
                .withJournalHead(head == null ? "" : head.printed());
        PlayerView view = shown;
        List<String> missing = noOrders(game);
        if (!missing.isEmpty()) {
            // The ruleset's report cannot know that a HOLD was Herald's default, not the player's order.
            List<ReportSection> report = new ArrayList<>();
            report.add(new ReportSection("Orders not received",
                    missing.stream().map(n -> n + ": no orders received (every piece held)").toList()));
            report.addAll(view.report());
            view = view.withReport(report);
        }
        return renderer.render(view, masthead);
    }

    /** The mail's lines with a piece's steps told as one move, as the PDF's report tells them. */
    /** The events' lines, less any heading with nothing under it before the next heading or the end. */
    static List<String> filled(List<RuleEvent> seen) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < seen.size(); i++) {
            boolean bare = seen.get(i).heading() && (i + 1 == seen.size() || seen.get(i + 1).heading());
            if (!bare) {
                out.add(seen.get(i).describe());
            }
        }
        return out;
    }

    private static List<String> steps(GameRecord game, List<String> lines) {
        return switch (game.ruleset().boardKind()) {
            case SQUARES -> MoveLines.joined(lines, "square", "squares");
            case HEXES -> MoveLines.joined(lines, "hex", "hexes");
            case TABLE -> lines;
        };
    }

    /** Whether {@code side} orders in the open window: where sides take turns, the other one waits. */
    private static boolean yourMove(GameRecord game, String side) {
        return game.window().map(w -> w.sides().contains(side)).orElse(false);
    }

    /** The sides the last resolved window played without orders (their default: every piece holds), by name. */
    static List<String> noOrders(GameRecord game) {
        GameEvent.WindowResolved last = game.timing().lastResolved();
        if (last == null) {
            return List.of();
        }
        return last.orders().entrySet().stream().filter(e -> e.getValue().equals("default")).map(Map.Entry::getKey)
                .sorted().map(s -> sideName(game, s)).toList();
    }

    public static String status(GameRecord game) {
        if (game.finished()) {
            return "finished: " + outcomeLine(game);
        }
        String paused = game.paused() ? "paused by the game master; " : "";
        return game.window().map(w -> paused + "awaiting orders: " + w.description()).orElse("");
    }

    /** A moment as the game's players read it: in the club's zone when the game has a schedule, else UTC. */
    public static String timeIn(GameRecord game, java.time.Instant at) {
        return DeadlineWords.when(game, at);
    }

    public static String deadlineText(GameRecord game) {
        return DeadlineWords.deadline(game);
    }

    /** Whether more than two sides still play: mails then say "the other sides", and PRESS needs TO. */
    public static boolean manySides(GameRecord game) {
        return game.table().playing().size() > 2;
    }

    public static String sideName(GameRecord game, String side) {
        return game.ruleset().sides(game.rules()).stream().filter(s -> s.id().equals(side)).map(Side::name)
                .findFirst().orElse(side);
    }

    public static String outcomeLine(GameRecord game) {
        Outcome o = game.outcome().orElse(null);
        if (o == null) {
            return "";
        }
        // The ruleset's reason already names the result ("... : the Giak raiders win").
        return o.reason();
    }
}
