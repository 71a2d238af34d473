package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.InitiativeDecided;
import herald.engine.lonewolf.events.InitiativeRolled;
import java.util.List;

/** Phase 0: each side rolls 1D10 in scenario order, ties roll again; the higher is red this turn. */
final class Initiative {
    private Initiative() {}

    static void roll(TurnLog log, Dice dice) {
        List<String> sides = log.state().sideIds();
        String first = sides.get(0);
        String second = sides.get(1);
        while (true) {
            int a = dice.roll(10);
            log.emit(new InitiativeRolled(first, log.state().sideName(first), a));
            int b = dice.roll(10);
            log.emit(new InitiativeRolled(second, log.state().sideName(second), b));
            if (a != b) {
                String red = a > b ? first : second;
                String blue = a > b ? second : first;
                log.emit(new InitiativeDecided(red, log.state().sideName(red), blue, log.state().sideName(blue)));
                return;
            }
        }
    }
}
