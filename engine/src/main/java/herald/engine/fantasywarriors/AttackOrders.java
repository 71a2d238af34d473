package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.Comparator;
import java.util.Optional;

/**
 * Attack orders (the core §3): "advance straight at the nearest enemy and engage". Herald makes it checkable: the
 * nearest enemy unit, base to base, as the unit stood when its orders were written, and every leg of the move ends
 * nearer it (to the tenth of an inch) than it began, or touching it. Turning on the spot is not a move, and is free.
 */
final class AttackOrders {
    private AttackOrders() {}

    static String problem(FantasyWarriorsState s, Movement.Piece p, Movement.Plan plan) {
        Optional<Unit> nearest = s.enemiesOf(p.side()).stream()
                .min(Comparator.comparingDouble(e -> e.ground().distanceTo(p.ground())));
        if (nearest.isEmpty()) {
            return null;
        }
        Footprint enemy = nearest.get().ground();
        Footprint at = p.ground();
        for (int leg = 1; leg < plan.path().size(); leg++) {
            Point from = plan.path().get(leg - 1);
            Point to = plan.path().get(leg);
            Footprint next = leg == plan.path().size() - 1 ? plan.end() : p.ground().movedTo(to).turnedTo(from.bearingTo(to));
            double before = Inches.measure(at.distanceTo(enemy));
            double after = Inches.measure(next.distanceTo(enemy));
            if (after > 0 && after >= before) {
                return p.id() + "'s command is on attack orders: it advances on the nearest enemy, "
                        + nearest.get().id() + ", and its leg to " + to + " ends " + Inches.measured(after) + " from it,"
                        + " not nearer than the " + Inches.measured(before) + " it began (the core §3)";
            }
            at = next;
        }
        return null;
    }
}
