package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/** A Hero took an enemy figure out of the game and gained a Hero Point (Heroics); no limit to how many. */
public record HeroPointGained(String hero, String tookOut, int points) implements DarkAgeEvent {

    @Override
    public String describe() {
        return hero + " took " + tookOut + " out of the game: a Hero Point, now " + points;
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        var h = state.figureOrThrow(hero);
        return reported(state.withFigure(h.withHeroPoints(points, h.heroSpentIn())));
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(hero);
    }
}
