package herald.engine.fantasywarriors;

import java.util.Optional;

/**
 * What a unit looses in one shooting phase (the core §5, Herald's H3): the figures shooting in its first two ranks,
 * the volley counters it uses (each one die per figure), how many of them are poisoned arrows (Companion L281-292),
 * and the range. Artillery rolls its worth in dice for each counter: its worth stands in the first rank.
 */
public record Volley(int firstRank, int secondRank, int counters, int poisoned, Range range) {
    public Volley {
        if (firstRank < 0 || secondRank < 0 || counters < 0 || poisoned < 0 || poisoned > counters) {
            throw new IllegalArgumentException("a volley of " + firstRank + " + " + secondRank + " figures, " + counters
                    + " counters, " + poisoned + " poisoned");
        }
    }

    /** One rank of figures shooting. */
    public static Volley of(int figures, int counters, int poisoned, Range range) {
        return new Volley(figures, 0, counters, poisoned, range);
    }

    /** A ballista, giant crossbow or cannon: its worth in dice for each counter (the core §0). */
    public static Volley artillery(int worth, int counters, Range range) {
        return new Volley(worth, 0, counters, 0, range);
    }

    /** (figures × counters) D6. */
    public int dice() {
        return (firstRank + secondRank) * counters;
    }

    public Volley withRange(Range r) {
        return new Volley(firstRank, secondRank, counters, poisoned, r);
    }

    public Volley withSecondRank(int figures) {
        return new Volley(firstRank, figures, counters, poisoned, range);
    }

    /**
     * The volley once a shield spell has taken {@code removed} counters away (Companion L1189-1200), of which the
     * defender chose {@code poisonedRemoved} poisoned ones (he may take those first, L1240).
     */
    public Volley withShielded(int removed, int poisonedRemoved) {
        if (poisonedRemoved > removed) {
            throw new IllegalArgumentException(poisonedRemoved + " poisoned of " + removed + " counters removed");
        }
        return new Volley(firstRank, secondRank, Math.max(0, counters - removed), Math.max(0, poisoned - poisonedRemoved),
                range);
    }

    /** Why the shooter may not loose this volley, written for the player; empty when he may. */
    public Optional<String> refusal(int countersLeft, WeaponsChart chart) {
        if (counters > chart.number("counters-a-phase")) {
            return Optional.of("a unit uses " + chart.number("counters-a-phase") + " volley counters a phase at most, not "
                    + counters);
        }
        if (counters > countersLeft) {
            return Optional.of("the unit has " + countersLeft + " volley counters left, not " + counters);
        }
        return Optional.empty();
    }

    /** Why a ballista with this crew may not loose it: one crew member cannot blacken the sky (L690). */
    public Optional<String> ballistaRefusal(int crew, WeaponsChart chart) {
        if (counters > 1 && crew < chart.number("ballista-crew-to-blacken-the-sky")) {
            return Optional.of("a ballista needs " + chart.number("ballista-crew-to-blacken-the-sky")
                    + " crew to blacken the sky, and has " + crew);
        }
        return Optional.empty();
    }

    /** Whether a unit may carry this many counters, poisoned or not: 6 at most (L286). */
    public static Optional<String> carriedRefusal(int counters, WeaponsChart chart) {
        return counters > chart.number("counters-a-unit")
                ? Optional.of("no unit carries more than " + chart.number("counters-a-unit") + " volley counters, not "
                        + counters)
                : Optional.empty();
    }
}
