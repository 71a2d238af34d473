package herald.engine.fantasywarriors;

/**
 * What the Companion's modules keep from one battle turn to the next beyond the units, individuals and equipment on
 * the table: each module that needs it has its own record here, changed by its own {@code with…}.
 *
 * @param artillery the engines' crews, the dragons' breath and the cannons blown up (L681-860)
 */
public record Companion(Artillery artillery) {
    public static final Companion NONE = new Companion(Artillery.NONE);

    public Companion {
        artillery = artillery == null ? Artillery.NONE : artillery;
    }

    public Companion withArtillery(Artillery a) {
        return new Companion(a);
    }
}
