package herald.app.cli;

import herald.app.archive.Archive;
import herald.app.archive.ArchiveImport;
import herald.app.archive.ArchiveReader;
import herald.app.game.GameRecord;
import herald.journal.Journal;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Restores a game from a full archive written by `herald export`, after checking its hash chain.")
public final class ImportCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE")
    Path file;

    @Override
    public Integer call() {
        if (herald.app.archive.CampaignArchive.is(file)) {
            try (Journal journal = common.openJournal()) {
                String name = herald.app.archive.CampaignArchive.importInto(journal, file);
                spec.commandLine().getOut().println("imported campaign " + name + " and its battles");
                return 0;
            }
        }
        Archive archive = ArchiveReader.read(file);
        try (Journal journal = common.openJournal()) {
            GameRecord game = ArchiveImport.into(journal, archive, true);
            spec.commandLine().getOut().println("imported " + game.id() + " (" + game.created().rulesetId() + " "
                    + game.created().scenario() + ", " + archive.lines().size() + " events, "
                    + (game.finished() ? "game over" : "running: `herald run` goes on with it") + ")");
            return 0;
        }
    }
}
