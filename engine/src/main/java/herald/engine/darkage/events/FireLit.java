package herald.engine.darkage.events;

import herald.engine.darkage.Burning;
import herald.engine.darkage.DarkAgeState;

/** A feature set alight (5.2.5): Dangerous Terrain of the source's rating (torch 9, fire arrow 9, Bolt 8, Storm 7). */
public record FireLit(String feature, String source, int turn, int rating) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        Burning old = state.fires().get(feature);
        if (old != null && old.rating() >= rating) {
            return reported(state);
        }
        return reported(state.withFire(new Burning(feature, source, turn, turn, rating)));
    }

    @Override
    public String describe() {
        return feature + " is alight: Dangerous Terrain rating " + rating;
    }
}
