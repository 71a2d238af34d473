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
    private static final java.util.regex.Pattern TURN = java.util.regex.Pattern.compile("(\\d{1,9})(?:-([A-Za-z0-9_]+))?");

    @Mixin
    Common common;

    @Parameters(paramLabel = "GAME", description = "The game id, e.g. LW-7KQ3M (any case).")
    String gameId;

    @Option(names = "--turn", required = true, paramLabel = "N[-WINDOW]",
            description = "The turn, 1 for the first; where sides take turns, 3-B (or 3-elves) is one side's player turn,"
                    + " as its mail turn03-B was named, drawn alone.")
    String turnText;

    @Option(names = "--side", paramLabel = "SIDE", description = "Whose view: a side id, red, blue, or umpire (default).")
    String side;

    @Option(names = "--out", paramLabel = "FILE.pdf",
            description = "Where to write the PDF (default: GAME-turnNN-SIDE.pdf in the current folder).")
    Path out;

    @Override
    public Integer call() throws Exception {
        java.util.regex.Matcher m = TURN.matcher(turnText.strip());
        if (!m.matches()) {
            throw new UserError("--turn " + turnText + ": a turn number (3), or a turn and a player turn's suffix as"
                    + " the mails name them (3-B)");
        }
        int turn = Integer.parseInt(m.group(1));
        if (turn < 1) {
            throw new UserError("--turn " + turn + ": turns count from 1 (`herald state GAME --turn 0` shows the set-up)");
        }
        try (Journal journal = common.openExistingJournal()) {
            String id = gameId.toUpperCase(java.util.Locale.ROOT);
            Games games = new Games(journal);
            String window = m.group(2) == null ? null : "T" + turn + "-" + m.group(2);
            Games.Turn played = window == null ? games.turn(id, turn) : games.window(id, window).orElseThrow(
                    () -> new UserError(id + " has no resolved player turn " + window + " (--turn " + turnText
                            + "); the files of its turn mails name those it has (turn03-B: --turn 3-B)"));
            String named = window == null ? String.valueOf(turn) : turn + "-" + m.group(2);
            String label = String.format("turn%02d", turn) + (window == null ? "" : "-" + m.group(2));
            String s = SideChoice.of(played.after(), side);
            PlayerView view = Replays.view(played, turn, s);
            System.out.println(id + "  after turn " + named + "  (" + played.events().size() + " events; now "
                    + Dispatch.status(games.load(id)) + ")");
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
                    : Path.of(String.format("%s-%s-%s.pdf", id, label, s == null ? "umpire" : s));
            String head = journal.event(id, played.after().version())
                    .map(e -> new herald.journal.ChainHead(id, e.version(), e.hash()).printed()).orElse("");
            byte[] pdf = new PdfRenderer().render(view, Replays.masthead(played.after(), s, "replay: as it stood after turn "
                    + named).withJournalHead(head));
            System.out.println();
            PdfFile.write(file, pdf);
        }
        return 0;
    }
}
