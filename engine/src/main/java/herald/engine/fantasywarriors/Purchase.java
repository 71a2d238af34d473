package herald.engine.fantasywarriors;

import herald.engine.table.Inches;

/**
 * Buying battlefield equipment for an army (table 4.8): each kind is sold in steps of so many inches at so many
 * points a step, with a least length. A length the book does not sell is refused, the refusal saying why and what
 * would do.
 */
public final class Purchase {
    private Purchase() {}

    /** The ruling on one purchase: bought, or refused with a reason written for the player. */
    public sealed interface Ruling permits Bought, Refused {}

    /** {@code inches} of {@code item}: {@code steps} steps at {@code points} points in all. */
    public record Bought(Equipment item, double inches, int steps, int points) implements Ruling {}

    public record Refused(Equipment item, double inches, String reason) implements Ruling {}

    public static Ruling of(Equipment item, double inches, EquipmentTables t) {
        EquipmentTables.Item i = t.item(item);
        int step = i.inchesAStep().whole();
        int least = i.minimumInches().whole();
        String asked = Inches.show(inches) + " of " + item.title();
        if (inches < least) {
            return new Refused(item, inches, asked + " is too short: the least that can be bought is " + least + "\"");
        }
        double steps = inches / step;
        if (Math.abs(steps - Math.rint(steps)) > 1e-9) {
            long below = (long) Math.floor(steps) * step;
            return new Refused(item, inches, asked + " is not a whole number of " + step + "\" lengths: " + below + "\" or "
                    + (below + step) + "\" can be bought");
        }
        int n = (int) Math.rint(steps);
        return new Bought(item, inches, n, n * i.points().whole());
    }
}
