package herald.app;

import herald.app.game.UserError;
import herald.app.loop.MailLimits;
import herald.mailer.MailConfig;
import herald.mailer.MailTrust;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The configuration file (Java properties). Every key and its default is in the README; an unknown
 * key or a bad value is an error naming the file and the key, so a typo never silently falls back.
 */
public record Config(Path source, Map<String, String> values) {
    static final Map<String, String> DEFAULTS = defaults();

    private static Map<String, String> defaults() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("data", "herald-data");
        d.put("herald.address", "herald@localhost");
        d.put("mail.mode", "imap");
        d.put("imap.host", "localhost");
        d.put("imap.port", "143");
        d.put("imap.tls", "false");
        d.put("imap.user", "herald");
        d.put("imap.password", "");
        d.put("imap.folder", "INBOX");
        d.put("imap.processed-folder", "Herald-Processed");
        d.put("smtp.host", "localhost");
        d.put("smtp.port", "25");
        d.put("smtp.security", "none");
        d.put("smtp.user", "");
        d.put("smtp.password", "");
        d.put("mail.trust-certificate", "");
        d.put("mail.trust-store", "");
        d.put("mail.trust-store-password", "");
        d.put("folder.in", "");
        d.put("folder.out", "");
        d.put("poll.seconds", "60");
        d.put("smtp.retry-first-seconds", "60");
        d.put("smtp.retry-max-seconds", "3600");
        d.put("smtp.give-up-hours", "72");
        d.put("operator.address", "");
        d.put("journal.url", "");
        d.put("journal.user", "");
        d.put("journal.password", "");
        d.put("time-zone", "UTC");
        d.put("limits.mail-bytes", "" + MailLimits.DEFAULT.mailBytes());
        d.put("limits.order-chars", "" + MailLimits.DEFAULT.orderChars());
        d.put("limits.mails-per-hour", "" + MailLimits.DEFAULT.mailsPerHour());
        d.put("limits.replies-per-hour", "" + MailLimits.DEFAULT.repliesPerHour());
        d.put("deadline.grace-hours", "0");
        d.put("deadline.late", "default");
        d.put("deadline.remind-hours", "");
        return Map.copyOf(d);
    }

    public static Config defaultsOnly() {
        return new Config(null, DEFAULTS);
    }

    /** As {@link #load(Path, java.util.function.Consumer)}, notes to standard error. */
    public static Config load(Path file) {
        return load(file, note -> System.err.println("herald: note: " + note));
    }

    /** Reads {@code file} (UTF-8, or Latin-1 with a note: see {@link ConfigText}) and checks every key and value. */
    public static Config load(Path file, java.util.function.Consumer<String> notes) {
        ConfigText.Read text = ConfigText.read(file);
        text.note().ifPresent(notes);
        Properties p = new Properties();
        try (Reader r = new java.io.StringReader(text.text())) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            throw new UserError("cannot read configuration " + file + ": " + e.getMessage());
        }
        Map<String, String> merged = new LinkedHashMap<>(DEFAULTS);
        for (String key : p.stringPropertyNames()) {
            if (!DEFAULTS.containsKey(key)) {
                throw new UserError(file + ": unknown key '" + key + "'" + ConfigKeys.didYouMean(key, DEFAULTS.keySet())
                        .map(k -> "; did you mean '" + k + "'?").orElse("; known keys: "
                                + String.join(", ", DEFAULTS.keySet().stream().sorted().toList())));
            }
            merged.put(key, p.getProperty(key).strip());
        }
        Config c = new Config(file, Map.copyOf(merged));
        c.check();
        return c;
    }

    private void check() {
        integer("imap.port");
        integer("smtp.port");
        integer("poll.seconds");
        backoff();
        limits();
        bool("imap.tls");
        oneOf("smtp.security", "none", "starttls", "tls");
        trust();
        oneOf("mail.mode", "imap", "folder");
        oneOf("deadline.late", "default", "wait");
        if (integer("deadline.grace-hours") < 0) {
            throw new UserError(where() + "deadline.grace-hours must be 0 or more, not " + get("deadline.grace-hours"));
        }
        if (!get("deadline.remind-hours").isEmpty() && integer("deadline.remind-hours") < 1) {
            throw new UserError(where() + "deadline.remind-hours must be at least 1 (or empty for none), not "
                    + get("deadline.remind-hours"));
        }
        try {
            java.time.ZoneId.of(get("time-zone"));
        } catch (java.time.DateTimeException e) {
            throw new UserError(where() + "time-zone must be a time zone like Europe/London or UTC, not '" + get("time-zone") + "'");
        }
    }

    public String get(String key) {
        return values.get(key);
    }

    public int integer(String key) {
        try {
            return Integer.parseInt(get(key));
        } catch (NumberFormatException e) {
            throw new UserError(where() + key + " must be a whole number, not '" + get(key) + "'");
        }
    }

    public boolean bool(String key) {
        String v = get(key).toLowerCase();
        if (!v.equals("true") && !v.equals("false")) {
            throw new UserError(where() + key + " must be true or false, not '" + get(key) + "'");
        }
        return Boolean.parseBoolean(v);
    }

    private void oneOf(String key, String... allowed) {
        for (String a : allowed) {
            if (a.equals(get(key))) {
                return;
            }
        }
        throw new UserError(where() + key + " must be one of " + String.join(", ", allowed) + ", not '" + get(key) + "'");
    }

    private String where() {
        return source == null ? "" : source + ": ";
    }

    /** How long to wait between attempts to send one mail, and when to stop (see the README). */
    public herald.app.loop.Backoff backoff() {
        int first = integer("smtp.retry-first-seconds");
        int max = integer("smtp.retry-max-seconds");
        int giveUp = integer("smtp.give-up-hours");
        if (first < 1 || max < first || giveUp < 1) {
            throw new UserError(where() + "smtp.retry-first-seconds (" + first + ") must be 1 or more, "
                    + "smtp.retry-max-seconds (" + max + ") at least as much, and smtp.give-up-hours (" + giveUp
                    + ") 1 or more");
        }
        return new herald.app.loop.Backoff(java.time.Duration.ofSeconds(first), java.time.Duration.ofSeconds(max),
                java.time.Duration.ofHours(giveUp));
    }

    public Config with(String key, String value) {
        Map<String, String> m = new LinkedHashMap<>(values);
        m.put(key, value);
        return new Config(source, Map.copyOf(m));
    }

    /** The mail limits; each must be a whole number of at least 1. */
    public MailLimits limits() {
        return new MailLimits(positive("limits.mail-bytes"), positive("limits.order-chars"),
                positive("limits.mails-per-hour"), positive("limits.replies-per-hour"));
    }

    private int positive(String key) {
        int value = integer(key);
        if (value < 1) {
            throw new UserError(where() + key + " must be at least 1, not '" + get(key) + "'");
        }
        return value;
    }

    public MailConfig mail() {
        return new MailConfig(get("imap.host"), integer("imap.port"), bool("imap.tls"), get("imap.user"),
                get("imap.password"), get("imap.folder"), get("smtp.host"), integer("smtp.port"), get("smtp.security"),
                get("smtp.user"), get("smtp.password"), get("herald.address"), get("imap.processed-folder"), trust());
    }

    /** The club's own certificates for IMAP and SMTP; each file is read now, so a mistake names its key. */
    public MailTrust trust() {
        Path certificate = file("mail.trust-certificate");
        Path store = file("mail.trust-store");
        if (store == null && !get("mail.trust-store-password").isEmpty()) {
            throw new UserError(where() + "mail.trust-store-password is set but mail.trust-store is not");
        }
        for (MailTrust one : new MailTrust[] {new MailTrust(certificate, null, null),
                new MailTrust(null, store, get("mail.trust-store-password"))}) {
            try {
                one.certificates();
            } catch (IllegalArgumentException e) {
                throw new UserError(where() + (one.certificate() != null ? "mail.trust-certificate" : "mail.trust-store")
                        + ": " + e.getMessage());
            }
        }
        return new MailTrust(certificate, store, get("mail.trust-store-password"));
    }

    private Path file(String key) {
        return get(key).isEmpty() ? null : Path.of(get(key));
    }
}
