package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FlyingCounterMoved;
import herald.engine.fantasywarriors.events.OrderRefused;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Flying (Companion L302-309): a flyer is airborne only while a flying counter stands next to it, placed or taken away
 * in the movement phase before anything moves (FLY, LAND); in the first turn's that is how it starts the battle in
 * the air. Airborne, it moves at its air rate (the larger, L309) over units, terrain and obstacles, and may not end on
 * another piece's ground; shooting at or from it is at long range (L1430).
 */
public final class Flying {
    private Flying() {}

    public static boolean airborne(FantasyWarriorsState s, String piece) {
        return s.companion().mercenariesAndTricks().airborne().contains(piece);
    }

    /** Why {@code side} may not place or take away {@code piece}'s flying counter, if it may not. */
    public static Optional<String> refusal(FantasyWarriorsState s, String side, String piece, boolean up) {
        Optional<Unit> u = s.unit(piece);
        Optional<Individual> i = s.individual(piece);
        String owner = u.map(Unit::side).orElseGet(() -> i.map(Individual::side).orElse(""));
        if (!owner.equals(side)) {
            return Optional.of(piece + " is not yours");
        }
        Profile p = u.isPresent() ? s.profile(u.get()) : s.profile(i.orElseThrow());
        if (!p.flags().flyer()) {
            return Optional.of(piece + " cannot fly: its list gives it no flight (L302)");
        }
        if (u.isPresent() ? !u.get().onTable() : !i.orElseThrow().onTable()) {
            return Optional.of(piece + " is no longer on the table");
        }
        boolean inCombat = u.isPresent() ? Worth.inCombat(s, u.get()) : Destroyers.touchesEnemy(s, i.orElseThrow());
        if (inCombat && up) {
            return Optional.of(piece + " is in combat, base to base: it stays until the combat is decided (L1360)");
        }
        return Optional.empty();
    }

    /** The battle as a side's mail will see it in phase 3: its flying counters placed or taken away first. */
    static FantasyWarriorsState asWritten(FantasyWarriorsState s, String side, List<OrderLine> mail) {
        FantasyWarriorsState now = s;
        for (OrderLine l : mail) {
            if (l instanceof OrderLine.Fly f) {
                Optional<String> id = Orders.find(s, f.piece());
                if (id.isPresent() && refusal(s, side, id.get(), f.up()).isEmpty()) {
                    now = now.withCompanion(now.companion().withMercenariesAndTricks(
                            now.companion().mercenariesAndTricks().withAirborne(id.get(), f.up())));
                }
            }
        }
        return now;
    }

    /** Phase 3's flying counters, before any move (L305); a counter already where it is ordered changes nothing. */
    public static List<FantasyWarriorsEvent> counters(FantasyWarriorsState s, Map<String, Boolean> flights) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        flights.forEach((piece, up) -> {
            String side = s.unit(piece).map(Unit::side).orElseGet(() -> s.individual(piece).orElseThrow().side());
            Optional<String> why = refusal(s, side, piece, up);
            if (why.isPresent()) {
                out.add(new OrderRefused(piece, up ? "fly" : "land", why.get()));
            } else if (airborne(s, piece) != up) {
                out.add(new FlyingCounterMoved(piece, up));
            }
        });
        return out;
    }

    /** The move allowance of an airborne piece: its air rate (L309), or its ground rate where its list gives none. */
    static Optional<Integer> airAllowance(FantasyWarriorsState s, String piece) {
        if (!airborne(s, piece)) {
            return Optional.empty();
        }
        Profile p = s.unit(piece).map(s::profile).orElseGet(() -> s.profile(s.individual(piece).orElseThrow()));
        return Optional.of(p.move().air().orElse(p.move().ground()).value());
    }
}
