package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The amazon enchantress (Companion L930-1011): her target makes a quality roll, 1D6 + its quality, adjusted by what
 * the Companion lists; 0 or less and it is enchanted, and a high score costs her counters. The book's example
 * (L951) leaves out the range modifier its own list requires; Herald applies it (the README says so).
 */
public final class Enchantment {
    private Enchantment() {}

    /** The target and where the enchantress stands. */
    public record Target(Quality quality, Kind kind, boolean leader, double rangeInches, boolean inBadLight) {}

    /** The roll, and the counters it costs the enchantress (0 or a negative number). */
    public record Attempt(Scored roll, int counters) {
        public boolean enchanted() {
            return roll.result().equals("enchanted");
        }
    }

    public static Attempt cast(Target target, Dice dice, Tables t) {
        List<Modifier> m = new ArrayList<>();
        m.add(target.quality().modifier(dice));
        if (!target.leader()) {
            m.add(new Modifier("no leader", t.modifier("enchantment", "no-leader")));
        }
        switch (target.kind()) {
            case TRIBAL -> m.add(new Modifier("tribal", t.modifier("enchantment", "tribal")));
            case STUPID -> m.add(new Modifier("stupid", t.modifier("enchantment", "stupid")));
            case DISCIPLINED -> m.add(new Modifier("disciplined", t.modifier("enchantment", "disciplined")));
            case FANATIC -> { }
        }
        if (target.rangeInches() > t.number("enchantment-long-range-inches")) {
            throw new IllegalArgumentException("the enchantress reaches " + t.number("enchantment-long-range-inches")
                    + " inches, not " + target.rangeInches());
        }
        // Exactly 12 inches is short range: the book's "up to 12in" (the digest's reading).
        m.add(target.rangeInches() <= t.number("enchantment-short-range-inches")
                ? new Modifier("short range", t.modifier("enchantment", "short-range"))
                : new Modifier("long range", t.modifier("enchantment", "long-range")));
        if (target.inBadLight()) {
            m.add(new Modifier("bad light", t.modifier("enchantment", "bad-light")));
        }
        int die = dice.roll(6);
        Scored roll = t.table("enchantment").score(List.of(die), m);
        return new Attempt(roll, roll.band().counters());
    }
}
