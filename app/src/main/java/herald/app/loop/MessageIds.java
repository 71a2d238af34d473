package herald.app.loop;

import herald.journal.OutboxEntry;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The Message-ID each outbox mail is sent under: {@code <outbox-17.LW-7KQ3M@club.org>}, stable across
 * resends so a receiver can tell a crash's second copy from a new mail. The part after the {@code @} is
 * the domain of {@code herald.address}, as spam filters expect of a sender's own mail; only when that
 * address has no usable domain is it the reserved {@code herald.invalid}.
 */
public final class MessageIds {
    static final String UNKNOWN_DOMAIN = "herald.invalid";
    private static final Pattern DOMAIN = Pattern.compile("[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?");

    private MessageIds() {}

    public static String of(OutboxEntry entry, String heraldAddress) {
        return "<outbox-" + entry.id() + "." + (entry.mail().gameId() == null ? "herald" : entry.mail().gameId())
                + "@" + domain(heraldAddress) + ">";
    }

    /** The domain of {@code Herald <herald@club.org>} or {@code herald@club.org}; herald.invalid if none. */
    public static String domain(String heraldAddress) {
        if (heraldAddress == null) {
            return UNKNOWN_DOMAIN;
        }
        String bare = heraldAddress.strip();
        int lt = bare.lastIndexOf('<');
        int gt = bare.lastIndexOf('>');
        if (lt >= 0 && gt > lt) {
            bare = bare.substring(lt + 1, gt);
        }
        int at = bare.lastIndexOf('@');
        String domain = at < 0 ? "" : bare.substring(at + 1).strip().toLowerCase(Locale.ROOT);
        return DOMAIN.matcher(domain).matches() ? domain : UNKNOWN_DOMAIN;
    }
}
