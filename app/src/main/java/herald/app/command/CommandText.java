package herald.app.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a command out of a mail body (routing lines already blanked) or a command line. A body is a
 * command when its first line that is not blank or a comment starts with a command word; none of them is
 * an order verb of either ruleset (lonewolf: FIRE SHOOT MOVE FACE ATTACK HOLD HEAL MINDBLAST KINSHIP
 * STANDING LEAP HYPNOTISE; skirmish: FIRE SHOOT MOVE ATTACK HOLD), so orders are never mistaken for one.
 *
 * @param word the command word, upper case
 * @param args the words after it on its line, as typed
 * @param text everything after the command word, its line and the lines below: PRESS and BROADCAST text
 * @param line the 1-based line number in the mail, 0 on the command line
 * @param extraLine the number of a further non-blank line after a command that takes no text, else 0
 */
public record CommandText(String word, List<String> args, String text, int line, int extraLine) {
    public static final Set<String> PLAYER_WORDS = Set.of("HELP", "STATUS", "HISTORY", "ORDERS", "PRESS", "RESIGN",
            "DRAW", "NEWKEY");
    public static final Set<String> GM_WORDS = Set.of("EXTEND", "PAUSE", "RESUME", "RESOLVE", "REPLACE", "VOID", "END",
            "BROADCAST");
    /** Commands whose words run on to the end of the mail. */
    private static final Set<String> WITH_TEXT = Set.of("PRESS", "BROADCAST", "END", "PAUSE", "VOID");

    public CommandText {
        args = List.copyOf(args);
    }

    /** The command in a mail body, or empty when its first line is not a command word (orders, then). */
    public static Optional<CommandText> read(String body) {
        String[] lines = body.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String text = stripComment(lines[i]);
            if (text.isEmpty()) {
                continue;
            }
            String word = firstWord(text);
            if (!PLAYER_WORDS.contains(word) && !GM_WORDS.contains(word)) {
                return Optional.empty();
            }
            List<String> below = new ArrayList<>();
            int extra = 0;
            for (int j = i + 1; j < lines.length; j++) {
                below.add(lines[j].strip());
                if (extra == 0 && !stripComment(lines[j]).isEmpty()) {
                    extra = j + 1;
                }
            }
            // A message may contain '#': only a command without text loses its comment.
            String rest = (WITH_TEXT.contains(word) ? lines[i].strip() : text).substring(word.length()).strip();
            String all = (rest + "\n" + String.join("\n", below)).strip();
            return Optional.of(new CommandText(word, words(rest), all, i + 1, WITH_TEXT.contains(word) ? 0 : extra));
        }
        return Optional.empty();
    }

    /** A command given on the command line: `herald gm GAME EXTEND 24`. */
    public static CommandText ofArgs(List<String> argv) {
        String joined = String.join(" ", argv).strip();
        String word = joined.isEmpty() ? "" : firstWord(joined);
        String rest = joined.substring(Math.min(joined.length(), word.length())).strip();
        return new CommandText(word, words(rest), rest, 0, 0);
    }

    public boolean isGm() {
        return GM_WORDS.contains(word);
    }

    /** "line 3" for the reply, or "" on the command line. */
    public String where() {
        return line == 0 ? "" : "line " + line;
    }

    private static String firstWord(String text) {
        return text.split("\\s+", 2)[0].toUpperCase(Locale.ROOT);
    }

    private static List<String> words(String rest) {
        return rest.isEmpty() ? List.of() : List.of(rest.split("\\s+"));
    }

    private static String stripComment(String raw) {
        int hash = raw.indexOf('#');
        return (hash >= 0 ? raw.substring(0, hash) : raw).strip();
    }
}
