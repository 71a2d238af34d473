package herald.templates;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps every line of a mail within {@link #WIDTH} characters (RFC 5322 §2.1.1), however long the values put
 * into it: a scenario's title, a deadline policy, a line of the turn's report. A longer line is broken at spaces;
 * its continuation lines hang under its text: under the second column of a two-column line ("  HOLD S4    do
 * nothing"), two further in for an indented line, flush for prose. A word longer than the width (a hash, an
 * address) is left whole.
 */
final class MailLines {
    static final int WIDTH = 78;

    /**
     * The kinds wrapped so: the welcomes, whose text carries the club's scenario title and the order help. The
     * other kinds' own text keeps within the width; the values they carry (report lines, echoed orders) are not
     * yet wrapped.
     */
    static final java.util.Set<String> WRAPPED = java.util.Set.of("welcome", "newcomer", "gm-welcome");

    /** Leading spaces, a first column, two or more spaces: where the second column starts. */
    private static final Pattern COLUMNS = Pattern.compile("^( *\\S+(?: \\S+)*? {2,})\\S");

    private MailLines() {}

    static String wrap(String body) {
        if (body.lines().allMatch(l -> l.length() <= WIDTH)) {
            return body;
        }
        List<String> out = new ArrayList<>();
        for (String line : body.split("\n", -1)) {
            out.addAll(line.length() <= WIDTH ? List.of(line) : broken(line));
        }
        return String.join("\n", out);
    }

    private static List<String> broken(String line) {
        int indent = line.length() - line.stripLeading().length();
        Matcher columns = COLUMNS.matcher(line);
        int hang = columns.find() && columns.group(1).length() <= WIDTH / 2 ? columns.group(1).length()
                : indent == 0 ? 0 : indent + 2;
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder(line.substring(0, indent));
        boolean empty = true;
        int spaces = 0;
        for (String word : line.substring(indent).split(" ")) {
            if (word.isEmpty()) {
                spaces++;  // a column's run of spaces, kept where the line is not broken
                continue;
            }
            int gap = empty ? 0 : 1 + spaces;
            if (!empty && current.length() + gap + word.length() > WIDTH) {
                out.add(current.toString().stripTrailing());
                current = new StringBuilder(" ".repeat(hang));
                gap = 0;
            }
            current.append(" ".repeat(gap)).append(word);
            empty = false;
            spaces = 0;
        }
        out.add(current.toString().stripTrailing());
        return out;
    }
}
