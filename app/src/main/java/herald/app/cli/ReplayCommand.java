package herald.app.cli;

import herald.app.game.Games;
import herald.app.game.UserError;
import herald.app.loop.Dispatch;
import herald.app.replay.Replays;
import herald.engine.view.PlayerView;
import herald.engine.view.SheetTable;
import herald.journal.Journal;
import herald.renderer.PdfRenderer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Shows a game as it stood after turn N, and writes that side's PDF of it, drawn as the turn mail"
                + " draws it: the turn's moves, lines of fire, attacks and fallen pieces on the map.")
public final class ReplayCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(paramLabel = "GAME", description = "The game id, e.g. LW-7KQ3M (any case).")
    String gameId;

    @Option(names = "--turn", required = true, paramLabel = "N", description = "The turn, 1 for the first.")
    int turn;

    @Option(names = "--side", paramLabel = "SIDE", description = "Whose view: a side id, red, blue, or umpire (default).")
    String side;

    @Option(names = "--out", paramLabel = "FILE.pdf",
            description = "Where to write the PDF (default: GAME-turnNN-SIDE.pdf in the current folder).")
    Path out;

    @Override
    public Integer call() throws Exception {
        if (turn < 1) {
            throw new UserError("--turn " + turn + ": turns count from 1 (`herald state GAME --turn 0` shows the set-up)");
        }
        try (Journal journal = common.openExistingJournal()) {
            String id = gameId.toUpperCase(java.util.Locale.ROOT);
            Games.Turn played = new Games(journal).turn(id, turn);
            String s = SideChoice.of(played.after(), side);
            PlayerView view = Replays.view(played, turn, s);
            System.out.println(id + "  after turn " + turn + "  (" + played.events().size() + " events; now "
                    + Dispatch.status(new Games(journal).load(id)) + ")");
            view.report().stream().filter(sec -> !sec.lines().isEmpty()).forEach(sec -> {
                System.out.println();
                System.out.println(sec.heading());
                sec.lines().forEach(l -> System.out.println("  " + l));
            });
            for (SheetTable t : view.sheets()) {
                System.out.println();
                System.out.println(t.title());
                System.out.println("  " + String.join(" | ", t.columns()));
                t.rows().forEach(r -> System.out.println("  " + String.join(" | ", r)));
            }
            Path file = out != null ? out
                    : Path.of(String.format("%s-turn%02d-%s.pdf", id, turn, s == null ? "umpire" : s));
            String head = journal.event(id, played.after().version())
                    .map(e -> new herald.journal.ChainHead(id, e.version(), e.hash()).printed()).orElse("");
            byte[] pdf = new PdfRenderer().render(view, Replays.masthead(played.after(), s, "replay: as it stood after turn "
                    + turn).withJournalHead(head));
            System.out.println();
            PdfFile.write(file, pdf);
        }
        return 0;
    }
}
