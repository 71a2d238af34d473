package herald.mailer;

import java.io.ByteArrayOutputStream;
import java.util.Locale;
import java.util.Set;

/**
 * The header fields that servers add on the way in (RFC 5321 §4.4 trace fields and their vendor
 * kin), not the sender: the same mail delivered to two of Herald's addresses, or fetched from two
 * folders, differs only in these. Herald compares mails without them to tell a second delivery of
 * one mail from a different mail that reuses its Message-ID.
 */
public final class TraceHeaders {
    private static final Set<String> NAMES = Set.of("received", "x-received", "return-path", "delivered-to",
            "x-delivered-to", "x-original-to", "envelope-to", "x-envelope-to", "x-envelope-from", "x-rcpt-to",
            "authentication-results", "received-spf", "x-virus-scanned", "x-greylist", "x-gm-message-state",
            "x-google-smtp-source", "x-original-arrival-time", "x-uid", "x-keywords", "status", "x-status",
            "content-length", "lines", "x-imapbase");
    private static final String[] PREFIXES = {"arc-", "x-spam-", "x-ms-exchange-organization-",
        "x-ms-exchange-crosstenant-", "x-mozilla-status", "x-forefront-", "x-microsoft-antispam"};

    private TraceHeaders() {}

    /** Whether a header field of this name is a server's trace rather than the sender's. */
    public static boolean isTrace(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        if (NAMES.contains(n)) {
            return true;
        }
        for (String p : PREFIXES) {
            if (n.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /** The raw mail with its trace fields (and their folded lines) left out; the body byte for byte. */
    public static byte[] without(byte[] raw) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length);
        int i = 0;
        boolean skipping = false;
        while (i < raw.length) {
            int end = i;
            while (end < raw.length && raw[end] != '\n') {
                end++;
            }
            int next = Math.min(end + 1, raw.length);
            boolean blank = end == i || (end == i + 1 && raw[i] == '\r');
            if (blank) {
                out.write(raw, i, raw.length - i);  // the body, untouched
                return out.toByteArray();
            }
            boolean continuation = raw[i] == ' ' || raw[i] == '\t';
            if (!continuation) {
                int colon = i;
                while (colon < end && raw[colon] != ':') {
                    colon++;
                }
                skipping = colon < end && isTrace(new String(raw, i, colon - i, java.nio.charset.StandardCharsets.ISO_8859_1));
            }
            if (!skipping) {
                out.write(raw, i, next - i);
            }
            i = next;
        }
        return out.toByteArray();
    }
}
