package herald.app.command;

import herald.app.game.GameEvent.ResultDeclared;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.OutboxMail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A game ended by RESIGN, an agreed DRAW or the GM's END: every player and the GM are told, with the final map. */
final class Ending {
    private Ending() {}

    static Answer of(Post post, GameRecord game, ResultDeclared ended) {
        GameRecord after = Games.fold(game, ended);
        return Answer.done(List.of(ended), mails(post, after, ended.result(), ended.how()), ended.result());
    }

    /** The game-ended mails of {@code after}, a game just over: to every seat (a side that left too) and the GM. */
    static List<OutboxMail> mails(Post post, GameRecord after, String result, String how) {
        List<OutboxMail> mails = new ArrayList<>();
        for (Seat seat : after.seats()) {
            mails.add(post.mail(after, seat.email(), "game-ended", context(after, result, how, true), null,
                    List.of(post.pdf(after, seat.side(), "final"))));
        }
        after.gm().ifPresent(gm -> mails.add(post.mail(after, gm.email(), "game-ended",
                context(after, result, how, false), null, List.of(post.pdf(after, null, "final")))));
        return mails;
    }

    private static Map<String, Object> context(GameRecord after, String result, String how, boolean player) {
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("result", result);
        ctx.put("how", how);
        ctx.put("player", player);
        ctx.put("scriptedDice", after.scripted());
        return ctx;
    }
}
