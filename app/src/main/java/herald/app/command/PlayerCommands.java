package herald.app.command;

import herald.app.game.GameEvent.CommandAnswered;
import herald.app.game.GameEvent.DrawOffered;
import herald.app.game.GameEvent.KeyChanged;
import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameEvent.ResultDeclared;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.app.loop.Dispatch;
import herald.app.loop.TurnView;
import herald.engine.OrderWindow;
import herald.journal.OutboxMail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * HELP, STATUS, HISTORY, ORDERS, PRESS, RESIGN, DRAW, NEWKEY and a campaign's FIELD: each checked, journalled and
 * answered by mail.
 */
final class PlayerCommands {
    private final Games games;
    private final Post post;
    private final herald.app.campaign.Campaigns campaigns;

    PlayerCommands(Games games, Post post, herald.app.campaign.Campaigns campaigns) {
        this.games = games;
        this.post = post;
        this.campaigns = campaigns;
    }

    Answer run(GameRecord game, Asker asker, CommandText command) {
        switch (command.word()) {
            case "HELP":
                return answered(game, asker, command, post.mail(game, asker.email(), "command-help",
                        Map.of("gm", asker.isGm(), "heraldAddress", post.heraldAddress(),
                                "campaign", game.created().campaign() != null), asker.messageId()));
            case "STATUS":
                return status(game, asker, command);
            case "HISTORY":
                return history(game, asker, command);
            case "ORDERS":
                return orders(game, asker, command);
            case "PRESS":
                return left(game, asker).orElseGet(() -> press(game, asker, command));
            case "RESIGN":
                return left(game, asker).orElseGet(() -> Resigning.of(post, game, asker));
            case "DRAW":
                return left(game, asker).orElseGet(() -> draw(game, asker));
            case "NEWKEY":
                return newKey(game, asker);
            case "FIELD":
                return Fielding.of(post, campaigns, game, asker, command.args());
            default:
                throw new IllegalStateException("not a player command: " + command.word());
        }
    }

    private Answer status(GameRecord game, Asker asker, CommandText command) {
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("status", Dispatch.status(game));
        ctx.put("deadline", Dispatch.deadlineText(game));
        ctx.put("finished", game.finished());
        ctx.put("ordersIn", game.window().map(w -> w.sides().stream().map(s -> Dispatch.sideName(game, s)
                + (game.pending().containsKey(s) ? ": orders in" : ": no orders yet")).toList()).orElse(List.of()));
        ctx.put("sideName", asker.isGm() ? "the game master" : Dispatch.sideName(game, asker.side()));
        String label = game.window().map(OrderWindow::id).orElse("end");
        return answered(game, asker, command, post.mail(game, asker.email(), "command-status", ctx, asker.messageId(),
                List.of(post.pdf(game, asker.side(), "status-" + label))));
    }

    private Answer history(GameRecord game, Asker asker, CommandText command) {
        Optional<Integer> turn = command.args().size() == 1 ? number(command.args().get(0)) : Optional.empty();
        if (turn.isEmpty()) {
            return Answer.refused("write HISTORY and a turn number, e.g. HISTORY 2 (HISTORY 0 is the opening position)");
        }
        Optional<History.Turn> seen = History.of(games.history(game.id()), turn.get(), asker.side());
        if (seen.isEmpty()) {
            return Answer.refused("there is no result for turn " + turn.get() + "; the last turn resolved is "
                    + History.lastTurn(games.history(game.id())));
        }
        GameRecord then = seen.get().game();
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("turn", turn.get());
        ctx.put("lines", seen.get().lines());
        ctx.put("sideName", asker.isGm() ? "the umpire" : Dispatch.sideName(game, asker.side()));
        return answered(game, asker, command, post.mail(then, asker.email(), "command-history", ctx, asker.messageId(),
                List.of(post.pdf(then, asker.side(), String.format("turn%02d", turn.get()), turn.get() == 0
                        ? then.ruleset().view(then.rules(), asker.side()).withTurn(0)
                        : TurnView.of(seen.get().before(), seen.get().events(), then, asker.side(), turn.get())))));
    }

