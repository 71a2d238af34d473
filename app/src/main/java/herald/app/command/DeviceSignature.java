package herald.app.command;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The line a phone or webmail app adds under what its user wrote ("Sent from my iPhone"). In orders it is
 * chat like any other; in a PRESS or BROADCAST message it would be read out to the enemy as part of the
 * message, so it is cut from the end of a command's text.
 */
final class DeviceSignature {
    /** English, German, French, Spanish/Portuguese, Italian, Dutch, Swedish, Polish: what the apps write. */
    private static final Pattern LINE = Pattern.compile("(sent (from|with|via) .{1,60}"
            + "|get outlook for .{1,30}"
            + "|von meine[mr] .{1,40} gesendet"
            + "|envoy\u00e9 (de|depuis) .{1,40}"
            + "|enviado (desde|de|do) .{1,40}"
            + "|inviato da .{1,40}"
            + "|verzonden (met|vanaf|van) .{1,40}"
            + "|skickat fr\u00e5n .{1,40}"
            + "|wys\u0142ane z .{1,40})");

    private DeviceSignature() {}

    static boolean is(String line) {
        return LINE.matcher(line.strip().toLowerCase(Locale.ROOT)).matches();
    }

    /** {@code text} without the device signatures (and blank lines) at its end; its first line, the command's own, stays. */
    static String cut(String text) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        while (lines.size() > 1 && (lines.get(lines.size() - 1).isBlank() || is(lines.get(lines.size() - 1)))) {
            lines.remove(lines.size() - 1);
        }
        return String.join("\n", lines);
    }
}
