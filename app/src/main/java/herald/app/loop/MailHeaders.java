package herald.app.loop;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The few header facts routing needs, read from a mail's raw source (unfolded, names without case). */
record MailHeaders(List<String> lines) {
    private static final Pattern PLUS_ADDRESS = Pattern.compile(
            "\\+([A-Za-z]{2}-[A-Za-z0-9]{3,12})(?:\\.([A-Za-z2-7]{24}))?@");
    private static final List<String> ADDRESSED = List.of("to", "cc", "delivered-to", "x-original-to");

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
     * Why this is a bounce, an out-of-office or another robot's mail, or empty for a person's. Answering
     * one risks a loop of robots answering each other (RFC 3834), so such mail is journalled and left
     * unanswered. {@code subject} is the decoded Subject (RFC 2047 words read).
     */
    Optional<String> robot(String from, String subject, String heraldAddress) {
        if (self(from, heraldAddress)) {
            return Optional.of("from Herald's own address");
        }
        // "Return-Path: <>" is the null sender of RFC 5321: bounces and other notices that must not be answered
        if (values("return-path").stream().anyMatch(v -> v.replaceAll("\\s", "").equals("<>"))) {
            return Optional.of("null sender (Return-Path: <>)");
        }
        // a delivery status notification or a read receipt, whatever its other headers say (RFC 6522)
        if (values("content-type").stream()
                .anyMatch(v -> v.toLowerCase(Locale.ROOT).replaceAll("\\s", "").startsWith("multipart/report"))) {
            return Optional.of("a report (multipart/report)");
        }
        return RobotSigns.of(this, from, subject);
    }

    /** Herald's own address, or one of its plus-addresses (herald+LW-7KQ3M.TOKEN@club.org). */
    private static boolean self(String from, String heraldAddress) {
        String own = heraldAddress.toLowerCase(Locale.ROOT).strip();
        if (own.indexOf('<') >= 0 && own.indexOf('>') > own.indexOf('<')) {
            own = own.substring(own.indexOf('<') + 1, own.indexOf('>'));
        }
        int at = own.lastIndexOf('@');
        int fromAt = from.lastIndexOf('@');
        if (from.isEmpty() || at < 0 || fromAt < 0) {
            return !from.isEmpty() && own.contains(from);
        }
        return from.equals(own) || (from.substring(fromAt).equals(own.substring(at))
                && from.startsWith(own.substring(0, at) + "+"));
    }
}
