package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/** A fire burnt lower at the end of a turn after the one it was lit in (5.2.5), to {@code rating}, never below 2. */
public record FireDecayed(String feature, int turn, int rating) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state.withFire(state.fires().get(feature).withRating(rating)));
    }

    @Override
    public String describe() {
        return feature + " burns lower: rating " + rating;
    }
}
