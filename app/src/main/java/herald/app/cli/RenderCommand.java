package herald.app.cli;

import herald.app.game.GameRecord;
import herald.app.loop.Dispatch;
import herald.journal.Journal;
import herald.renderer.PdfRenderer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Draws a game's PDF (map, record sheets, turn report) as one side, or the umpire, sees it.")
public final class RenderCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Mixin
    GameAt game;

    @Option(names = "--side", paramLabel = "SIDE", description = "Whose view (default: the umpire's, everything).")
    String side;

    @Option(names = "--out", required = true, paramLabel = "FILE.pdf")
    Path out;

    @Override
    public Integer call() throws Exception {
        try (Journal journal = common.openExistingJournal()) {
            GameRecord g = game.load(journal);
            String s = SideChoice.of(g, side);
            byte[] pdf = new Dispatch(new PdfRenderer(), "").readingHeadsFrom(journal).render(g, s);
            PdfFile.write(out, pdf);
        }
        return 0;
    }
}
