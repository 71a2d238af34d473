package herald.app.loop;

/**
 * How much Herald takes from one stranger: the size of a mail and of the orders in it, how many
 * mails a sender may send in an hour, and how many answers one address may get in an hour.
 *
 * @param mailBytes      the largest raw mail read; larger ones are journalled and answered with the limit
 * @param orderChars     the longest order text (after quotes and signature are cut) read
 * @param mailsPerHour   mails from one sender in any hour beyond which they are journalled, not read or answered
 * @param repliesPerHour answers to one address in any hour beyond which Herald stays silent
 */
public record MailLimits(int mailBytes, int orderChars, int mailsPerHour, int repliesPerHour) {
    public static final MailLimits DEFAULT = new MailLimits(1024 * 1024, 20_000, 30, 20);
    /**
     * Sizes as {@link #DEFAULT}, no rates: for the demo and tests, whose simulated players mail a
     * whole battle in seconds (a real club's `herald run` takes its limits from the configuration).
     */
    public static final MailLimits NO_RATES = new MailLimits(DEFAULT.mailBytes, DEFAULT.orderChars, Integer.MAX_VALUE,
            Integer.MAX_VALUE);

    public MailLimits {
        if (mailBytes < 1 || orderChars < 1 || mailsPerHour < 1 || repliesPerHour < 1) {
            throw new IllegalArgumentException("every mail limit must be at least 1: " + this);
        }
    }

    /** E.g. "1 MB" or "200 KB", for the mail that names the limit. */
    String mailSize() {
        return mailBytes >= 1024 * 1024 && mailBytes % (1024 * 1024) == 0 ? mailBytes / (1024 * 1024) + " MB"
                : mailBytes >= 1024 ? mailBytes / 1024 + " KB" : mailBytes + " bytes";
    }

    String orderSize() {
        return String.format(java.util.Locale.ROOT, "%,d characters", orderChars);
    }
}