    private Answer orders(GameRecord game, Asker asker, CommandText command) {
        Optional<OrderWindow> window = game.window();
        OrdersAccepted mine = game.pending().get(asker.side());
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("windowDescription", window.map(OrderWindow::description).orElse(""));
        ctx.put("due", window.map(w -> w.sides().contains(asker.side())).orElse(false));
        ctx.put("orders", mine == null ? List.of() : mine.orders());
        ctx.put("received", mine == null ? "" : Dispatch.timeIn(game, mine.receivedAt()));
        return answered(game, asker, command, post.mail(game, asker.email(), "command-orders", ctx, asker.messageId()));
    }

    private Answer press(GameRecord game, Asker asker, CommandText command) {
        Press press = Press.of(game, asker.side(), command.args(), command.text(), asker.messageId(), asker.at());
        if (press.sent() == null) {
            return Answer.refused(press.refusal());
        }
        OutboxMail reply = post.mail(game, asker.email(), "press-sent", Map.of("to", press.toNames(game),
                "text", press.sent().text()), asker.messageId());
        return Answer.done(List.of(press.sent()), List.of(reply), "to " + String.join(", ", press.sent().to()));
    }

    /** A side that resigned a game of three or more sides has no say in it any more: refused, with why. */
    private static Optional<Answer> left(GameRecord game, Asker asker) {
        return game.table().left().contains(asker.side())
                ? Optional.of(Answer.refused("you resigned this game, which goes on among the other sides; only HELP,"
                        + " STATUS, HISTORY, ORDERS and NEWKEY are answered for you now"))
                : Optional.empty();
    }

    private Answer draw(GameRecord game, Asker asker) {
        String window = game.window().map(OrderWindow::id).orElse("");
        if (game.table().drawOffers().contains(asker.side())) {
            return Answer.refused("you have already offered a draw this turn; it stands until the turn is resolved");
        }
        DrawOffered offer = new DrawOffered(asker.side(), window, asker.messageId(), asker.at());
        GameRecord after = Games.fold(game, offer);
        // a side that resigned has no say: every side still playing must agree
        boolean agreed = game.table().playing().stream().allMatch(s -> after.table().drawOffers().contains(s.side()));
        if (agreed) {
            ResultDeclared drawn = new ResultDeclared(null, "a draw agreed by every side", "drawn", asker.side(), asker.at());
            Answer end = Ending.of(post, after, drawn);
            List<Object> events = new ArrayList<>(List.of(offer));
            events.addAll(end.events());
            return Answer.done(events, end.mails(), "agreed: the game is drawn");
        }
        List<String> waiting = game.table().playing().stream().map(Seat::side)
                .filter(s -> !after.table().drawOffers().contains(s)).map(s -> Dispatch.sideName(game, s)).toList();
        List<OutboxMail> mails = new ArrayList<>();
        for (Seat seat : game.table().playing()) {
            mails.add(post.mail(game, seat.email(), "draw-offered", Map.of("fromName",
                    Dispatch.sideName(game, asker.side()), "yours", seat.side().equals(asker.side()),
                    "waitingFor", String.join(", ", waiting)), seat.side().equals(asker.side()) ? asker.messageId() : null));
        }
        return Answer.done(List.of(offer), mails, "offered");
    }

    private Answer newKey(GameRecord game, Asker asker) {
        String key = Keys.orderKey();
        String salt = Keys.salt();
        KeyChanged changed = new KeyChanged(asker.side(), salt, Keys.keyHash(salt, key), asker.messageId(), asker.at());
        OutboxMail reply = post.mail(game, asker.email(), "new-key", Map.of("key", key,
                "sideName", Dispatch.sideName(game, asker.side())), asker.messageId());
        return Answer.done(List.of(changed), List.of(reply), "new key mailed");
    }

    private static Answer answered(GameRecord game, Asker asker, CommandText command, OutboxMail reply) {
        String line = (command.word() + " " + String.join(" ", command.args())).strip();
        return Answer.done(List.of(new CommandAnswered(asker.by(), line, asker.messageId(), asker.at())),
                List.of(reply), "answered");
    }

    private static Optional<Integer> number(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
