package herald.app.campaign;

import herald.app.game.DiceStreams;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.engine.Dice;
import herald.engine.RuleEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A battle played again from its journal under this Herald's rules: every window resolved afresh from the orders
 * and dice its journal records, each from the state the fresh resolutions before it left (not from the journalled
 * one, as `herald verify` compares a window at a time). Its end is what a campaign's rosters would be computed from
 * had the battle been fought under these rules.
 */
public final class Readjudication {
    private Readjudication() {}

    /** The battle's end under this Herald's rules; {@code seed} as {@code herald verify} finds it (null if scripted). */
    public static GameRecord end(List<Games.Step> steps, byte[] seed) {
        GameRecord game = GameRecord.empty(steps.get(0).after().ruleset());
        List<Object> outcome = new ArrayList<>();
        for (Games.Step step : steps) {
            Object event = step.event();
            if (event instanceof RuleEvent) {
                outcome.add(event); // a window's journalled outcome, or set-up's, or a side leaving: known only later
                continue;
            }
            if (event instanceof GameEvent.WindowResolved w) {
                Map<String, List<String>> orders = new LinkedHashMap<>();
                for (String side : w.orders().keySet()) {
                    orders.put(side, game.pending().containsKey(side) ? game.pending().get(side).orders() : List.of());
                }
                Dice dice = DiceStreams.dice(game, w.diceStream(), seed);
                game = Games.foldAll(game, game.ruleset().resolve(game.rules(), orders, dice));
            } else {
                game = Games.foldAll(game, outcome);
            }
            outcome.clear();
            game = Games.fold(game, event).withVersion(step.stored().version());
        }
        return Games.foldAll(game, outcome);
    }
}
