package herald.app.loop;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The few header facts routing needs, read from a mail's raw source (unfolded, names without case). */
record MailHeaders(List<String> lines) {
    private static final Pattern PLUS_ADDRESS = Pattern.compile(
            "\\+([A-Za-z]{2}-[A-Za-z0-9]{3,12})(?:\\.([A-Za-z2-7]{24}))?@");
    private static final List<String> ADDRESSED = List.of("to", "cc", "delivered-to", "x-original-to");
    private static final List<String> ROBOTS = List.of("mailer-daemon@", "postmaster@", "noreply@", "no-reply@");

    static MailHeaders of(byte[] raw) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            end = text.indexOf("\n\n");
        }
        String head = (end < 0 ? text : text.substring(0, end)).replaceAll("\r?\n[ \t]+", " ");
        return new MailHeaders(List.of(head.split("\r?\n")));
    }

    List<String> values(String name) {
        String prefix = name.toLowerCase(Locale.ROOT) + ":";
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            if (line.toLowerCase(Locale.ROOT).startsWith(prefix)) {
                out.add(line.substring(prefix.length()).strip());
            }
        }
        return out;
    }

    /** A game id carried in the address Herald was mailed at, as in herald+LW-7KQ3M@club.org. */
    java.util.Optional<String> plusAddressedGame() {
        for (String h : ADDRESSED) {
            for (String v : values(h)) {
                Matcher m = PLUS_ADDRESS.matcher(v);
                if (m.find()) {
                    return java.util.Optional.of(m.group(1).toUpperCase(Locale.ROOT));
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** The reply tokens in the addresses this mail was sent to for {@code gameId} (see {@link ReplyTokens}). */
    List<String> replyTokens(String gameId) {
        List<String> tokens = new ArrayList<>();
        for (String h : ADDRESSED) {
            for (String v : values(h)) {
                Matcher m = PLUS_ADDRESS.matcher(v);
                while (m.find()) {
                    if (m.group(2) != null && m.group(1).equalsIgnoreCase(gameId)) {
                        tokens.add(m.group(2));
                    }
                }
            }
        }
        return tokens;
    }

    /**
     * A bounce, an out-of-office or another robot's mail. Answering one risks a loop of robots
     * answering each other (RFC 3834), so such mail is journalled and left unanswered.
     */
    boolean automatic(String from, String heraldAddress) {
        boolean autoSubmitted = values("auto-submitted").stream().anyMatch(v -> !v.equalsIgnoreCase("no"));
        boolean bulk = values("precedence").stream().anyMatch(v -> v.matches("(?i)bulk|junk|list|auto_reply"));
        boolean robot = ROBOTS.stream().anyMatch(from::startsWith) || !values("x-autoreply").isEmpty()
                || !values("x-autorespond").isEmpty();
        boolean self = !heraldAddress.isEmpty() && heraldAddress.toLowerCase(Locale.ROOT).contains(from);
        // "Return-Path: <>" is the null sender of RFC 5321: bounces and other notices that must not be answered
        boolean nullSender = values("return-path").stream().anyMatch(v -> v.replaceAll("\\s", "").equals("<>"));
        // a delivery status notification or a read receipt, whatever its other headers say (RFC 6522)
        boolean report = values("content-type").stream()
                .anyMatch(v -> v.toLowerCase(Locale.ROOT).replaceAll("\\s", "").startsWith("multipart/report"));
        return autoSubmitted || bulk || robot || self || nullSender || report;
    }
}
