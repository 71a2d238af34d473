package herald.app.command;

import herald.app.game.GameEvent.PressSent;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameRecord;
import herald.app.loop.Dispatch;
import herald.engine.OrderWindow;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A PRESS message read: who it goes to and its text, or why it cannot go. The PRESS command's text runs to the
 * end of its mail; a PRESS line among orders is that line alone (README: Mail commands).
 *
 * @param sent the event to journal, or null when refused
 * @param refusal why not, written for the player, or null
 */
public record Press(PressSent sent, String refusal) {

    /**
     * @param args the words after PRESS on its line
     * @param text everything after PRESS
     */
    public static Press of(GameRecord game, String side, List<String> args, String text, String messageId,
            Instant at) {
        // a side that resigned reads no press: it goes to the sides still playing
        List<String> others = game.table().playing().stream().map(Seat::side).filter(s -> !s.equals(side)).toList();
        List<String> to = others;
        String message = text;
        if (!args.isEmpty() && args.get(0).equalsIgnoreCase("TO")) {
            String who = args.size() > 1 ? args.get(1) : "";
            Optional<String> one = others.stream().filter(s -> s.equalsIgnoreCase(who)).findFirst();
            if (!who.equalsIgnoreCase("ALL") && one.isEmpty()) {
                return refused("PRESS TO " + who + ": there is no other side '" + who + "' in this game; write "
                        + "PRESS TO " + String.join(", PRESS TO ", others) + " or PRESS TO ALL");
            }
            to = one.map(List::of).orElse(others);
            message = message.replaceFirst("(?i)^TO\\s+\\S+\\s*", "");
        } else if (others.size() > 1) {
            return refused("with more than one other side, say who it is for: PRESS TO side, or PRESS TO ALL");
        }
        // the rules may keep players from talking outside them (Ruleset.pressRefusal): a message to all goes to
        // those they may talk to, one to a single player is refused with the rules' reason
        List<String> refusals = to.stream().map(r -> game.ruleset().pressRefusal(game.rules(), side, r))
                .flatMap(Optional::stream).toList();
        List<String> allowed = to.stream().filter(r -> game.ruleset().pressRefusal(game.rules(), side, r).isEmpty())
                .toList();
        if (allowed.isEmpty() && !refusals.isEmpty()) {
            return refused(refusals.get(0));
        }
        to = allowed;
        if (message.isBlank()) {
            return refused("PRESS needs a message after it, e.g. PRESS TO ALL Good luck, gentlemen");
        }
        String window = game.window().map(OrderWindow::id).orElse("");
        return new Press(new PressSent(side, to, window, message.strip(), messageId, at), null);
    }

    /** A PRESS line found among orders (its own line only), for the umpire's orders path. */
    public static Press ofLine(GameRecord game, String side, String line, String messageId, Instant at) {
        CommandText c = CommandText.read(line, false, l -> false).orElseThrow(
                () -> new IllegalArgumentException("not a PRESS line: " + line));
        return of(game, side, c.args(), c.text(), messageId, at);
    }

    /** "Sommerlund patrol and Giak raiders": who the message goes to. */
    public String toNames(GameRecord game) {
        return String.join(" and ", sent.to().stream().map(s -> Dispatch.sideName(game, s)).toList());
    }

    private static Press refused(String why) {
        return new Press(null, why);
    }
}
