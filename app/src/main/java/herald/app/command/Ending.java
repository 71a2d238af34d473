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
        List<OutboxMail> mails = new ArrayList<>();
        for (Seat seat : game.seats()) {
            mails.add(post.mail(after, seat.email(), "game-ended", context(after, ended, true), null,
                    List.of(post.pdf(after, seat.side(), "final"))));
        }
        game.gm().ifPresent(gm -> mails.add(post.mail(after, gm.email(), "game-ended", context(after, ended, false),
                null, List.of(post.pdf(after, null, "final")))));
        return Answer.done(List.of(ended), mails, ended.result());
    }

    private static Map<String, Object> context(GameRecord after, ResultDeclared ended, boolean player) {
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("result", ended.result());
        ctx.put("how", ended.how());
        ctx.put("player", player);
        ctx.put("scriptedDice", after.scripted());
        return ctx;
    }
}
