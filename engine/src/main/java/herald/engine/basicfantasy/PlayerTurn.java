package herald.engine.basicfantasy;

import herald.engine.Dice;
import herald.engine.Outcome;
import herald.engine.RuleEvent;
import herald.engine.basicfantasy.events.GameEnded;
import herald.engine.basicfantasy.events.PhaseBegan;
import herald.engine.basicfantasy.events.PlayerTurnBegan;
import herald.engine.basicfantasy.events.PlayerTurnEnded;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One player turn of the active side, in the rulebook's order (L7-L11): 1 movement, 2 shooting with all magic,
 * 3 charging and close combat; then the next side's turn and the victory check (R17).
 */
final class PlayerTurn {
    private PlayerTurn() {}

    static List<RuleEvent> resolve(BasicFantasyState state, Map<String, List<String>> lines, Dice dice) {
        if (state.scenario() == null || state.outcome() != null) {
            throw new IllegalStateException("there is no player turn to resolve: the game is not set up, or it is over");
        }
        String side = state.active();
        int turn = state.turn();
        String name = state.sideName(side);
        List<Order> orders = OrderParser.ordersOf(lines == null ? null : lines.get(side));
        TurnLog log = new TurnLog(state);
        log.emit(new PlayerTurnBegan(turn, side, name));
        log.emit(new PhaseBegan(turn, side, name, 1, "movement"));
        Set<String> moved = Movement.phase(log, orders);
        log.emit(new PhaseBegan(turn, side, name, 2, "shooting and magic"));
        for (Order o : orders) {
            if (o instanceof Order.Shoot shot) {
                Shooting.shoot(log, shot, moved, dice);
            } else if (o instanceof Order.Cast cast) {
                Magic.cast(log, cast, moved, dice);
            }
        }
        log.emit(new PhaseBegan(turn, side, name, 3, "charging and close combat"));
        Set<String> charged = new HashSet<>();
        for (Order o : orders) {
            if (o instanceof Order.Charge c) {
                Charge.charge(log, c, moved, dice);
                charged.add(c.unit());
            }
        }
        Combat.continuing(log, side, charged, dice);
        Next next = next(log.state(), side, turn);
        // judged before the turn is closed (the judgement reads only the units), so the close can say it was the last
        Optional<Outcome> end = Victory.judge(log.state(), turn, next.turn() > turn);
        log.emit(new PlayerTurnEnded(turn, side, name, next.turn(), next.side(), state.sideName(next.side()), end.isPresent()));
        end.ifPresent(o -> log.emit(new GameEnded(turn, o.winner(), o.reason())));
        return log.events();
    }

    record Next(int turn, String side) {}

    /** The next side in the rotation that still has units; past the last side, the next game turn. */
    static Next next(BasicFantasyState s, String side, int turn) {
        List<String> rotation = s.rotation();
        int at = rotation.indexOf(side);
        for (int i = 1; i <= rotation.size(); i++) {
            int k = at + i;
            String candidate = rotation.get(k % rotation.size());
            if (!s.living(candidate).isEmpty() || i == rotation.size()) {
                return new Next(k >= rotation.size() ? turn + 1 : turn, candidate);
            }
        }
        throw new IllegalStateException("unreachable");
    }
}
