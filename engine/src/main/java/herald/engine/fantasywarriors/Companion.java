package herald.engine.fantasywarriors;

/**
 * What the Companion's modules keep from one battle turn to the next beyond the units, individuals and equipment on
 * the table: each module that needs it has its own record here, changed by its own {@code with…}.
 */
public record Companion() {
    public static final Companion NONE = new Companion();
}
