package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * From hits to figures lost (the core §5-§6, Herald's H1, H4, H5), the same in shooting and combat: a kill roll for
 * each hit, 1D6 + strength − resilience ± cover and shield, against the weapons v armour chart's number for the line,
 * raised by the armour, a natural 1 never killing; then for each kill 1D6 to see whether it falls on a special or an
 * attached individual (a 6, the enemy choosing which, never the standard bearer: Companion L1313); then a saving
 * throw for each kill on a figure that has one ({@link SavingThrow}).
 */
public final class Kills {
    private Kills() {}

    /** The specials check: a die for each kill, and how many fell on specials or individuals. */
    public record Specials(List<Integer> dice, int onSpecials) {
        public Specials {
            dice = List.copyOf(dice);
        }
    }

    /**
     * Every step from the hits on.
     *
     * @param lost figures the unit loses: each kill on a special or individual, and each other kill its save did not
     *        turn aside; a lone creature is lost once, whatever it failed
     */
    public record Casualties(Throw kills, Optional<Specials> specials, Optional<SavingThrow.Saves> saves, int lost) {
        /** How many of the figures lost the enemy chooses among the specials and attached individuals. */
        public int onSpecials() {
            return specials.map(Specials::onSpecials).orElse(0);
        }
    }

    /** The kill roll for {@code hits} hits. */
    public static Throw check(int hits, Weapon w, Target t, Dice dice, WeaponsChart chart) {
        List<Modifier> m = new ArrayList<>();
        if (w.strength() != 0) {
            m.add(new Modifier("strength", w.strength()));
        }
        if (t.resilience() != 0) {
            m.add(new Modifier("resilience", -t.resilience()));
        }
        if (t.cover() == Cover.SOFT) {
            m.add(chart.modifier("kill", "soft-cover"));
        } else if (t.cover() == Cover.HARD) {
            m.add(chart.modifier("kill", "hard-cover"));
        }
        if (t.shield()) {
            m.add(chart.modifier("kill", "shield"));
        }
        return Throw.of("kill, " + w.line().key() + " v " + t.armour().key() + " armour", Throw.roll(hits, dice),
                chart.target(w.line(), t.armour()), m, chart.number("kill-natural-never-kills") + 1, null);
    }

    /** The specials check on {@code kills} kills. */
    public static Specials specials(int kills, Dice dice, WeaponsChart chart) {
        List<Integer> rolled = Throw.roll(kills, dice);
        return new Specials(rolled, (int) rolled.stream().filter(d -> d >= chart.number("specials-on")).count());
    }

    /**
     * Hits to figures lost. A kill that falls on an attached individual is his own to save once the enemy has named
     * him: it is counted lost here, and the ruleset gives him back if his save passes (the README).
     */
    public static Casualties resolve(int hits, Weapon w, Target t, int poisoned, Dice dice, WeaponsChart chart) {
        Throw kills = check(hits, w, t, dice, chart);
        Optional<Specials> specials = t.specials() && kills.successes() > 0
                ? Optional.of(specials(kills.successes(), dice, chart)) : Optional.empty();
        int onSpecials = specials.map(Specials::onSpecials).orElse(0);
        int ordinary = kills.successes() - onSpecials;
        Optional<SavingThrow.Saves> saves = Optional.empty();
        int failed = ordinary;
        if (t.save().isPresent() && ordinary > 0) {
            SavingThrow.Saves s = SavingThrow.against(ordinary, t.save().getAsInt(), t.undead() ? 0 : poisoned, dice);
            saves = Optional.of(s);
            failed = (int) s.totals().stream().filter(total -> total > s.value()).count();
        }
        return new Casualties(kills, specials, saves, Math.min(t.figures(), failed + onSpecials));
    }
}
