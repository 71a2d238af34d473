package herald.engine.fantasywarriors;

/**
 * What the Companion's modules keep from one battle turn to the next beyond the units, individuals and equipment on
 * the table: each module that needs it has its own record here, changed by its own {@code with…}.
 *
 * @param mercenariesAndTricks the mercenaries' betrayals, the goblin war chant, bad omens and flying counters
 */
public record Companion(MercenariesAndTricks mercenariesAndTricks) {
    public static final Companion NONE = new Companion(MercenariesAndTricks.NONE);

    public Companion {
        mercenariesAndTricks = mercenariesAndTricks == null ? MercenariesAndTricks.NONE : mercenariesAndTricks;
    }

    public Companion withMercenariesAndTricks(MercenariesAndTricks m) {
        return new Companion(m);
    }
}
