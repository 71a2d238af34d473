package herald.app.cli;

import herald.app.Config;
import herald.app.loop.Dispatch;
import herald.app.loop.FileClock;
import herald.app.loop.MailLoop;
import herald.app.loop.Postman;
import herald.app.loop.Umpire;
import herald.journal.Journal;
import herald.mailer.FolderInbox;
import herald.mailer.FolderOutbox;
import herald.mailer.ImapInbox;
import herald.mailer.Inbox;
import herald.mailer.Outbox;
import herald.mailer.SmtpOutbox;
import herald.renderer.PdfRenderer;
import java.io.PrintStream;
import java.nio.file.Path;

/** Puts the parts together the way a configuration says. */
final class Wiring {
    private Wiring() {}

    static Umpire umpire(Journal journal, Config config) {
        // FileClock.fromSystemProperty is the system clock unless a test names a clock file
        return new Umpire(journal, dispatch(config), FileClock.fromSystemProperty(), herald.app.game.Keys::seed,
                config.limits());
    }

    static Dispatch dispatch(Config config) {
        return new Dispatch(new PdfRenderer(), config.get("herald.address"));
    }

    static Inbox inbox(Config config, Path data) {
        if (config.get("mail.mode").equals("folder")) {
            return new FolderInbox(folder(config, "folder.in", data.resolve("mail/in")));
        }
        return new ImapInbox(config.mail());
    }

    /** Where {@link #inbox}'s processed mail goes, as a person would name it. */
    static String processedFolder(Config config, Path data) {
        if (config.get("mail.mode").equals("folder")) {
            return folder(config, "folder.in", data.resolve("mail/in")).resolve("processed").toString();
        }
        return "the IMAP folder " + config.get("imap.processed-folder");
    }

    static Outbox outbox(Config config, Path data) {
        if (config.get("mail.mode").equals("folder")) {
            return new FolderOutbox(folder(config, "folder.out", data.resolve("mail/out")), config.get("herald.address"));
        }
        return new SmtpOutbox(config.mail());
    }

    static MailLoop loop(Config config, Umpire umpire, Journal journal, Inbox inbox, Outbox outbox, PrintStream log) {
        Postman postman = new Postman(journal, outbox, umpire, config.backoff(), config.get("operator.address"), log);
        return new MailLoop(umpire, journal, inbox, log, postman);
    }

    private static Path folder(Config config, String key, Path fallback) {
        return config.get(key).isEmpty() ? fallback : Path.of(config.get(key));
    }
}
