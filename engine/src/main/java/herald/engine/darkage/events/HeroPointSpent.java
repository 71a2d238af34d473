package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/**
 * A Hero spent a Hero Point (Heroics) to re-roll {@code what}, which had come up {@code was}; the re-roll follows as
 * its own event and stands even if worse. {@code left} Hero Points remain.
 */
public record HeroPointSpent(String hero, String phase, String what, int was, int left) implements DarkAgeEvent {

    @Override
    public String describe() {
        return hero + " spends a Hero Point to re-roll the " + what + " (" + was + "), " + left + " left";
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state.withFigure(state.figureOrThrow(hero).withHeroPoints(left, phase)));
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(hero);
    }
}
