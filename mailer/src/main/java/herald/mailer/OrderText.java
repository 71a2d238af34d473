package herald.mailer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The part of a mail body that can hold orders. Quoted lines are blanked rather than removed,
 * and the signature and anything under it cut, so that line N of the result is line N of what
 * the player wrote: errors are reported by line number.
 */
public final class OrderText {

    /** "On Mon, 1 Apr 2024, Herald wrote:" and its common translations. */
    private static final Pattern ATTRIBUTION = Pattern.compile(
            ".*(wrote|schrieb|a écrit|escribió|ha scritto|schreef|skrev|napisał)\\s?:$");
    private static final Pattern ORIGINAL_MESSAGE = Pattern.compile("-{2,}\\s*original message\\s*-{2,}");
    private static final Pattern UNDERSCORES = Pattern.compile("_{10,}");

    private OrderText() {}

    /**
     * The text with {@code \n} line ends, where lines quoted with {@code >} (and the "... wrote:"
     * line introducing them) are empty, the signature ({@code "-- "} or {@code "--"} alone) and all
     * below it are gone, as is an Outlook-style quoted original ("-----Original Message-----", or
     * a "From:" line directly followed by "Sent:" or "Date:"). Trailing blank lines are dropped.
     */
    public static String clean(String text) {
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        int end = lines.length;
        for (int i = 0; i < lines.length; i++) {
            if (endsTheOrders(lines, i)) {
                end = i;
                break;
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < end; i++) {
            boolean ignored = isQuoted(lines[i]) || isAttribution(lines, i, end);
            out.add(ignored ? "" : lines[i].stripTrailing());
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isBlank()) {
            out.remove(out.size() - 1);
        }
        return String.join("\n", out);
    }

    private static boolean isQuoted(String line) {
        return line.stripLeading().startsWith(">");
    }

    private static boolean endsTheOrders(String[] lines, int i) {
        String line = lines[i].strip();
        String lower = line.toLowerCase(Locale.ROOT);
        if (line.equals("--") || ORIGINAL_MESSAGE.matcher(lower).matches()) {
            return true;
        }
        String next = i + 1 < lines.length ? lines[i + 1].strip().toLowerCase(Locale.ROOT) : "";
        if (UNDERSCORES.matcher(line).matches()) {
            return next.startsWith("from:");
        }
        return lower.startsWith("from:") && (next.startsWith("sent:") || next.startsWith("date:"));
    }

    /** The "... wrote:" line (or the two lines, when the mailer wrapped it) just above a quote. */
    private static boolean isAttribution(String[] lines, int i, int end) {
        if (isAttributionEnd(lines, i, end)) {
            return true;
        }
        return i + 1 < end && lines[i].strip().toLowerCase(Locale.ROOT).startsWith("on ")
                && !lines[i].strip().endsWith(":") && isAttributionEnd(lines, i + 1, end);
    }

    private static boolean isAttributionEnd(String[] lines, int i, int end) {
        if (lines[i].isBlank() || isQuoted(lines[i])
                || !ATTRIBUTION.matcher(lines[i].strip().toLowerCase(Locale.ROOT)).matches()) {
            return false;
        }
        for (int j = i + 1; j < end && j <= i + 2; j++) {
            if (!lines[j].isBlank()) {
                return isQuoted(lines[j]);
            }
        }
        return false;
    }
}
