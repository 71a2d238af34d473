package herald.app.command;

import herald.app.game.GameEvent.ResultDeclared;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.SideResigned;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.loop.Dispatch;
import herald.engine.OrderWindow;
import herald.engine.RuleEvent;
import herald.journal.OutboxMail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * RESIGN. With one other side still playing, that side wins and the game ends, as it always has. With more, the
 * resigning side leaves and the others play on: the rules say what becomes of its pieces (Ruleset.sideLeaves); rules
 * that do not say refuse, and the game master may END the game instead.
 */
final class Resigning {
    private Resigning() {}

    static Answer of(Post post, GameRecord game, Asker asker) {
        String side = asker.side();
        String name = Dispatch.sideName(game, side);
        List<String> others = game.table().playing().stream().map(Seat::side).filter(s -> !s.equals(side)).toList();
        if (others.size() == 1) {
            String result = name + " resigned: " + Dispatch.sideName(game, others.get(0)) + " win";
            return Ending.of(post, game, new ResultDeclared(others.get(0), result, "resigned", side, asker.at()));
        }
        Optional<List<RuleEvent>> pieces = game.ruleset().sideLeaves(game.rules(), side);
        if (pieces.isEmpty()) {
            return Answer.refused("in a game of " + game.table().playing().size() + " sides RESIGN takes your side out"
                    + " and the others play on, but " + game.ruleset().title() + " does not say what becomes of a"
                    + " resigning side's pieces; ask the game master to END the game, or to REPLACE you");
        }
        GameRecord after = Games.foldAll(game, pieces.get());
        Optional<String> window = game.window().map(OrderWindow::id);
        boolean passed = !after.finished() && !after.window().map(OrderWindow::id).equals(window);
        SideResigned resigned = new SideResigned(side, passed, asker.by(), asker.at());
        after = Games.fold(after, resigned);
        List<Object> events = new ArrayList<>(pieces.get());
        events.add(resigned);
        if (after.finished()) {
            return Answer.done(events, Ending.mails(post, after, Dispatch.outcomeLine(after), "resigned"),
                    name + " resigned; " + Dispatch.outcomeLine(after));
        }
        List<OutboxMail> mails = new ArrayList<>();
        List<String> lines = pieces.get().stream().map(RuleEvent::describe).toList();
        String playing = String.join(", ", after.table().playing().stream()
                .map(s -> Dispatch.sideName(game, s.side())).toList());
        for (Seat seat : after.seats()) {
            boolean yours = seat.side().equals(side);
            mails.add(post.mail(after, seat.email(), "side-left", context(after, name, yours, lines, playing),
                    yours ? asker.messageId() : null, List.of(post.pdf(after, seat.side(), "resigned-" + side))));
        }
        GameRecord told = after;
        game.gm().ifPresent(gm -> mails.add(post.mail(told, gm.email(), "side-left",
                context(told, name, false, lines, playing), null, List.of(post.pdf(told, null, "resigned-" + side)))));
        return Answer.done(events, mails, name + " left the game; " + playing + " play on");
    }

    private static Map<String, Object> context(GameRecord after, String name, boolean yours, List<String> lines,
            String playing) {
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("sideName", name);
        ctx.put("yours", yours);
        ctx.put("lines", lines);
        ctx.put("playing", playing);
        ctx.put("status", Dispatch.status(after));
        ctx.put("deadline", Dispatch.deadlineText(after));
        return ctx;
    }
}
