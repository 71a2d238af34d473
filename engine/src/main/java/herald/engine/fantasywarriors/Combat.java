package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * Combat's dice for one unit striking another (the core §7): 1D6 for each point of worth (after what pavises,
 * mantlets and obstacles take from it), 1D6 for each champion, and under attack orders 1D6 more for each 5 worth;
 * each hits on a modified 4+, a natural 6 always and a natural 1 never (H2, which Herald reads for combat too). The
 * kills, specials and saves are shooting's ({@link Kills}) with the attack strength against the resilience.
 */
public final class Combat {
    private Combat() {}

    /**
     * One side of a fight as its to-hit throw sees it.
     *
     * @param worthChange what equipment takes from the total worth (a negative number, or 0): pavises
     *        ({@link Pavis}), mantlets −2 each, palisades −4 a length (Companion L370-515)
     */
    public record Attack(int worth, int worthChange, int champions, Order order, boolean bloodLust, boolean firewater,
            Quality quality, Quality enemyQuality, boolean disorganised) {

        /** An average unit of that worth fighting an average one, nothing else about. */
        public static Attack of(int worth, Order order) {
            return new Attack(worth, 0, 0, order, false, false, Quality.AVERAGE, Quality.AVERAGE, false);
        }

        public Attack withChampions(int n) {
            return new Attack(worth, worthChange, n, order, bloodLust, firewater, quality, enemyQuality, disorganised);
        }

        public Attack withWorthChange(int change) {
            return new Attack(worth, change, champions, order, bloodLust, firewater, quality, enemyQuality, disorganised);
        }

        /** Both units in a fight over {@code pavises} pavises lose worth (L486-489). */
        public Attack withPavises(int pavises) {
            return withWorthChange(worthChange + Pavis.combatWorth(pavises));
        }

        public Attack withBloodLust(boolean b) {
            return new Attack(worth, worthChange, champions, order, b, firewater, quality, enemyQuality, disorganised);
        }

        public Attack withFirewater(boolean f) {
            return new Attack(worth, worthChange, champions, order, bloodLust, f, quality, enemyQuality, disorganised);
        }

        public Attack withQualities(Quality own, Quality enemy) {
            return new Attack(worth, worthChange, champions, order, bloodLust, firewater, own, enemy, disorganised);
        }

        public Attack withDisorganised(boolean d) {
            return new Attack(worth, worthChange, champions, order, bloodLust, firewater, quality, enemyQuality, d);
        }

        /** The worth the fight counts: never below nothing. */
        public int fightingWorth() {
            return Math.max(0, worth + worthChange);
        }
    }

    /** The unit's to-hit throw and what its hits did. */
    public record Ruling(Throw toHit, Kills.Casualties casualties) {
        public int lost() {
            return casualties.lost();
        }
    }

    /** How many dice the attack throws. The attack-orders dice count the worth after equipment (the README). */
    public static int dice(Attack a, WeaponsChart chart) {
        int w = a.fightingWorth();
        int extra = a.order() == Order.ATTACK ? w / chart.number("attack-orders-worth-a-die") : 0;
        return w + a.champions() * chart.number("dice-a-champion") + extra;
    }

    public static Throw toHit(Attack a, Dice dice, WeaponsChart chart) {
        return toHit(a, dice(a, chart), dice, chart);
    }

    /**
     * The to-hit throw with {@code n} of the attack's dice: a unit touching several enemies throws each its share
     * ({@link CombatPhase}), each share with the quality compared against that enemy's.
     */
    public static Throw toHit(Attack a, int n, Dice dice, WeaponsChart chart) {
        List<Modifier> m = new ArrayList<>();
        add(m, a.bloodLust(), "blood-lust", chart);
        add(m, a.firewater(), "firewater", chart);
        add(m, a.quality().rank() > a.enemyQuality().rank(), "quality-better", chart);
        add(m, a.quality().rank() < a.enemyQuality().rank(), "quality-worse", chart);
        add(m, a.disorganised(), "disorganised", chart);
        return Throw.of("to hit in combat", Throw.roll(n, dice), chart.number("to-hit-from"), m,
                chart.number("natural-always-misses") + 1, chart.number("natural-always-hits"));
    }

    /** The to-hit throw, then the kills with {@code weapon} (the attack strength) on {@code enemy}. */
    public static Ruling strike(Attack a, Weapon weapon, Target enemy, Dice dice, WeaponsChart chart) {
        Throw hits = toHit(a, dice, chart);
        return new Ruling(hits, Kills.resolve(hits.successes(), weapon, enemy, 0, dice, chart));
    }

    private static void add(List<Modifier> m, boolean applies, String key, WeaponsChart chart) {
        if (applies) {
            m.add(chart.modifier("combat-to-hit", key));
        }
    }
}
