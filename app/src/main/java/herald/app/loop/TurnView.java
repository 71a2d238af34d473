package herald.app.loop;

import herald.app.game.GameRecord;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.view.MapView;
import herald.engine.view.PlayerView;
import java.util.List;

/**
 * What one side saw of a resolved window: its view of the game after it, headed with the window's turn, with
 * what happened in it (moves, fire, attacks, the fallen) drawn on the map. The turn mail and {@code herald
 * replay} both draw through here, so the PDF a player was mailed and its replay show the same map.
 */
public final class TurnView {
    private TurnView() {}

    /**
     * {@code side}'s view (null: the umpire's) of {@code after}, with the {@code events} resolved from
     * {@code before} traced on the map, headed as turn {@code turn}: the rules state has already moved on to the
     * next turn's number, and a page headed "Turn 4" in a file named turn03 would tell the player two things.
     */
    public static PlayerView of(GameRecord before, List<RuleEvent> events, GameRecord after, String side, int turn) {
        Ruleset ruleset = after.ruleset();
        PlayerView view = ruleset.view(after.rules(), side).withTurn(turn);
        MapView map = view.map();
        if (map == null) {
            return view;
        }
        return view.withMap(map.withTraces(ruleset.traces(before.rules(), events, side)));
    }
}
