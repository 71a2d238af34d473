package herald.app.cli;

import herald.app.Config;
import herald.app.command.Commands;
import herald.app.game.Games;
import herald.app.game.UserError;
import herald.journal.Journal;
import herald.mailer.MailException;
import herald.mailer.Outbox;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "gm", mixinStandardHelpOptions = true,
        description = {"Gives a game master's command, as if mailed by the GM: EXTEND hours, PAUSE [reason], RESUME, "
                + "RESOLVE, REPLACE side email, VOID TURN [reason], END result, BROADCAST text.",
            "It is journalled (by=cli) and the players are mailed at once."})
public final class GmCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game id.")
    String gameId;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "COMMAND", description = "The command and its words.")
    List<String> words = new ArrayList<>();

    @Override
    public Integer call() {
        Config config = common.config();
        try (Journal journal = common.openExistingJournalToWrite()) {
            Commands commands = new Commands(journal, Wiring.dispatch(config), herald.app.loop.FileClock.fromSystemProperty());
            Commands.Done done = commands.fromCommandLine(new Games(journal).load(gameId.toUpperCase()), words);
            if (done.refused()) {
                throw new UserError(gameId.toUpperCase() + ": " + done.message() + " (recorded as refused)");
            }
            System.out.println(gameId.toUpperCase() + ": " + done.message());
            try (Outbox outbox = Wiring.outbox(config, common.dataDir())) {
                Wiring.loop(config, Wiring.umpire(journal, config), journal, null, outbox, System.err).sendPending();
            } catch (MailException e) {
                System.err.println("mails queued; `herald run` will send them (" + e.getMessage() + ")");
            }
        }
        return 0;
    }
}
