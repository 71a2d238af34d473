package herald.app.command;

import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.SideReplaced;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.app.loop.Dispatch;
import herald.journal.OutboxMail;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * REPLACE side email: a newcomer takes over a side with a key of their own and the current map; the
 * player who leaves is told, and their key stops working.
 */
final class Replacement {
    private Replacement() {}

    static Answer of(Post post, GameRecord game, Asker gm, List<String> args) {
        if (args.size() != 2) {
            return Answer.refused("write REPLACE, the side and the new player's mail address, e.g. REPLACE "
                    + game.seats().get(0).side() + " newcomer@example.org");
        }
        Optional<Seat> seat = game.seats().stream().filter(s -> s.side().equalsIgnoreCase(args.get(0))).findFirst();
        String email = args.get(1).toLowerCase();
        if (seat.isEmpty()) {
            return Answer.refused("no side '" + args.get(0) + "' in this game; its sides are "
                    + String.join(", ", game.seats().stream().map(Seat::side).toList()));
        }
        if (!email.matches("[^@\\s]+@[^@\\s]+")) {
            return Answer.refused("'" + args.get(1) + "' is not a mail address");
        }
        if (game.seatByEmail(email).isPresent() || game.gm().map(g -> g.email().equalsIgnoreCase(email)).orElse(false)) {
            return Answer.refused(email + " already has a place in this game; each side needs an address of its own");
        }
        String side = seat.get().side();
        if (game.table().left().contains(side)) {
            return Answer.refused(Dispatch.sideName(game, side) + " resigned and have left the game: there is no side"
                    + " to take over");
        }
        String key = Keys.orderKey();
        String salt = Keys.salt();
        SideReplaced replaced = new SideReplaced(side, email, salt, Keys.keyHash(salt, key), gm.by(), gm.at());
        GameRecord after = Games.fold(game, replaced);
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("sideName", Dispatch.sideName(game, side));
        ctx.put("side", side);
        ctx.put("key", key);
        ctx.put("scenarioTitle", game.ruleset().view(game.rules(), null).scenarioTitle());
        ctx.put("rulesetTitle", game.ruleset().title());
        ctx.put("orderHelp", game.ruleset().orderHelp(game.rules()));
        ctx.put("status", Dispatch.status(after));
        ctx.put("deadline", Dispatch.deadlineText(after));
        ctx.put("heraldAddress", post.heraldAddress());
        ctx.put("newcomer", email);
        ctx.put("leaver", seat.get().email());
        OutboxMail welcome = post.mail(after, email, "newcomer", ctx, null,
                List.of(post.pdf(after, side, "takeover")));
        OutboxMail farewell = post.mail(after, seat.get().email(), "side-replaced", ctx, null);
        List<OutboxMail> mails = new java.util.ArrayList<>(List.of(welcome, farewell));
        if (gm.email() != null) {
            Map<String, Object> ack = new HashMap<>(ctx);
            ack.put("key", "");
            mails.add(post.mail(after, gm.email(), "side-replaced-gm", ack, gm.messageId()));
        }
        return Answer.done(List.of(replaced), mails, side + " now played by " + email);
    }
}
