package herald.app.replay;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.loop.Dispatch;
import herald.engine.OrderWindow;
import herald.engine.RuleEvent;
import herald.engine.view.PlayerView;
import herald.renderer.BookRenderer;
import java.util.ArrayList;
import java.util.List;

/**
 * Gathers a game's battle book from its journal: the opening position, then one chapter per resolved
 * window (a Lone Wolf turn, or one side's player turn in the skirmish) with that window's moves, fire
 * and attacks drawn on the map and its report, then the final record sheets. A side's book holds only
 * what that side saw; the umpire's (side null) everything.
 */
public final class BattleBook {
    private BattleBook() {}

    /** What a book holds, gathered once for the PDF and the replay site alike. */
    public record Gathered(BookRenderer.Cover cover, List<BookRenderer.Chapter> chapters, BookRenderer.Chapter end) {}

    public static byte[] render(Games games, String gameId, String side, BookRenderer renderer) {
        Gathered book = gather(games.history(gameId), side);
        return renderer.render(book.cover(), book.chapters(), book.end());
    }

    /** The cover, the opening and one chapter per resolved window, and the final record sheets, as {@code side} saw them. */
    public static Gathered gather(List<Games.Step> steps, String side) {
        GameRecord start = steps.get(0).after();
        int i = 1;
        while (i < steps.size() && steps.get(i).event() instanceof RuleEvent) {
            start = steps.get(i).after();
            i++;
        }
        List<BookRenderer.Chapter> chapters = new ArrayList<>();
        // The opening map only: the set-up's report is the scenario brief and order grammar of the welcome mail.
        PlayerView opening = start.ruleset().view(start.rules(), side);
        opening = opening.withTurn(0).withReport(List.of());
        chapters.add(new BookRenderer.Chapter("Set-up", opening,
                Replays.masthead(start, side, "the battle book: the opening position").withJournalHead(head(steps.get(i - 1)))));
        GameRecord before = start;
        List<RuleEvent> events = new ArrayList<>();
        GameRecord last = start;
        int turns = 0;
        for (; i < steps.size(); i++) {
            Games.Step step = steps.get(i);
            last = step.after();
            if (step.event() instanceof RuleEvent r) {
                events.add(r);
            } else if (step.event() instanceof GameEvent.WindowResolved w) {
                turns = w.turn();
                String title = title(before, w);
                PlayerView view = Replays.view(before, events, step.after(), side, w.turn());
                chapters.add(new BookRenderer.Chapter(title, view,
                        Replays.masthead(step.after(), side, "the battle book: "
                                + Character.toLowerCase(title.charAt(0)) + title.substring(1)).withJournalHead(head(step))));
                before = step.after();
                events = new ArrayList<>();
            }
        }
        BookRenderer.Chapter end = new BookRenderer.Chapter("Final record sheets",
                last.ruleset().view(last.rules(), side).withTurn(turns),
                Replays.masthead(last, side, Dispatch.status(last)).withJournalHead(head(steps.get(steps.size() - 1))));
        return new Gathered(Cover.of(last, side, chapters.size() - 1, turns), chapters, end);
    }

    /** "Turn 3", or "Turn 3: Raiders" where each side has a player turn of its own. */
    private static String title(GameRecord before, GameEvent.WindowResolved w) {
        List<String> sides = before.window().map(OrderWindow::sides).orElse(List.of());
        return "Turn " + w.turn() + (sides.size() == 1 ? ": " + Dispatch.sideName(before, sides.get(0)) : "");
    }

    /** The journal head a page drawn just after this step prints: the player's proof, as on every PDF. */
    private static String head(Games.Step step) {
        return new herald.journal.ChainHead(step.stored().gameId(), step.stored().version(), step.stored().hash()).printed();
    }
}
