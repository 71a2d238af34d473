package herald.app.loop;

import herald.app.game.GameRecord;
import herald.engine.view.MapView;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The one rule that tells, line by line, an order attempt from chat (README: Writing orders, "Chat"). A line
 * is an order attempt when its first word is
 * <ol>
 *   <li>an order verb of the game's rules (FIRE, MOVE, ...: {@code Ruleset.orderVerbs}), or</li>
 *   <li>the id of a piece the sender's side can see (S1, G7), or</li>
 *   <li>one slip from an order verb (a letter added, dropped or changed, or two neighbours swapped: MVOE,
 *       FIER, ATACK) and followed by a piece id the side can see (LW) or a word shaped like one (letters then
 *       digits: S1, U12, or S9 that is not there).</li>
 * </ol>
 * Every other line is chat, ignored and named in the answer. Trailing punctuation of the first word does not
 * count ("Fire!" is FIRE). The third clause needs the piece because one slip from a four-letter verb is much
 * ordinary English (LOVE, MORE, FINE, COLD, TOLD, REAL, FACT, LAST): "Love, Alice" is chat, "MVOE S1 N" an
 * order gone wrong that rejects the submission with its line number. An exact verb needs nothing after it, so
 * "Hold on, I'll write later" is read as a HOLD order, and refused.
 */
public final class ChatLines {
    private static final Pattern PIECE_SHAPED = Pattern.compile("[A-Z]{1,3}[0-9]{1,3}");
    private static final String TRAILING = "[\\p{Punct}]+$";
    /** "1. ", "2) ", "- ", "* ", "• ": how people number or bullet a list, orders included. */
    private static final Pattern LIST_MARK = Pattern.compile("^(\\s*)(?:\\d{1,2}[.)]|[-*\u2022\u00b7])\\s+");

    private final Set<String> verbs;
    private final Set<String> pieces;

    /** @param verbs and {@code pieces} upper case */
    public ChatLines(Set<String> verbs, Set<String> pieces) {
        this.verbs = Set.copyOf(verbs);
        this.pieces = Set.copyOf(pieces);
    }

    /** The rule for a mail from {@code side} (null: the game master, who has no pieces of his own). */
    public static ChatLines of(GameRecord game, String side) {
        Set<String> pieces = Set.of();
        if (side != null) {
            MapView map = game.ruleset().view(game.rules(), side).map();
            pieces = map == null ? Set.of() : map.pieceLabels().stream().map(p -> p.toUpperCase(Locale.ROOT))
                    .collect(Collectors.toSet());
        }
        return new ChatLines(game.ruleset().orderVerbs(), pieces);
    }

    /** One line set aside: its number in the player's mail and its text as written. */
    public record Line(int number, String text) {
        @Override
        public String toString() {
            return "line " + number + " \"" + text + "\"";
        }
    }

    /** Whether {@code line} (a comment after '#' does not count) is an order attempt. */
    public boolean isOrder(String line) {
        int hash = line.indexOf('#');
        String[] words = (hash >= 0 ? line.substring(0, hash) : line).strip().toUpperCase(Locale.ROOT).split("\\s+");
        String first = words[0].replaceAll(TRAILING, "");
        if (first.isEmpty()) {
            return false;
        }
        if (verbs.contains(first) || pieces.contains(first)) {
            return true;
        }
        String next = words.length > 1 ? words[1].replaceAll(TRAILING, "") : "";
        return (PIECE_SHAPED.matcher(next).matches() || pieces.contains(next))
                && verbs.stream().anyMatch(v -> oneSlip(first, v));
    }

    /**
     * {@code line} with a list mark before its first word turned to spaces (so its columns stay), when what
     * follows the mark is an order attempt: "1. MOVE S1 N" is the order MOVE S1 N, not chat. Otherwise the line as it is.
     */
    public String unlisted(String line) {
        java.util.regex.Matcher m = LIST_MARK.matcher(line);
        if (!m.find()) {
            return line;
        }
        String rest = line.substring(m.end());
        return isOrder(rest.replaceFirst("#.*", "").strip()) ? " ".repeat(m.end()) + rest : line;
    }

    /** Optimal string alignment distance of at most one: one insertion, deletion, substitution or swap. */
    static boolean oneSlip(String a, String b) {
        if (a.equals(b) || Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        if (a.length() == b.length()) {
            int first = -1;
            int diffs = 0;
            for (int i = 0; i < a.length(); i++) {
                if (a.charAt(i) != b.charAt(i)) {
                    diffs++;
                    first = first < 0 ? i : first;
                }
            }
            boolean swap = diffs == 2 && first + 1 < a.length() && a.charAt(first) == b.charAt(first + 1)
                    && a.charAt(first + 1) == b.charAt(first);
            return diffs == 1 || swap;
        }
        String shorter = a.length() < b.length() ? a : b;
        String longer = a.length() < b.length() ? b : a;
        int i = 0;
        while (i < shorter.length() && shorter.charAt(i) == longer.charAt(i)) {
            i++;
        }
        return shorter.substring(i).equals(longer.substring(i + 1));
    }
}
