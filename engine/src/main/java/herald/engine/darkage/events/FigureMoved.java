package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import herald.engine.table.Point;
import java.util.List;

import herald.engine.table.Inches;

/**
 * A figure moved (3.2) {@code inches}, within its allowance; {@code workings} is how the allowance was reached,
 * "6 +Speed 2 +run 3 −2 terrain = 9\"".
 *
 * @param path where its centre went, start first (empty only before the table has measured it)
 * @param how "moves", "runs", "disengages" or "gets up and moves"
 */
public record FigureMoved(String figure, String how, double inches, double allowance, String workings, List<Point> path)
        implements DarkAgeEvent {

    public FigureMoved {
        path = List.copyOf(path);
    }

    /** The same move along {@code p}, start first, as the table measured it. */
    public FigureMoved along(List<Point> p) {
        return new FigureMoved(figure, how, inches, allowance, workings, p);
    }

    @Override
    public String describe() {
        String to = path.isEmpty() ? "" : " to " + path.get(path.size() - 1);
        return figure + " " + how + " " + Inches.measured(inches) + to + " (" + workings + ")";
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        if (path.isEmpty()) {
            return reported(state);
        }
        var f = state.figureOrThrow(figure);
        var moved = f.withAt(path.get(path.size() - 1), inches, how.equals("runs"));
        return reported(state.withFigure(how.startsWith("gets up") ? moved.withCondition(
                herald.engine.darkage.Figure.Condition.STANDING, state.turn()) : moved));
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
