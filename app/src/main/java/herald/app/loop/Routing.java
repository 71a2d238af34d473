package herald.app.loop;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the routing lines of an order mail: the game id from a `[GAME-ID]` subject tag or a
 * `GAME id` line, and the order key from a `KEY` line. Those lines are blanked, not removed,
 * so the line numbers in an error reply still match the player's own mail.
 */
public record Routing(Optional<String> gameId, Optional<String> key, String orders) {
    private static final Pattern SUBJECT_TAG = Pattern.compile("\\[\\s*([A-Za-z]{2}-[A-Za-z0-9]{3,12})\\s*]");
    private static final Pattern GAME_LINE = Pattern.compile("^\\s*GAME\\s*:?\\s+(\\S+)\\s*$", Pattern.CASE_INSENSITIVE);

    public static Routing read(String subject, String cleanedBody) {
        Optional<String> game = Optional.empty();
        Matcher tag = SUBJECT_TAG.matcher(subject == null ? "" : subject);
        if (tag.find()) {
            game = Optional.of(tag.group(1).toUpperCase());
        }
        Optional<String> key = Optional.empty();
        String[] lines = cleanedBody.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher g = GAME_LINE.matcher(lines[i]);
            Matcher k = herald.app.game.Keys.KEY_LINE.matcher(lines[i]);
            if (g.matches()) {
                if (game.isEmpty()) {
                    game = Optional.of(g.group(1).toUpperCase());
                }
                lines[i] = "";
            } else if (k.matches()) {
                key = Optional.of(k.group(1));
                lines[i] = "";
            }
        }
        return new Routing(game, key, String.join("\n", lines));
    }

    /** True when nothing but blank lines and comments is left once the routing lines are gone. */
    public boolean noOrders() {
        return orders.lines().map(l -> l.replaceFirst("#.*", "").strip()).allMatch(String::isEmpty);
    }
}
