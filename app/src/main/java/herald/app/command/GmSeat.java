package herald.app.command;

import herald.app.game.GameEvent.Gm;
import herald.app.game.GameRecord;
import herald.app.game.Keys;
import herald.app.game.UserError;
import herald.app.loop.Dispatch;
import herald.journal.OutboxMail;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The game master chosen at `herald new-game --gm EMAIL`: a key of their own, kept as a salted hash
 * like a seat's, and a welcome listing the GM commands.
 *
 * <p>The GM may not also play a side: one address with two keys would leave Herald guessing whether a
 * mail is orders or a ruling, and a GM who plays cannot settle a dispute about their own side.
 */
public record GmSeat(String email, String key, Gm event) {

    public static GmSeat draw(String email, Map<String, String> players) {
        if (email == null) {
            return new GmSeat(null, null, null);
        }
        String address = email.toLowerCase();
        if (!address.matches("[^@\\s]+@[^@\\s]+")) {
            throw new UserError("--gm " + email + ": '" + email + "' is not a mail address");
        }
        if (players.values().stream().anyMatch(address::equalsIgnoreCase)) {
            throw new UserError("--gm " + email + " also plays a side; the game master needs an address of their own");
        }
        String key = Keys.orderKey();
        String salt = Keys.salt();
        return new GmSeat(address, key, new Gm(address, salt, Keys.keyHash(salt, key)));
    }

    /** The GM's welcome, with the umpire's map of the opening position; none for a game without a GM. */
    public List<OutboxMail> welcome(GameRecord game, Dispatch dispatch) {
        if (email == null) {
            return List.of();
        }
        Post post = new Post(dispatch);
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("key", key);
        ctx.put("scenarioTitle", game.ruleset().view(game.rules(), null).scenarioTitle());
        ctx.put("rulesetTitle", game.ruleset().title());
        ctx.put("heraldAddress", dispatch.address());
        ctx.put("players", game.seats().stream().map(s -> Dispatch.sideName(game, s.side()) + " (side " + s.side()
                + "): " + s.email()).toList());
        ctx.put("deadline", Dispatch.deadlineText(game));
        return List.of(post.mail(game, email, "gm-welcome", ctx, null, List.of(post.pdf(game, null, "turn00"))));
    }
}
