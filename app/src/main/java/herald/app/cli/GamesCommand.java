package herald.app.cli;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.loop.Dispatch;
import herald.engine.OrderWindow;
import herald.journal.Journal;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "games", mixinStandardHelpOptions = true,
        description = "Lists every game: id, ruleset, turn, status and whose orders are awaited.")
public final class GamesCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Override
    public Integer call() {
        try (Journal journal = common.openExistingJournal()) {
            Games games = new Games(journal);
            System.out.printf("%-10s %-10s %-5s %-9s %s%n", "GAME", "RULESET", "TURN", "STATUS", "AWAITING");
            for (String id : games.ids()) {
                GameRecord g = games.load(id);
                String status = g.finished() ? "finished" : "playing";
                String awaiting = g.finished() ? Dispatch.outcomeLine(g) : g.window().map(w -> awaited(g, w)).orElse("");
                System.out.printf("%-10s %-10s %-5d %-9s %s%n", id, g.ruleset().id(), g.rules().turn(), status, awaiting);
            }
            OutboxState.say(journal, System.err); // beside the table, not in it: scripts read the table
        }
        return 0;
    }

    private static String awaited(GameRecord g, OrderWindow w) {
        List<String> due = w.sides().stream().filter(s -> !g.pending().containsKey(s))
                .map(s -> s + " <" + g.seatOf(s).map(seat -> seat.email()).orElse("?") + ">").toList();
        String deadline = g.deadline().map(d -> " (deadline " + d + ")").orElse("");
        return due.isEmpty() ? "all orders in; resolves at the next `herald run`" : String.join(", ", due) + deadline;
    }
}
