package herald.app.demo;

import herald.mailer.InboundMail;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The mails the demo's players received, written as .eml files (the bytes as the IMAP server handed them over), so
 * a newcomer can open the welcome, the answer to an order mail and a turn's results in a mail program without
 * setting up a club's mail.
 */
public final class DemoMails {
    /** One mail written: who received it, its subject, its file, and what it is (see {@link #kind}). */
    public record Written(String to, String subject, Path file, String kind, String text) {}

    private DemoMails() {}

    /** Writes every mail of {@code bySide} into {@code dir}, numbered in the order each player read them. */
    public static List<Written> write(Map<String, List<InboundMail>> bySide, String domain, Path dir) {
        List<Written> written = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            for (Map.Entry<String, List<InboundMail>> side : bySide.entrySet()) {
                int n = 0;
                for (InboundMail mail : side.getValue()) {
                    String kind = kind(mail.subject());
                    Path file = dir.resolve(String.format("%s-mail%02d-%s.eml", side.getKey(), ++n, kind));
                    Files.write(file, mail.raw());
                    written.add(new Written(side.getKey() + "@" + domain, mail.subject(), file, kind, mail.text()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the demo's mails to " + dir, e);
        }
        return written;
    }

    /** The first mail of a kind, as a newcomer would want to read one. */
    public static Optional<Written> first(List<Written> mails, String kind) {
        return mails.stream().filter(m -> m.kind().equals(kind)).findFirst();
    }

    /**
     * What a mail is, read from its subject (the templates' words): welcome, accepted (the echo of accepted orders),
     * rejected, result (a turn's results), or "mail". Only names files and picks the ones to show.
     */
    static String kind(String subject) {
        String s = subject.toLowerCase(Locale.ROOT);
        if (s.contains("welcome")) {
            return "welcome";
        }
        if (s.contains("orders accepted")) {
            return "accepted";
        }
        if (s.contains("not accepted")) {
            return "rejected";
        }
        if (s.matches(".*\\bturn \\d+.*result.*") || s.contains("game over")) {
            return "result";
        }
        return "mail";
    }
}
