package herald.app.cli;

import herald.app.Config;
import herald.app.loop.Dispatch;
import herald.app.loop.MailLoop;
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
import java.time.Clock;

/** Puts the parts together the way a configuration says. */
final class Wiring {
    private Wiring() {}

    static Umpire umpire(Journal journal, Config config) {
        return new Umpire(journal, new Dispatch(new PdfRenderer(), config.get("herald.address")), Clock.systemUTC(),
                herald.app.game.Keys::seed, config.limits());
    }

    static Inbox inbox(Config config, Path data) {
        if (config.get("mail.mode").equals("folder")) {
            return new FolderInbox(folder(config, "folder.in", data.resolve("mail/in")));
        }
        return new ImapInbox(config.mail());
    }

    static Outbox outbox(Config config, Path data) {
        if (config.get("mail.mode").equals("folder")) {
            return new FolderOutbox(folder(config, "folder.out", data.resolve("mail/out")), config.get("herald.address"));
        }
        return new SmtpOutbox(config.mail());
    }

    static MailLoop loop(Umpire umpire, Journal journal, Inbox inbox, Outbox outbox, PrintStream log) {
        return new MailLoop(umpire, journal, inbox, outbox, log);
    }

    private static Path folder(Config config, String key, Path fallback) {
        return config.get(key).isEmpty() ? fallback : Path.of(config.get(key));
    }
}
