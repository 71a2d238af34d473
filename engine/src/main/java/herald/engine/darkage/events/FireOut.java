package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/** A fire put out at once by an ice attack's hit (5.2.5). */
public record FireOut(String feature, String by) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state.withoutFire(feature));
    }

    @Override
    public String describe() {
        return feature + "'s fire is put out by " + by;
    }
}
