package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.PieceMoved;
import herald.engine.table.Feature;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Travel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An enchanted unit marches at full speed towards its enchantress, not slowed by difficult ground, and halts when it
 * reaches her (Companion L980-984), before any ordered move of the phase. Herald halts it a tenth of an inch short of
 * her base: base to base would be a fight, and an enchanted unit attacks no one (L986; the README).
 */
final class EnchantedMarch {
    private static final double SHORT_OF_HER = 0.1;

    private EnchantedMarch() {}

    static List<FantasyWarriorsEvent> march(FantasyWarriorsState s) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState now = s;
        for (var held : s.magic().enchanted().entrySet()) {
            Optional<Unit> unit = now.unit(held.getKey()).filter(Unit::onTable);
            Optional<Individual> her = now.individual(held.getValue()).filter(Individual::onTable);
            if (unit.isEmpty() || her.isEmpty()) {
                continue;
            }
            Optional<PieceMoved> moved = towards(now, unit.get(), her.get());
            if (moved.isPresent()) {
                out.add(moved.get());
                now = moved.get().applyTo(now);
            }
        }
        return out;
    }

    private static Optional<PieceMoved> towards(FantasyWarriorsState s, Unit u, Individual her) {
        double gap = u.ground().distanceTo(her.ground());
        int allowance = s.profile(u).move().ground().value() + s.magic().haste(s, u.id());
        double inches = Math.min(allowance, gap - SHORT_OF_HER);
        if (inches < SHORT_OF_HER) {
            return Optional.empty();
        }
        Point from = u.ground().at();
        Point to = from.towards(from.bearingTo(her.ground().nearestTo(from)), inches);
        Movement.Piece p = new Movement.Piece(u.id(), u.side(), s.alliance(u.side()), true, u.ground());
        List<Movement.Piece> others = Movement.pieces(s).stream().filter(x -> !x.id().equals(u.id())).toList();
        Movement.Plan plan = Movement.plan(p, List.of(to), others, List.of());
        List<Feature> closed = DruidicPowers.impassable(s, u.side(), Movement.features(s, Terrain::impassable));
        Travel taken = Travel.of(u.ground(), plan.path(), true);
        if (plan.turnsOnly() || !taken.staysOn(s.table()) || closed.stream().anyMatch(taken::crosses)) {
            return Optional.empty();
        }
        String stopped = plan.met().map(m -> m.id() + " is in the way").orElse("");
        return Optional.of(new PieceMoved(u.id(), plan.path(), plan.end().facing(), Inches.measure(plan.inches()),
                allowance, 0, List.of(), "the enchantress's", stopped, ""));
    }
}
