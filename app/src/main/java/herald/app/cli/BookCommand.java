package herald.app.cli;

import herald.app.archive.BookArchive;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.replay.BattleBook;
import herald.journal.Journal;
import herald.renderer.ArchivalPdf;
import herald.renderer.BookRenderer;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "book", mixinStandardHelpOptions = true,
        description = "Prints the battle book: a cover, each turn's map (with moves, fire and attacks) and report, and"
                + " the final record sheets, as one PDF with an outline entry per turn. The PDF is PDF/A-3b and carries"
                + " the game's archive inside it (the side's, with --side), which `herald verify BOOK.pdf` checks.")
public final class BookCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(paramLabel = "GAME", description = "The game id, e.g. LW-7KQ3M (any case).")
    String gameId;

    @Option(names = "--side", paramLabel = "SIDE",
            description = "Only what this side saw: a side id, red, blue, or umpire (default: everything).")
    String side;

    @Option(names = "--out", required = true, paramLabel = "FILE.pdf")
    Path out;

    @Override
    public Integer call() throws Exception {
        try (Journal journal = common.openExistingJournal()) {
            String id = gameId.toUpperCase(java.util.Locale.ROOT);
            Games games = new Games(journal);
            GameRecord now = games.load(id);
            String s = SideChoice.of(now, side);
            byte[] pdf = BattleBook.render(games, id, s, new BookRenderer());
            // The book carries its proof: the archive this side could export, checked by `herald verify BOOK.pdf`.
            PdfFile.write(out, ArchivalPdf.withAttachment(pdf, BookArchive.of(journal, id, s, Clock.systemUTC())));
        }
        return 0;
    }
}
