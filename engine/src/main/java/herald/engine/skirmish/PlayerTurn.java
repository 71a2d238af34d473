package herald.engine.skirmish;

import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.skirmish.events.GameEnded;
import herald.engine.skirmish.events.PhaseBegan;
import herald.engine.skirmish.events.PlayerTurnBegan;
import herald.engine.skirmish.events.PlayerTurnEnded;
import java.util.List;
import java.util.Map;

/**
 * One player turn of the active side, in the strict sequence of play (L17-30): 1 missile fire,
 * 2 movement, 3 combat, 4 recovery; then the victory check. Only the active side gives orders.
 */
final class PlayerTurn {
    private PlayerTurn() {}

    static List<RuleEvent> resolve(SkirmishState state, Map<String, List<String>> lines, Dice dice) {
        if (state.scenario() == null || state.outcome() != null) {
            throw new IllegalStateException("there is no player turn to resolve: the game is not set up, or it is over");
        }
        String side = state.active();
        int turn = state.turn();
        List<Order> orders = OrderParser.ordersOf(lines == null ? null : lines.get(side));
        TurnLog log = new TurnLog(state);
        log.emit(new PlayerTurnBegan(turn, side, state.sideName(side)));
        log.emit(new PhaseBegan(turn, side, state.sideName(side), 1, "missile fire"));
        Missile.phase(log, orders, dice);
        log.emit(new PhaseBegan(turn, side, state.sideName(side), 2, "movement"));
        Movement.phase(log, orders, dice);
        log.emit(new PhaseBegan(turn, side, state.sideName(side), 3, "combat"));
        Combat.phase(log, orders, dice);
        log.emit(new PhaseBegan(turn, side, state.sideName(side), 4, "recovery"));
        Recovery.phase(log, side);
        boolean second = state.letter(side).equals("B");
        log.emit(new PlayerTurnEnded(turn, side, second ? turn + 1 : turn, state.other(side)));
        Victory.judge(log.state(), turn, side).ifPresent(o -> log.emit(new GameEnded(turn, o.winner(), o.reason())));
        return log.events();
    }
}
