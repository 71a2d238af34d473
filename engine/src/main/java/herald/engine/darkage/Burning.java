package herald.engine.darkage;

/**
 * A feature alight (5.2.5): it burns as Dangerous Terrain at {@code rating}, lit by {@code source} ("torch",
 * "fire-arrow", "bolt-of-fire", "storm-of-fire" or "scenario") in turn {@code lit}, at {@code litAt}.
 */
public record Burning(String feature, String source, int litAt, int lit, int rating) {

    public Burning withRating(int r) {
        return new Burning(feature, source, litAt, lit, r);
    }
}
