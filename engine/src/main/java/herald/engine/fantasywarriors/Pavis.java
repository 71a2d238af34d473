package herald.engine.fantasywarriors;

/**
 * Pavises in combat (Companion L486-489): both units fight at one less worth for every two pavises, rounding up.
 */
public final class Pavis {
    private Pavis() {}

    /** The worth both units in the fight lose to {@code pavises} pavises (a negative number, or 0). */
    public static int combatWorth(int pavises) {
        return -((pavises + 1) / 2);
    }
}
