package herald.app.cli;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.replay.BattleBook;
import herald.journal.Journal;
import herald.renderer.BookRenderer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "book", mixinStandardHelpOptions = true,
        description = "Prints the battle book: a cover, each turn's map (with moves, fire and attacks) and report, and"
                + " the final record sheets, as one PDF with an outline entry per turn.")
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
            byte[] pdf = BattleBook.render(games, id, SideChoice.of(now, side), new BookRenderer());
            PdfFile.write(out, pdf);
        }
        return 0;
    }
}
