package herald.engine.darkage.events;

/** A Hero took an enemy figure out of the game and gained a Hero Point (Heroics); no limit to how many. */
public record HeroPointGained(String hero, String tookOut, int points) implements DarkAgeEvent {

    @Override
    public String describe() {
        return hero + " took " + tookOut + " out of the game: a Hero Point, now " + points;
    }
}
