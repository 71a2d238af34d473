package herald.engine.fantasywarriors;

import herald.engine.Dice;

/**
 * A unit's quality, which a quality roll adds to its 1D6 (the base game: fantasy-warriors-core.md §2). An
 * unpredictable unit's +3 or -3 is not said to be rolled for in any text Herald has: Herald rolls 1D6 for it, 4+ +3
 * (the README).
 */
public enum Quality {
    ELITE("elite"), VETERAN("veteran"), AVERAGE("average"), POOR("poor"), UNPREDICTABLE("unpredictable");

    private final String key;

    Quality(String key) {
        this.key = key;
    }

    /** What a quality roll (or a test) adds for this quality: the base game's numbers, in core-tables.json. */
    Modifier modifier(Dice dice) {
        int v = Tables.core().modifier("quality", key);
        if (this == UNPREDICTABLE) {
            v = dice.roll(6) >= 4 ? v : -v;
        }
        return new Modifier(key, v);
    }

    /**
     * Where it stands against another quality in combat (better +1, worse -1 to hit): its number in the core table.
     * An unpredictable unit counts as average here; its swing is for its tests (the README).
     */
    int rank() {
        return this == UNPREDICTABLE ? 0 : Tables.core().modifier("quality", key);
    }
}
