package herald.app.cli;

import herald.app.Config;
import herald.app.JournalSettings;
import herald.app.game.UserError;
import herald.journal.Journal;
import herald.journal.JournalMove;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "migrate", mixinStandardHelpOptions = true,
        description = "Moves the whole H2 journal of the data folder (every game, the mail it recorded and has still "
                + "to send, the games' secrets) into an empty journal at --to, e.g. a PostgreSQL database, and checks "
                + "every game's chain there. Refuses a target that already has games. Stop `herald run` first; the "
                + "H2 file is left as it was. The password is HERALD_JOURNAL_PASSWORD, else journal.password.")
public final class MigrateCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--to", required = true, paramLabel = "JDBC-URL",
            description = "The empty journal to move to, e.g. jdbc:postgresql://localhost:5432/herald.")
    String to;

    @Option(names = "--to-user", paramLabel = "USER", description = "Its user (default: journal.user of the configuration).")
    String toUser;

    @Override
    public Integer call() {
        Path data = common.dataDir().toAbsolutePath();
        Path file = data.resolve("journal.mv.db");
        if (!Files.isRegularFile(file)) {
            throw new UserError("no H2 journal to move: " + file + " does not exist (name the data folder with --data, "
                    + "HERALD_DATA or data= in the configuration)");
        }
        Config c = common.config().with("journal.url", to);
        if (toUser != null) {
            c = c.with("journal.user", toUser);
        }
        // a failure (a target with games, a check that fails) is a JournalException: one line, exit 1
        try (Journal from = Journal.openH2(data)) {
            JournalChecks.refuseIfBehindHead(from);
            try (Journal target = JournalSettings.of(c, common.env).namedBy("--to", toUser != null ? "--to-user"
                    : "journal.user").openToWrite()) {
                JournalMove.Moved moved = JournalMove.copy(from, target);
                spec.commandLine().getOut().println("moved " + moved.games() + " games (" + moved.events() + " events), "
                        + moved.inbound() + " recorded mails, " + moved.outbox() + " outbox mails and " + moved.secrets()
                        + " games' secrets from " + file + " to " + to + "; every game's chain checked there."
                        + " Now set journal.url=" + to + " and journal.user=" + c.get("journal.user")
                        + " in the configuration; keep " + file + " as a backup (its head file "
                        + data.resolve("journal.head") + " stays in use).");
                return 0;
            }
        }
    }
}
