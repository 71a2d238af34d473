package herald.app.cli;

import herald.app.archive.Archive;
import herald.app.archive.ArchiveImport;
import herald.app.archive.ArchiveReader;
import herald.app.game.GameRecord;
import herald.journal.Journal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Restores a game from a full archive written by `herald export` (or the one inside a battle book"
                + " PDF from `herald book`), after checking its hash chain.")
public final class ImportCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE")
    Path file;

    @Override
    public Integer call() {
        if (!herald.app.archive.BookArchive.isPdf(file)) {
            return importFile(file);
        }
        // A battle book: the archive inside it is imported as the same zip would be.
        Path temp = null;
        try {
            temp = Files.createTempDirectory("herald-import-book");
            return importFile(herald.app.archive.BookArchive.extract(file, temp));
        } catch (IOException e) {
            throw new herald.app.game.UserError("cannot make a temporary folder to read " + file + " in: "
                    + e.getMessage(), e);
        } finally {
            herald.app.archive.Archives.deleteTree(temp);
        }
    }

    private Integer importFile(Path zip) {
        if (herald.app.archive.CampaignArchive.is(zip)) {
            try (Journal journal = common.openJournal()) {
                String name = herald.app.archive.CampaignArchive.importInto(journal, zip);
                spec.commandLine().getOut().println("imported campaign " + name + " and its battles");
                return 0;
            }
        }
        Archive archive = ArchiveReader.read(zip);
        try (Journal journal = common.openJournal()) {
            GameRecord game = ArchiveImport.into(journal, archive, true);
            spec.commandLine().getOut().println("imported " + game.id() + " (" + game.created().rulesetId() + " "
                    + game.created().scenario() + ", " + archive.lines().size() + " events, "
                    + (game.finished() ? "game over" : "running: `herald run` goes on with it") + ")");
            return 0;
        }
    }
}
