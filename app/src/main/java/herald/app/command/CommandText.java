package herald.app.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Reads a command out of a mail body (routing lines already blanked) or a command line.
 *
 * <p>A line is a command when it is a command word alone with the arguments that word takes (README: Mail
 * commands): HELP STATUS ORDERS DRAW RESIGN NEWKEY RESOLVE RESUME take nothing; HISTORY and EXTEND one word
 * (a whole number; another word gets an answer saying so); REPLACE two (a side and an address); PRESS (and, in the game master's mail, BROADCAST END PAUSE and VOID
 * TURN) any text. Case does not matter, and a command that takes no text may end in . ! or ? ("Help!",
 * "Status?"). "Orders attached." or "Press on, lads" in a player's mail to the enemy is therefore no
 * command. A player's mail knows the GM's words only bare ("END", "EXTEND 24"), to be told they are the GM's:
 * "End of orders" is chat.
 *
 * <p>A mail is a command when the first of its lines that is neither blank nor chat is a command line; chat
 * lines around it are ignored, as in orders. A player's mail that holds an order attempt anywhere is an orders
 * mail, and its command lines are not carried out (the umpire names them): a PRESS above orders would otherwise
 * carry them to the enemy as its message.
 *
 * @param word the command word, upper case
 * @param args the words after it on its line, as typed
 * @param text everything after the command word, its line and the lines below: PRESS and BROADCAST text
 * @param line the 1-based line number in the mail, 0 on the command line
 * @param extraLine the number of a further command line after a command that takes no text (chat does not
 *     count; a player's orders make an orders mail), else 0
 */
public record CommandText(String word, List<String> args, String text, int line, int extraLine) {
    public static final Set<String> PLAYER_WORDS = Set.of("HELP", "STATUS", "HISTORY", "ORDERS", "PRESS", "RESIGN",
            "DRAW", "NEWKEY", "FIELD");
    public static final Set<String> GM_WORDS = Set.of("EXTEND", "PAUSE", "RESUME", "RESOLVE", "REPLACE", "VOID", "END",
            "BROADCAST");
    /** Commands whose words run on to the end of the mail. */
    private static final Set<String> WITH_TEXT = Set.of("PRESS", "BROADCAST", "END", "PAUSE", "VOID");
    /**
     * How many words the commands that take some but no free text take: "HISTORY yesterday" is a HISTORY to be
     * answered with how to write it, "History will judge us" chat.
     */
    private static final Map<String, String> ARGS = Map.of("HISTORY", "(\\S+)?", "EXTEND", "(\\S+)?",
            "REPLACE", "(\\S+ \\S+)?", "FIELD", "(\\S+( \\S+)*)?");
    private static final String END_MARKS = "[.!?]+$";

    public CommandText {
        args = List.copyOf(args);
    }

    /**
     * The command in a mail body, or empty when the body is orders: its first line that is neither blank nor chat
     * is not a command line.
     *
     * @param gm whether the mail is the game master's (who alone may give free text to BROADCAST, END, PAUSE, VOID)
     * @param isOrder whether a line is an order attempt rather than chat (herald.app.loop.ChatLines)
     */
    public static Optional<CommandText> read(String body, boolean gm, Predicate<String> isOrder) {
        String[] lines = body.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String text = stripComment(lines[i]);
            if (text.isEmpty()) {
                continue;
            }
            Optional<String> word = commandWord(text, gm);
            if (word.isEmpty()) {
                if (isOrder.test(text)) {
                    return Optional.empty();
                }
                continue;  // chat: "Hi Herald," above a STATUS
            }
            String w = word.get();
            boolean withText = WITH_TEXT.contains(w);
            List<String> below = new ArrayList<>();
            int extra = 0;
            boolean orderBelow = false;
            for (int j = i + 1; j < lines.length; j++) {
                below.add(lines[j].strip());
                String next = stripComment(lines[j]);
                boolean order = !next.isEmpty() && isOrder.test(next);
                orderBelow |= order;
                if (extra == 0 && (order || (!next.isEmpty() && commandWord(next, gm).isPresent()))) {
                    extra = j + 1;
                }
            }
            if (!gm && orderBelow) {
                // a player's mail that holds orders is an orders mail, whatever stands above them: a PRESS must
                // never carry the orders to the enemy as its message, and "Orders" above them is a heading
                return Optional.empty();
            }
            // A message may contain '#': only a command without text loses its comment.
            String own = withText ? lines[i].strip() : text.replaceAll(END_MARKS, "");
            String rest = own.substring(own.split("\\s+", 2)[0].length()).strip();
            String all = withText ? DeviceSignature.cut((rest + "\n" + String.join("\n", below)).strip()) : rest;
            return Optional.of(new CommandText(w, words(rest), all, i + 1, withText ? 0 : extra));
        }
        return Optional.empty();
    }

    /**
     * The command word of {@code line} when the line is a command (see the class comment), else empty. For a
     * player ({@code gm} false) the GM's text-taking words count only bare.
     */
    public static Optional<String> commandWord(String line, boolean gm) {
        String text = stripComment(line);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String word = firstWord(text).replaceAll(END_MARKS, "");
        if (!PLAYER_WORDS.contains(word) && !GM_WORDS.contains(word)) {
            return Optional.empty();
        }
        String rest = text.substring(text.split("\\s+", 2)[0].length()).strip();
        if (word.equals("PRESS") && !firstWord(text).equals("PRESS")) {
            return Optional.empty();  // "Press!" is no message
        }
        if (word.equals("FIELD") && !text.split("\\s+", 2)[0].equals("FIELD")) {
            return Optional.empty();  // written in capitals, as orders are: "Field of fire is clear" is chat
        }
        if (word.equals("PRESS") || (gm && WITH_TEXT.contains(word) && !word.equals("VOID"))) {
            return Optional.of(word);
        }
        if (word.equals("VOID")) {
            String after = rest.replaceAll(END_MARKS, "").toUpperCase(Locale.ROOT);
            boolean bare = after.isEmpty() || after.equals("TURN");
            return bare || (gm && after.startsWith("TURN ")) ? Optional.of(word) : Optional.empty();
        }
        String args = rest.replaceAll(END_MARKS, "").strip().replaceAll("\\s+", " ");
        return args.matches(ARGS.getOrDefault(word, "")) ? Optional.of(word) : Optional.empty();
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
