package herald.app.cli;

import herald.app.Config;
import herald.app.loop.MailLoop;
import herald.journal.Journal;
import herald.mailer.Inbox;
import herald.mailer.MailException;
import herald.mailer.Outbox;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Fetches new mail, ingests it, resolves every window whose orders are in, sends the outbox; "
                + "repeats every poll.seconds unless --once.")
public final class RunCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Option(names = "--once", description = "One pass, then exit.")
    boolean once;

    @Override
    public Integer call() throws InterruptedException {
        Config config = common.config();
        try (Journal journal = common.openJournal();
                Inbox inbox = Wiring.inbox(config, common.dataDir());
                Outbox outbox = Wiring.outbox(config, common.dataDir())) {
            MailLoop loop = Wiring.loop(config, Wiring.umpire(journal, config), journal, inbox, outbox, System.out);
            String processed = Wiring.processedFolder(config, common.dataDir());
            if (once) {
                JournalChecks.refuseIfBehindProcessedMail(journal, inbox, processed);
                loop.once();
                return 0;
            }
            boolean checked = false;
            while (true) {
                try {
                    if (!checked) { // before the first pass that reaches the mail server
                        JournalChecks.refuseIfBehindProcessedMail(journal, inbox, processed);
                        checked = true;
                    }
                    loop.once();
                } catch (MailException e) {
                    // A server that is down for a while must not end a club's umpire: try again next poll.
                    System.err.println("herald: " + e.getMessage() + "; trying again in " + config.integer("poll.seconds")
                            + " s");
                }
                Thread.sleep(config.integer("poll.seconds") * 1000L);
            }
        }
    }
}
