package herald.engine.fantasywarriors;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The demo's warchiefs with the Companion's engines and huge creatures (L681-860): an engine shoots whenever it can,
 * the nearest enemy it may, a cannon with a double charge (treble in blood lust, as it must, or what it has left); a
 * dragon breathes at the nearest within 6in; a war giant's ballistas and a mammoth's archers shoot from the fight at
 * the enemy it fights. The creatures attack as their command's orders move them.
 */
final class SimulatedEngines {
    private SimulatedEngines() {}

    static Optional<String> shot(FantasyWarriorsState s, String side, Unit u) {
        Role role = s.profile(u).role();
        if (role == Role.GIANT || (role != Role.DRAGON && u.volleys() == 0)) {
            return Optional.empty();
        }
        Eyes eyes = new Eyes(s);
        List<Integer> counts = role == Role.DRAGON ? List.of(1)
                : List.of(Math.min(2, u.volleys()), Math.min(3, u.volleys()), 1);
        return s.enemiesOf(side).stream().filter(e -> eyes.sees(side, e))
                .sorted(Comparator.comparingDouble(e -> e.ground().distanceTo(u.ground())))
                .flatMap(e -> counts.stream().filter(n -> ShootingPhase.refusal(s, side,
                        new TurnOrders.Shoot(u.id(), e.id(), n, 0)).isEmpty()).limit(1)
                        .map(n -> "SHOOT " + u.id() + " AT " + e.id() + (role == Role.DRAGON ? "" : " " + n + " VOLLEYS")))
                .findFirst();
    }

    /** A war giant or mammoth in combat shoots at the enemy it fights (L784, L815); nothing else shoots from a fight. */
    static Optional<String> fromTheFight(FantasyWarriorsState s, String side, Unit u) {
        Role role = s.profile(u).role();
        return role == Role.WAR_GIANT || role == Role.WAR_MAMMOTH ? shot(s, side, u) : Optional.empty();
    }
}
