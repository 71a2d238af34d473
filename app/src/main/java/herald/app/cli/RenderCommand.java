package herald.app.cli;

import herald.app.game.GameRecord;
import herald.app.game.UserError;
import herald.app.loop.Dispatch;
import herald.journal.Journal;
import herald.renderer.PdfRenderer;
import java.nio.file.Files;
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
            String s = null;
            if (side != null) {
                s = g.ruleset().sides(g.rules()).stream().map(x -> x.id()).filter(x -> x.equalsIgnoreCase(side))
                        .findFirst().orElseThrow(() -> new UserError("no side '" + side + "' in " + g.id() + "; sides: "
                                + String.join(", ", g.ruleset().sides(g.rules()).stream().map(x -> x.id()).toList())));
            }
            byte[] pdf = new Dispatch(new PdfRenderer(), "").render(g, s);
            Path parent = out.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.write(out, pdf);
            System.out.println(out);
        }
        return 0;
    }
}
