package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.darkage.events.StandingSet;
import herald.engine.darkage.events.TurnBegan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game turn (3.1), every side's orders mailed for the whole of it: the Heroes' standing orders first, then
 * initiative, the Movement, Shooting and Fighting phases in initiative order, and the end of the turn.
 */
final class Turn {
    private Turn() {}

    static List<RuleEvent> resolve(DarkAgeState s, Map<String, List<String>> mail, Dice dice) {
        Map<String, List<Order>> orders = new LinkedHashMap<>();
        for (String side : s.playing()) {
            orders.put(side, OrderCheck.orders(s, side, mail.getOrDefault(side, List.of())));
        }
        return play(s, orders, dice);
    }

    /** The turn with orders already read. */
    static List<RuleEvent> play(DarkAgeState s, Map<String, List<Order>> orders, Dice dice) {
        Play p = new Play(s, dice);
        p.add(new TurnBegan(s.turn()));
        orders.forEach((side, os) -> os.stream().filter(o -> o instanceof Order.Heroic).map(o -> (Order.Heroic) o)
                .forEach(h -> p.add(new StandingSet(side, h.standing()))));
        List<Initiative.Contender> sides = new ArrayList<>();
        for (String side : p.s.playing()) {
            p.s.leader(side).ifPresent(l -> sides.add(new Initiative.Contender(side, l.id(), p.s.profileOf(l).leadership())));
        }
        p.addAll(Initiative.roll(p.s.turn(), sides, dice));
        for (String phase : Phases.ALL) {
            Phases.run(p, phase, orders);
        }
        EndOfTurn.play(p);
        return List.copyOf(p.events);
    }
}
