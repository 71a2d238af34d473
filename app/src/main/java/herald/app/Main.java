package herald.app;

import herald.app.cli.AcceptJournalCommand;
import herald.app.cli.AdjudicateCommand;
import herald.app.cli.BookCommand;
import herald.app.cli.SiteCommand;
import herald.app.cli.CheckScenarioCommand;
import herald.app.cli.CheckMailCommand;
import herald.app.cli.DemoCommand;
import herald.app.cli.ExportCommand;
import herald.app.cli.GamesCommand;
import herald.app.cli.GmCommand;
import herald.app.cli.ImportCommand;
import herald.app.cli.LogCommand;
import herald.app.cli.MigrateCommand;
import herald.app.cli.NewGameCommand;
import herald.app.cli.OutboxCommand;
import herald.app.cli.RenderCommand;
import herald.app.cli.ReplayCommand;
import herald.app.cli.RulesetsCommand;
import herald.app.cli.RunCommand;
import herald.app.cli.ScenariosCommand;
import herald.app.cli.StateCommand;
import herald.app.cli.VerifyCommand;
import herald.app.game.UserError;
import herald.journal.JournalException;
import herald.mailer.MailException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(name = "herald", mixinStandardHelpOptions = true, version = "herald 0.1.0",
        description = "Umpires tabletop wargames played by email.")
public final class Main implements Runnable {

    /**
     * Every command, in the order `herald --help` lists them. Picocli builds a command's model from its
     * annotations when it is added, which for all of them was most of a `herald run --once` that found
     * nothing to do (issue 17): a call adds only the command it names, and all of them only when it names
     * none, asks for help or names one that does not exist (the usage then lists them).
     */
    private static final List<Class<?>> COMMANDS = List.of(NewGameCommand.class, RunCommand.class,
            RulesetsCommand.class, ScenariosCommand.class, GamesCommand.class, StateCommand.class, LogCommand.class,
            RenderCommand.class, ReplayCommand.class, BookCommand.class, SiteCommand.class, VerifyCommand.class, AdjudicateCommand.class,
            ExportCommand.class, ImportCommand.class, GmCommand.class, OutboxCommand.class, CheckMailCommand.class,
            AcceptJournalCommand.class, MigrateCommand.class, DemoCommand.class, CheckScenarioCommand.class,
            herald.app.cli.NewCampaignCommand.class, herald.app.cli.CampaignCommand.class, CommandLine.HelpCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs one command line; the exit code is returned, never a stack trace shown for a user's error. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        Optional<Class<?>> named = args.length == 0 ? Optional.empty() : COMMANDS.stream()
                .filter(c -> c != CommandLine.HelpCommand.class && c.getAnnotation(Command.class).name().equals(args[0]))
                .findFirst();
        if (named.isPresent()) {
            cli.addSubcommand(named.get());
        } else {
            COMMANDS.forEach(cli::addSubcommand);
        }
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            commandLine.getErr().println("herald: " + oneLine(e));
            if (!(e instanceof UserError || e instanceof MailException || e instanceof JournalException)) {
                commandLine.getErr().println("(this is a bug in Herald; run with HERALD_DEBUG=1 for the details)");
                if (System.getenv("HERALD_DEBUG") != null) {
                    e.printStackTrace(commandLine.getErr());
                }
                return 70;
            }
            return 1;
        });
        return cli.execute(args);
    }

    private static String oneLine(Throwable e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.replace('\n', ' ');
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
