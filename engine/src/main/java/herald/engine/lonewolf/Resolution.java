package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.lonewolf.events.GameEnded;
import herald.engine.lonewolf.events.PhaseBegan;
import herald.engine.lonewolf.events.TurnBegan;
import herald.engine.lonewolf.events.TurnEnded;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One game turn (the rulebook's sequence, L319-385): 0 initiative, 1 first fire, 2 movement,
 * 3 second fire, 4 combat, 5 morale; then the victory check.
 */
final class Resolution {
    private Resolution() {}

    static List<RuleEvent> resolve(LoneWolfState state, Map<String, List<String>> lines, Dice dice) {
        if (state.scenario() == null || state.outcome() != null) {
            throw new IllegalStateException("there is no turn to resolve: the game is not set up, or it is over");
        }
        Map<String, List<Order>> orders = new HashMap<>();
        for (String side : state.sideIds()) {
            orders.put(side, OrderParser.ordersOf(lines == null ? null : lines.get(side)));
        }
        int turn = state.turn();
        TurnLog log = new TurnLog(state);
        log.emit(new TurnBegan(turn));
        Standing.apply(log, orders);
        KaiPowers.rollDisciplines(log, dice);
        Initiative.roll(log, dice);
        log.emit(new PhaseBegan(turn, 1, "first fire"));
        Hypnosis.phase(log, orders, dice);
        Fire.phase(log, 1, orders, dice);
        log.emit(new PhaseBegan(turn, 2, "movement"));
        Movement.phase(log, orders, dice);
        log.emit(new PhaseBegan(turn, 3, "second fire"));
        Fire.phase(log, 3, orders, dice);
        log.emit(new PhaseBegan(turn, 4, "combat"));
        Combat.phase(log, orders, dice);
        log.emit(new PhaseBegan(turn, 5, "morale"));
        Morale.phase(log, dice);
        Hypnosis.endOfTurn(log, dice);
        log.emit(new TurnEnded(turn));
        Victory.judge(log.state(), turn).ifPresent(o -> log.emit(new GameEnded(turn, o.winner(), o.reason())));
        return log.events();
    }
}
