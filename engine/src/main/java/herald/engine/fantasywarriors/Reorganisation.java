package herald.engine.fantasywarriors;

import java.util.Optional;

/**
 * Reorganising in phase 3 (the core §9): a disorganised unit that spends its move reorganising is in order again. The
 * core gives no roll for it, and Herald asks none: standing a whole phase still is the price. A unit on firewater never
 * reorganises (L279).
 */
final class Reorganisation {
    private Reorganisation() {}

    /** Why the unit {@code id} may not reorganise, if it may not. */
    static Optional<String> refusal(FantasyWarriorsState s, String id) {
        Optional<Unit> unit = s.units().values().stream().filter(u -> u.id().equalsIgnoreCase(id)).findFirst();
        if (unit.isEmpty()) {
            return Optional.of("there is no unit " + id + " (only a unit is disorganised)");
        }
        Unit u = unit.get();
        if (!u.onTable()) {
            return Optional.of(u.id() + " has left the table");
        }
        if (!u.disorganised()) {
            return Optional.of(u.id() + " is not disorganised: there is nothing to reorganise");
        }
        if (u.standing().firewater()) {
            return Optional.of(u.id() + " has drunk firewater, and a unit on firewater never reorganises (L279)");
        }
        return Optional.empty();
    }
}
