package herald.engine.darkage;

import herald.engine.darkage.events.PhaseBegan;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The phases of a turn (3.1): in each, the sides act in initiative order, all of a side's figures before the next
 * side's, each figure's orders in the order its mail gave them. In the Fighting phase a figure in base contact that
 * has no fighting order fights its first opponent with its whole FV (a player at the table would), unless told to
 * HOLD.
 */
final class Phases {
    private Phases() {}

    static final List<String> ALL = List.of("movement", "shooting", "fighting");

    static void run(Play p, String phase, Map<String, List<Order>> orders) {
        p.add(new PhaseBegan(p.s.turn(), phase));
        p.pending.clear();
        p.defaults.clear();
        p.attackers.clear();
        Set<String> held = new HashSet<>();
        orders.values().forEach(os -> os.stream().filter(o -> o instanceof Order.Hold).forEach(o -> held.add(o.figure())));
        Ground ground = p.ground();
        for (String side : p.s.order()) {
            for (Order o : orders.getOrDefault(side, List.of())) {
                if (o.phase().equals(phase) && !held.contains(o.figure())) {
                    p.pending.putIfAbsent(o.figure(), o);
                }
            }
            if (phase.equals("fighting")) {
                for (Figure f : p.s.inGame(side)) {
                    if (!f.down() && ground.inFight(f) && !held.contains(f.id()) && !p.pending.containsKey(f.id())) {
                        p.pending.put(f.id(), new Order.Fight(f.id(), List.of(new Order.Part(ground.opponents(f).get(0).id(), 0)),
                                null));
                        p.defaults.add(f.id());
                    }
                }
            }
        }
        for (Order o : p.pending.values()) {
            List<String> targets = o instanceof Order.Fight x ? x.parts().stream().map(Order.Part::target).toList()
                    : o instanceof Order.Sunder x ? List.of(x.target()) : List.of();
            for (String t : targets) {
                p.s.figure(t).ifPresent(x -> p.attackers.computeIfAbsent(x.id(), k -> new HashSet<>()).add(o.figure()));
            }
        }
        while (!p.pending.isEmpty()) {
            String next = p.pending.keySet().iterator().next();
            act(p, p.pending.remove(next));
        }
    }

    /** One act: what the order says, if the figure can still do it. */
    static void act(Play p, Order o) {
        Figure f = p.f(o.figure());
        if (!f.inGame() && !p.lastActs.contains(f.id())) {
            if (!p.defaults.contains(f.id())) {
                p.lost(o, f.id() + " is out of the game");
            }
            return;
        }
        boolean getsUp = o instanceof Order.Move || o instanceof Order.Stand;
        if (f.down() && !getsUp) {
            p.lost(o, f.id() + " is knocked down: it gets up with its next move");
            return;
        }
        if (o instanceof Order.Move || o instanceof Order.Disengage || o instanceof Order.Stand) {
            Moves.play(p, o);
        } else if (o instanceof Order.Shoot || o instanceof Order.Torch) {
            Shots.play(p, o);
        } else if (o instanceof Order.Fight || o instanceof Order.Sunder || o instanceof Order.Burn) {
            Fights.play(p, o);
        } else if (o instanceof Order.Cast c) {
            Powers.cast(p, c);
        }
    }
}
