package herald.app.replay;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.loop.Dispatch;
import herald.app.loop.TurnView;
import herald.engine.RuleEvent;
import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import java.util.List;

/** What one side saw of a past turn: its view of the game after the turn, with the turn's traces on the map, as mailed. */
public final class Replays {
    private Replays() {}

    /**
     * {@code side}'s view (null: the umpire's) of {@code after}, with what happened since {@code before} drawn,
     * headed as turn {@code turn} (the rules state has already moved on to the next turn's number).
     */
    public static PlayerView view(GameRecord before, List<RuleEvent> events, GameRecord after, String side, int turn) {
        return TurnView.of(before, events, after, side, turn);
    }

    public static PlayerView view(Games.Turn turn, int number, String side) {
        return view(turn.before(), turn.events(), turn.after(), side, number);
    }

    /** The page frame of a replayed turn: no deadline (it is history), and which turn this is. */
    public static Masthead masthead(GameRecord game, String side, String status) {
        String recipient = side == null ? "Umpire" : Dispatch.sideName(game, side);
        return new Masthead(game.id(), recipient, "", game.scripted(), status);
    }
}
