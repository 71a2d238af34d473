package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;
import herald.engine.table.Point;

/**
 * What a piece of an army list stands on. The core gives only the warriors': 1 by 1 inch on foot, 1 by 2 mounted
 * ([P S5]), in ranks base to base. The rest are Herald's, in the ruleset's README: an individual on a round base an
 * inch across, an engine on a block 2 inches square, a huge creature on a round base 3 inches across.
 */
public record Base(double frontage, double depth, boolean round) {
    static final Base FOOT = new Base(1, 1, false);
    static final Base MOUNTED = new Base(1, 2, false);
    static final Base INDIVIDUAL = new Base(1, 1, true);
    static final Base ENGINE = new Base(2, 2, false);
    static final Base HUGE = new Base(3, 3, true);

    public static Base of(Profile p) {
        return switch (p.role().category()) {
            case UNIT -> p.flags().mounted() ? MOUNTED : FOOT;
            case INDIVIDUAL -> INDIVIDUAL;
            case ARTILLERY -> ENGINE;
            case HUGE_CREATURE -> HUGE;
        };
    }

    /**
     * The ground of {@code figures} such bases in ranks {@code files} wide, its front edge's centre at {@code at},
     * facing {@code facing}: a block, or a round base for a single round-based piece.
     */
    public Footprint ground(int figures, int files, Point at, double facing) {
        if (round) {
            return new Footprint.Round(at, facing, frontage / 2);
        }
        int wide = Math.max(1, Math.min(files, figures));
        int ranks = (figures + wide - 1) / wide;
        return new Footprint.Block(at, facing, wide * frontage, Math.max(1, ranks) * depth);
    }
}
