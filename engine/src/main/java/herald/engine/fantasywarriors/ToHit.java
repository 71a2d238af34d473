package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The to-hit throw in shooting (the core §5, Herald's H2 and H3): (figures × counters) D6, each hitting on a
 * modified 4+, a natural 6 always and a natural 1 never. The second rank throws apart, at its own −1.
 */
public final class ToHit {
    private ToHit() {}

    /**
     * How the shooters stand and what they shoot through.
     *
     * @param flyer shooting at or from a flying creature: the range is always long (Companion L1430)
     */
    public record Conditions(boolean firewater, boolean bloodLust, boolean parabolic, boolean badLight, boolean flyer) {
        public static Conditions none() {
            return new Conditions(false, false, false, false, false);
        }

        public Conditions withFirewater(boolean f) {
            return new Conditions(f, bloodLust, parabolic, badLight, flyer);
        }

        public Conditions withBloodLust(boolean b) {
            return new Conditions(firewater, b, parabolic, badLight, flyer);
        }

        public Conditions withParabolic(boolean p) {
            return new Conditions(firewater, bloodLust, p, badLight, flyer);
        }

        public Conditions withBadLight(boolean b) {
            return new Conditions(firewater, bloodLust, parabolic, b, flyer);
        }

        public Conditions withFlyer(boolean f) {
            return new Conditions(firewater, bloodLust, parabolic, badLight, f);
        }
    }

    /** Each rank's throw (none for automatic hits), and the hits that need no throw. */
    public record Hits(List<Throw> ranks, int automatic) {
        public Hits {
            ranks = List.copyOf(ranks);
        }

        public int hits() {
            return automatic + ranks.stream().mapToInt(Throw::successes).sum();
        }
    }

    public static Hits roll(Volley v, Conditions c, Dice dice, WeaponsChart chart) {
        List<Modifier> m = new ArrayList<>();
        add(m, c.firewater(), "firewater", chart);
        add(m, c.bloodLust(), "blood-lust", chart);
        // counted after a shield spell: the counters actually thrown (the README)
        add(m, v.counters() > 1, "blackening-the-sky", chart);
        add(m, c.parabolic(), "parabolic", chart);
        add(m, c.badLight(), "bad-light", chart);
        add(m, v.range() == Range.LONG || c.flyer(), "long-range", chart);
        List<Throw> ranks = new ArrayList<>();
        ranks.add(read("to hit", Throw.roll(v.firstRank() * v.counters(), dice), m, chart));
        if (v.secondRank() > 0) {
            List<Modifier> second = new ArrayList<>(m);
            add(second, true, "second-rank", chart);
            ranks.add(read("to hit, second rank", Throw.roll(v.secondRank() * v.counters(), dice), second, chart));
        }
        return new Hits(ranks, 0);
    }

    private static Throw read(String what, List<Integer> dice, List<Modifier> m, WeaponsChart chart) {
        return Throw.of(what, dice, chart.number("to-hit-from"), m, chart.number("natural-always-misses") + 1,
                chart.number("natural-always-hits"));
    }

    private static void add(List<Modifier> m, boolean applies, String key, WeaponsChart chart) {
        if (applies) {
            m.add(chart.modifier("shooting-to-hit", key));
        }
    }
}
