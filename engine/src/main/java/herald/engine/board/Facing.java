package herald.engine.board;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Which square edge a piece faces (Lone Wolf MV1: never a corner). */
public enum Facing {
    N(Compass.N, 0), E(Compass.E, 90), S(Compass.S, 180), W(Compass.W, 270);

    private final Compass ahead;
    private final int degrees;

    Facing(Compass ahead, int degrees) {
        this.ahead = ahead;
        this.degrees = degrees;
    }

    public Compass ahead() {
        return ahead;
    }

    /** 0 = towards the top of the map, clockwise. */
    public int degrees() {
        return degrees;
    }

    public int dx() {
        return ahead.dx();
    }

    public int dy() {
        return ahead.dy();
    }

    /** Straight ahead and the two forward diagonals. */
    public List<Compass> forward() {
        int i = ahead.ordinal();
        Compass[] all = Compass.values();
        return List.of(all[(i + 7) % 8], ahead, all[(i + 1) % 8]);
    }

    public boolean isForward(Compass step) {
        return forward().contains(step);
    }

    /**
     * The facing a piece takes to step {@code step}: itself when the step is already forward; for an
     * orthogonal step, that direction; for a diagonal behind or beside, the one of the two facings
     * that see it as a forward diagonal which is the smaller turn from this one.
     */
    public Facing towards(Compass step) {
        if (isForward(step)) {
            return this;
        }
        if (!step.diagonal()) {
            return of(step).orElseThrow();
        }
        Facing a = of(Compass.values()[(step.ordinal() + 7) % 8]).orElseThrow();
        Facing b = of(Compass.values()[(step.ordinal() + 1) % 8]).orElseThrow();
        return quarterTurns(a) <= quarterTurns(b) ? a : b;
    }

    /** 0, 1 or 2: how many quarter turns apart two facings are. */
    public int quarterTurns(Facing other) {
        int d = Math.abs(ordinal() - other.ordinal());
        return Math.min(d, 4 - d);
    }

    public static Optional<Facing> of(Compass c) {
        for (Facing f : values()) {
            if (f.ahead == c) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    public static Optional<Facing> parse(String text) {
        return Compass.parse(text.trim().toUpperCase(Locale.ROOT)).flatMap(Facing::of);
    }
}
