package herald.app.cli;

import herald.app.archive.ArchiveWriter;
import herald.app.archive.Manifest;
import herald.journal.Journal;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Writes a game to one zip file: its journal with the hash chain, the set-up data it used, "
                + "and a README explaining the format to anyone without Herald.")
public final class ExportCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME|FILE", description = "The game, or with --campaign the file.")
    String gameId;

    @Parameters(index = "1", arity = "0..1", paramLabel = "FILE")
    Path file;

    @Option(names = "--campaign", paramLabel = "NAME", description = "Writes a whole campaign instead: its own"
            + " journal stream and every battle's archive, in one zip (`herald export --campaign NAME FILE`).")
    String campaign;

    @Option(names = "--side", paramLabel = "SIDE",
            description = "A player's archive: while the game runs, only what SIDE may see (the rest is redacted, "
                    + "keeping its hashes); once it is over, everything.")
    String side;

    @Option(names = "--with-secret-seed",
            description = "Put a running game's secret dice seed in the archive, to move the game to another Herald. "
                    + "Never give such a file to a player.")
    boolean withSecretSeed;

    @Override
    public Integer call() {
        if (campaign != null) {
            if (file != null || side != null || withSecretSeed) {
                throw new herald.app.game.UserError("--campaign NAME takes one FILE, and no --side or --with-secret-seed");
            }
            try (Journal journal = common.openExistingJournal()) {
                int battles = herald.app.archive.CampaignArchive.export(journal, campaign, Path.of(gameId));
                spec.commandLine().getOut().println("wrote " + gameId + ": campaign " + campaign + " and its "
                        + battles + " battles");
                return 0;
            }
        }
        if (file == null) {
            throw new herald.app.game.UserError("give the GAME and the FILE to write it to");
        }
        try (Journal journal = common.openExistingJournal()) {
            String id = gameId.toUpperCase();
            new herald.app.game.Games(journal).load(id); // an unknown game is one clear line
            Manifest m = new ArchiveWriter(journal, Clock.systemUTC()).export(id, side, withSecretSeed, file);
            spec.commandLine().getOut().println("wrote " + file + ": " + m.game() + ", " + m.events() + " events, "
                    + (m.full() ? "everything" : "as side " + m.scope() + " sees it") + (m.finished() ? ", game over" : ", game running")
                    + "; dice seed " + m.seed());
            return 0;
        }
    }
}
