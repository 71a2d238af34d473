package herald.engine.fantasywarriors;

import herald.engine.table.Edges;
import herald.engine.table.Footprint;
import herald.engine.table.Sight;
import java.util.List;

/**
 * The war giant's bulk (Companion L780-783): its ballistas shoot over a unit it touches, and by the same token enemy
 * missiles reach the giant over that unit, the giant then claiming soft cover. Herald's: over every unit it touches
 * (the book says one; a giant seldom touches two in one line of sight). Shooting over difficult terrain it touches is
 * not yet played.
 */
final class ShootingOver {
    private ShootingOver() {}

    /** Whether {@code screen} does not interrupt the sight between {@code u} and {@code t}: a giant at either end touches it. */
    static boolean seenOver(FantasyWarriorsState s, Unit u, Unit t, Unit screen) {
        return giantTouching(s, u, screen) || giantTouching(s, t, screen);
    }

    /** Whether {@code t}, a war giant, is seen by {@code u} only over a unit it touches: soft cover (L783). */
    static boolean coversGiant(FantasyWarriorsState s, Unit u, Unit t) {
        if (s.profile(t).role() != Role.WAR_GIANT) {
            return false;
        }
        List<Footprint> all = s.onTable().stream().filter(x -> !x.id().equals(u.id()) && !x.id().equals(t.id()))
                .map(Unit::ground).toList();
        return Sight.between(u.ground(), t.ground(), ShootingPhase.blocking(s, u, t), all).isEmpty();
    }

    private static boolean giantTouching(FantasyWarriorsState s, Unit giant, Unit screen) {
        return s.profile(giant).role() == Role.WAR_GIANT && Edges.touch(giant.ground(), screen.ground());
    }
}
