package herald.engine.fantasywarriors;

import java.util.Optional;

/**
 * Destroyer heroes in the command test (Companion L883-893): an army with a living destroyer counts +1 when he is in
 * base contact with the enemy and -1 when he is not. His own death calls no command test (L889): his role is not
 * among those whose fall does.
 */
public final class Destroyers {
    private Destroyers() {}

    /** The destroyer's count in {@code side}'s command tests: whether he touches the enemy, or empty with none living. */
    public static Optional<Boolean> inContact(FantasyWarriorsState s, String side) {
        return s.individuals().values().stream()
                .filter(i -> i.side().equals(side) && i.onTable() && s.profile(i).role() == Role.DESTROYER)
                .findFirst().map(d -> touchesEnemy(s, d));
    }

    static boolean touchesEnemy(FantasyWarriorsState s, Individual d) {
        return s.enemiesOf(d.side()).stream().anyMatch(u -> u.ground().touches(d.ground()))
                || s.individuals().values().stream().anyMatch(i -> i.onTable() && !s.allied(i.side(), d.side())
                        && i.ground().touches(d.ground()));
    }
}
