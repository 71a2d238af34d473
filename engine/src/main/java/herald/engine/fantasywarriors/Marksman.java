package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * A marksman's sniping (Companion L905-922): once a turn, no volley counters, no poison; 1D6, −1 in bad light, hits
 * on 3 or more at short range and 4 or more at long. The kill and the save follow as for any hit ({@link Kills}).
 */
public final class Marksman {
    private Marksman() {}

    /** @param flyer shooting at or from a flying creature: always long range (L1430) */
    public static Throw snipe(Range range, boolean badLight, boolean flyer, Dice dice, WeaponsChart chart) {
        boolean longRange = range == Range.LONG || flyer;
        List<Modifier> m = new ArrayList<>();
        if (badLight) {
            m.add(chart.modifier("marksman", "bad-light"));
        }
        int from = chart.value("marksman", longRange ? "long-range-from" : "short-range-from");
        return Throw.of(longRange ? "snipe, long range" : "snipe, short range", Throw.roll(1, dice), from, m,
                chart.number("natural-always-misses") + 1,
                chart.number("natural-always-hits"));
    }
}
