package herald.engine.darkage.events;

import herald.engine.table.Inches;

/**
 * A figure moved (3.2) {@code inches}, within its allowance; {@code workings} is how the allowance was reached,
 * "6 +Speed 2 +run 3 −2 terrain = 9\"".
 *
 * @param how "moves", "runs", "disengages" or "gets up and moves"
 */
public record FigureMoved(String figure, String how, double inches, double allowance, String workings)
        implements DarkAgeEvent {

    @Override
    public String describe() {
        return figure + " " + how + " " + Inches.measured(inches) + " (" + workings + ")";
    }
}
