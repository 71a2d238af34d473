package herald.engine.fantasywarriors;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What the demo's warchiefs do with the Companion's mercenaries and tricks, beside {@link SimulatedPlayer}: a goblin
 * warchief chants whenever the chant may begin or go on (and so writes nothing else); a marksman snipes at the nearest
 * enemy individual he may; a flyer takes to the air. Every line is tried against its own refusal first.
 */
final class SimulatedTricks {
    private SimulatedTricks() {}

    /** The whole mail when the army chants, else empty. */
    static Optional<String> chant(FantasyWarriorsState s, String side) {
        return WarChantPlayed.refusal(s, side).isEmpty() ? Optional.of("CHANT") : Optional.empty();
    }

    /** The lines for the side's marksmen and flyers. */
    static List<String> lines(FantasyWarriorsState s, String side) {
        List<String> lines = new ArrayList<>();
        Eyes eyes = new Eyes(s);
        for (Individual m : s.individuals().values()) {
            if (m.side().equals(side) && m.onTable() && s.profile(m).role() == Role.MARKSMAN) {
                s.individuals().values().stream().filter(t -> t.onTable() && !s.allied(t.side(), side))
                        .filter(t -> eyes.sees(side, t))
                        .sorted(Comparator.comparingDouble(t -> t.ground().distanceTo(m.ground())))
                        .filter(t -> Sniping.refusal(s, side, new TurnOrders.Snipe(m.id(), t.id())).isEmpty())
                        .findFirst().ifPresent(t -> lines.add("SNIPE " + m.id() + " AT " + t.id()));
            }
        }
        for (Unit u : s.onTable(side)) {
            if (!Flying.airborne(s, u.id()) && Flying.refusal(s, side, u.id(), true).isEmpty()) {
                lines.add("FLY " + u.id());
            }
        }
        return lines;
    }
}
