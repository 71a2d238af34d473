package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Figure;

/** A knocked-down figure stood up: by spending its move (ruling 7), or raised by a Miracle ({@code how}). */
public record FigureStood(String figure, String how) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state.withFigure(state.figureOrThrow(figure).withCondition(Figure.Condition.STANDING, state.turn())));
    }

    @Override
    public String describe() {
        return figure + " stands up (" + how + ")";
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
