package herald.engine.fantasywarriors;

/**
 * What the Companion's modules keep from one battle turn to the next beyond the units, individuals and equipment on
 * the table: each module that needs it has its own record here, changed by its own {@code with…}.
 *
 * @param magic the spells, druidic powers, summoned creatures and enchantments in force
 */
public record Companion(Magic magic) {
    public static final Companion NONE = new Companion(Magic.NONE);

    public Companion {
        magic = magic == null ? Magic.NONE : magic;
    }

    public Companion withMagic(Magic m) {
        return new Companion(m);
    }
}
